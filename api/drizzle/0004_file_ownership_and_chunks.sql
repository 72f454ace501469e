CREATE TABLE "file_chunks" (
	"stored_name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_chunks_stored_name_seq_pk" PRIMARY KEY("stored_name","seq")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "form_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_unclaimed_created_idx" ON "files" USING btree ("created_at") WHERE "files"."claimed_at" is null;--> statement-breakpoint
-- Files from before ownership was tracked are in use (logos, answers, option pictures): none is swept.
UPDATE "files" SET "claimed_at" = "created_at" WHERE "claimed_at" IS NULL;--> statement-breakpoint
-- Unowned pictures a template names belong to the template library, so no company's form save takes them.
UPDATE "files" SET "library" = true WHERE "company_id" IS NULL AND EXISTS (SELECT 1 FROM "templates" WHERE strpos("templates"."questions"::text, "files"."id"::text) > 0);
