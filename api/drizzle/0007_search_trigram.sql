DROP INDEX "submissions_company_name_search_idx";--> statement-breakpoint
DROP INDEX "submissions_company_document_idx";--> statement-breakpoint
-- hand-written below
-- The staff search of answers looks for the typed text anywhere inside the respondent's normalized
-- name and document key (LIKE '%texto%'). pg_trgm's GIN indexes answer that from the trigrams of
-- the text instead of reading every answer of the form.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_name_search_trgm_idx" ON "submissions" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_document_digits_trgm_idx" ON "submissions" USING gin ("document_digits" gin_trgm_ops);
