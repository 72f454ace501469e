ALTER TABLE "forms" ADD COLUMN "hidden_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "hidden" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every question stored before `required` existed was mandatory: say so, so the field is explicit.
UPDATE "forms" SET "questions" = (
  SELECT jsonb_agg(CASE WHEN q ? 'required' THEN q ELSE q || '{"required": true}'::jsonb END ORDER BY ord)
  FROM jsonb_array_elements("questions") WITH ORDINALITY AS e(q, ord)
) WHERE jsonb_typeof("questions") = 'array' AND jsonb_array_length("questions") > 0
  AND EXISTS (SELECT 1 FROM jsonb_array_elements("questions") q WHERE NOT q ? 'required');--> statement-breakpoint
UPDATE "templates" SET "questions" = (
  SELECT jsonb_agg(CASE WHEN q ? 'required' THEN q ELSE q || '{"required": true}'::jsonb END ORDER BY ord)
  FROM jsonb_array_elements("questions") WITH ORDINALITY AS e(q, ord)
) WHERE jsonb_typeof("questions") = 'array' AND jsonb_array_length("questions") > 0
  AND EXISTS (SELECT 1 FROM jsonb_array_elements("questions") q WHERE NOT q ? 'required');
