-- hand-written
-- The insights of the question types with a closed set of values (docs/insights.md) count each answer
-- text, as SINGLE and MULTIPLE always have: DROPDOWN, RATING, NPS, SCALE, NUMBER, DATE, MATRIX and
-- RANKING. Deleting an answer already takes it off its text's row (submission_stats_uncount), so
-- only the counting on insert changes. No answer of these types exists before this migration.
CREATE OR REPLACE FUNCTION "submission_stats_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "submission_stats" ("form_id", "day", "question_id", "answer", "count")
  SELECT NEW."form_id", (NEW."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, x."question_id", x."answer", count(*)::int
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
  ON CONFLICT ("form_id", "day", "question_id", "answer")
  DO UPDATE SET "count" = "submission_stats"."count" + excluded."count";
  RETURN NULL;
END $$;
