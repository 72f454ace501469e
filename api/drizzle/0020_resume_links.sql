-- hand-written
-- 'Continuar depois': the answers so far of a respondent who asked for a link by e-mail, found by
-- the SHA-256 of the link's token, until the answer is sent, the link expires or the person's data is
-- deleted (docs/forms-and-templates.md#continue-later, docs/privacy.md).
CREATE TABLE "resume_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "token_hash" text NOT NULL,
  "form_id" uuid NOT NULL,
  "company_id" uuid NOT NULL,
  "email" text NOT NULL,
  "name" text DEFAULT '' NOT NULL,
  "document" text DEFAULT '' NOT NULL,
  "document_digits" text DEFAULT '' NOT NULL,
  "phone" text DEFAULT '' NOT NULL,
  "draft" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "resume_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action,
  CONSTRAINT "resume_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE UNIQUE INDEX "resume_links_token_hash_key" ON "resume_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "resume_links_company_email_idx" ON "resume_links" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "resume_links_company_document_idx" ON "resume_links" USING btree ("company_id","document_digits");--> statement-breakpoint
CREATE INDEX "resume_links_expires_idx" ON "resume_links" USING btree ("expires_at");
