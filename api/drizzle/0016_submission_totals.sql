-- hand-written
-- All-time counts of the insights (docs/insights.md, "How the counts are kept"): submission_totals
-- holds, per form, question and answer text, the sum of submission_stats over every day, so a read
-- of all time sums a few hundred rows instead of one per day and distinct value (a NUMBER or DATE
-- question has hundreds a day). The same trigger functions that keep submission_stats keep it, in
-- the same statements, on every path: an insert counts, a deletion takes off exactly the rows its
-- insert counted, an update moving an answer does both. Every change to a form's counts first locks
-- the form's all-time row (question and answer empty), so transactions changing one form's counts
-- queue there and never wait on each other in a cycle (a deletion of a person's answers across days
-- and a new answer of today, for one).
--
-- Writes of submissions wait while this runs: an insert that started under the previous function
-- would count a day but not all time. The counts already stored are summed once, here.
LOCK TABLE "submissions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "submission_totals" (
	"form_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "submission_totals_form_id_question_id_answer_pk" PRIMARY KEY("form_id","question_id","answer"),
	CONSTRAINT "submission_totals_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "submission_stats_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "submission_totals"
  WHERE "form_id" = NEW."form_id" AND "question_id" = '' AND "answer" = ''
  FOR UPDATE;
  -- The rows of submission_stats_count in 0012, counted on the day and, in the same order as
  -- everywhere (the form's row first), on all time.
  WITH counted AS (
    SELECT x."question_id", x."answer", count(*)::int AS "n"
    FROM (
      SELECT '' AS "question_id", '' AS "answer"
      UNION ALL
      SELECT a.value->>'questionId',
        CASE WHEN q.type IN ('SINGLE', 'MULTIPLE', 'DROPDOWN', 'RATING', 'NPS', 'SCALE', 'NUMBER', 'DATE', 'MATRIX', 'RANKING')
          THEN left(a.value->>'answer', 500) ELSE '' END
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
  ), daily AS (
    INSERT INTO "submission_stats" ("form_id", "day", "question_id", "answer", "count")
    SELECT NEW."form_id", (NEW."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, c."question_id", c."answer", c."n"
    FROM counted c
    ON CONFLICT ("form_id", "day", "question_id", "answer")
    DO UPDATE SET "count" = "submission_stats"."count" + excluded."count"
  )
  INSERT INTO "submission_totals" ("form_id", "question_id", "answer", "count")
  SELECT NEW."form_id", c."question_id", c."answer", c."n"
  FROM counted c
  ORDER BY c."question_id", c."answer"
  ON CONFLICT ("form_id", "question_id", "answer")
  DO UPDATE SET "count" = "submission_totals"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- As in 0006, with each row taken off the day also taken off all time (only when the day had it,
-- so both stay equal even for a damaged row), and rows left at 0 gone from both.
CREATE OR REPLACE FUNCTION "submission_stats_uncount"(p_form_id uuid, p_created_at timestamptz, p_answers jsonb)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (p_created_at AT TIME ZONE 'America/Sao_Paulo')::date;
  v_answer text;
  r record;
BEGIN
  PERFORM 1 FROM "submission_totals"
  WHERE "form_id" = p_form_id AND "question_id" = '' AND "answer" = ''
  FOR UPDATE;
  UPDATE "submission_stats" SET "count" = "count" - 1
  WHERE "form_id" = p_form_id AND "day" = v_day AND "question_id" = '' AND "answer" = '';
  IF FOUND THEN
    UPDATE "submission_totals" SET "count" = "count" - 1
    WHERE "form_id" = p_form_id AND "question_id" = '' AND "answer" = '';
  END IF;
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
      END
    RETURNING s."answer" INTO v_answer;
    IF FOUND THEN
      UPDATE "submission_totals" SET "count" = "count" - r.n
      WHERE "form_id" = p_form_id AND "question_id" = r."question_id" AND "answer" = v_answer;
      DELETE FROM "submission_totals"
      WHERE "form_id" = p_form_id AND "question_id" = r."question_id" AND "answer" = v_answer AND "count" <= 0;
    END IF;
  END LOOP;
  DELETE FROM "submission_stats" WHERE "form_id" = p_form_id AND "day" = v_day AND "count" <= 0;
  DELETE FROM "submission_totals"
  WHERE "form_id" = p_form_id AND "question_id" = '' AND "answer" = '' AND "count" <= 0;
END $$;
--> statement-breakpoint
INSERT INTO "submission_totals" ("form_id", "question_id", "answer", "count")
SELECT "form_id", "question_id", "answer", sum("count")::int
FROM "submission_stats"
GROUP BY 1, 2, 3
HAVING sum("count") > 0;
