-- hand-written
-- A form's description (the respondent's welcome text; '' for none, so every stored form reads as
-- before) and the editor's autosaved draft of a stored form, one per form, gone with the form.
ALTER TABLE "forms" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "form_drafts" (
  "form_id" uuid PRIMARY KEY NOT NULL,
  "body" jsonb NOT NULL,
  "base_updated_at" timestamp with time zone NOT NULL,
  "updated_by" uuid,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "form_drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "form_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
