CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"via" text NOT NULL,
	"form_id" uuid,
	"submission_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_via_check" CHECK ("audit_events"."via" in ('answer', 'person', 'retention'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_at_idx" ON "audit_events" USING btree ("company_id","at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_days_check" CHECK ("companies"."retention_days" is null or "companies"."retention_days" >= 1);--> statement-breakpoint
-- hand-written below
-- Deleting an answer (one answer, all of a person's, or the retention job) takes it out of the
-- per-day counts of the insights again, in the same statement; moving an answer to another day or
-- changing its answers (only maintenance does either) moves its counts with it. Each answered
-- question is taken off the row its insert counted it in: the row of its answer text when there is
-- one (SINGLE and MULTIPLE), else the question's row with an empty answer. Rows left at 0 go.
CREATE FUNCTION "submission_stats_uncount"(p_form_id uuid, p_created_at timestamptz, p_answers jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_created_at AT TIME ZONE 'America/Sao_Paulo')::date;
  r record;
BEGIN
  UPDATE "submission_stats" SET "count" = "count" - 1
  WHERE "form_id" = p_form_id AND "day" = v_day AND "question_id" = '' AND "answer" = '';
  FOR r IN
    SELECT a.value->>'questionId' AS "question_id", left(a.value->>'answer', 500) AS "answer", count(*)::int AS n
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_answers) = 'array' THEN p_answers ELSE '[]'::jsonb END) a
    WHERE a.value->>'questionId' IS NOT NULL
    GROUP BY 1, 2
  LOOP
    UPDATE "submission_stats" s SET "count" = s."count" - r.n
    WHERE s."form_id" = p_form_id AND s."day" = v_day AND s."question_id" = r."question_id"
      AND s."answer" = CASE
        WHEN r."answer" <> '' AND EXISTS (
          SELECT 1 FROM "submission_stats" e
          WHERE e."form_id" = p_form_id AND e."day" = v_day AND e."question_id" = r."question_id" AND e."answer" = r."answer"
        ) THEN r."answer"
        ELSE ''
      END;
  END LOOP;
  DELETE FROM "submission_stats" WHERE "form_id" = p_form_id AND "day" = v_day AND "count" <= 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "submission_stats_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "submission_stats_uncount"(OLD."form_id", OLD."created_at", OLD."answers");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_uncount_stats" AFTER DELETE ON "submissions"
  FOR EACH ROW EXECUTE FUNCTION "submission_stats_on_delete"();
--> statement-breakpoint
-- An UPDATE moving an answer: off the old day (and answers), then counted again as inserted.
CREATE FUNCTION "submission_stats_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "submission_stats_uncount"(OLD."form_id", OLD."created_at", OLD."answers");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_stats_move_1_out" AFTER UPDATE OF "form_id", "created_at", "answers" ON "submissions"
  FOR EACH ROW
  WHEN (OLD."form_id" IS DISTINCT FROM NEW."form_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."answers" IS DISTINCT FROM NEW."answers")
  EXECUTE FUNCTION "submission_stats_on_update"();
--> statement-breakpoint
CREATE TRIGGER "submissions_stats_move_2_in" AFTER UPDATE OF "form_id", "created_at", "answers" ON "submissions"
  FOR EACH ROW
  WHEN (OLD."form_id" IS DISTINCT FROM NEW."form_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."answers" IS DISTINCT FROM NEW."answers")
  EXECUTE FUNCTION "submission_stats_count"();
