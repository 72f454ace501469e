CREATE TABLE "form_step_views" (
	"form_id" uuid NOT NULL,
	"day" date NOT NULL,
	"step" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "form_step_views_form_id_day_step_pk" PRIMARY KEY("form_id","day","step")
);
--> statement-breakpoint
CREATE TABLE "submission_stats" (
	"form_id" uuid NOT NULL,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "submission_stats_form_id_day_question_id_answer_pk" PRIMARY KEY("form_id","day","question_id","answer")
);
--> statement-breakpoint
DROP INDEX "submissions_form_created_idx";--> statement-breakpoint
ALTER TABLE "form_step_views" ADD CONSTRAINT "form_step_views_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stats" ADD CONSTRAINT "submission_stats_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_form_created_id_idx" ON "submissions" USING btree ("form_id","created_at","id");--> statement-breakpoint
-- Counts every new submission into submission_stats in the same statement that stores it: one row
-- for the submission, one per answered question and, for SINGLE and MULTIPLE, per answer text (cut
-- at 500 characters so the key stays within the index's size limit).
CREATE FUNCTION "submission_stats_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_stats" ("form_id", "day", "question_id", "answer", "count")
  SELECT NEW."form_id", (NEW."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, x."question_id", x."answer", count(*)::int
  FROM (
    SELECT '' AS "question_id", '' AS "answer"
    UNION ALL
    SELECT a.value->>'questionId',
      CASE WHEN q.type IN ('SINGLE', 'MULTIPLE') THEN left(a.value->>'answer', 500) ELSE '' END
    -- A row whose answers are not a list (only a damaged row) counts as answering nothing.
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW."answers") = 'array' THEN NEW."answers" ELSE '[]'::jsonb END) a
    LEFT JOIN LATERAL (
      SELECT qq->>'type' AS type
      FROM "forms" f, jsonb_array_elements(f."questions") qq
      WHERE f."id" = NEW."form_id" AND qq->>'id' = a.value->>'questionId'
      LIMIT 1
    ) q ON true
    WHERE a.value->>'questionId' IS NOT NULL
  ) x
  GROUP BY x."question_id", x."answer"
  ON CONFLICT ("form_id", "day", "question_id", "answer")
  DO UPDATE SET "count" = "submission_stats"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_count_stats" AFTER INSERT ON "submissions"
  FOR EACH ROW EXECUTE FUNCTION "submission_stats_count"();
--> statement-breakpoint
-- Submissions stored before this migration are counted once here.
INSERT INTO "submission_stats" ("form_id", "day", "question_id", "answer", "count")
SELECT x."form_id", x."day", x."question_id", x."answer", count(*)::int
FROM (
  SELECT s."form_id", (s."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day", '' AS "question_id", '' AS "answer"
  FROM "submissions" s
  UNION ALL
  SELECT s."form_id", (s."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, a.value->>'questionId',
    CASE WHEN q.type IN ('SINGLE', 'MULTIPLE') THEN left(a.value->>'answer', 500) ELSE '' END
  FROM "submissions" s
  CROSS JOIN LATERAL jsonb_array_elements(s."answers") a
  JOIN "forms" f ON f."id" = s."form_id"
  LEFT JOIN LATERAL (
    SELECT qq->>'type' AS type FROM jsonb_array_elements(f."questions") qq WHERE qq->>'id' = a.value->>'questionId' LIMIT 1
  ) q ON true
  WHERE a.value->>'questionId' IS NOT NULL
) x
GROUP BY 1, 2, 3, 4;
