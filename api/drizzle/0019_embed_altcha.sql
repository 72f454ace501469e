ALTER TABLE "companies" ADD COLUMN "embed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "altcha" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "altcha_spent" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "altcha_spent_expires_at_idx" ON "altcha_spent" USING btree ("expires_at");
