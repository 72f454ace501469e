ALTER TABLE "forms" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "max_answers" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "closed_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "ending" jsonb;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "answer_copy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "honeypot" boolean DEFAULT false NOT NULL;