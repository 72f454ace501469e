// Queries of the per-form insights. Counts come from the rollup tables (submission_stats per day and
// submission_totals for all time, kept by triggers, and form_step_views), so a form with 100,000
// submissions is summed over a few hundred rows; only the answers themselves ('ver todas' and the
// latest text or file answers) read submissions, newest first through the index.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formStepViews, submissionStats, submissionTotals, submissions } from '../../db/schema';
import { rowsOf } from './repo';

export const INSIGHTS_TIME_ZONE = 'America/Sao_Paulo';

/** Inclusive days in Brasília time ('2026-11-01'); null is open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const dayCondition = (column: unknown, range: DayRange) =>
  sql.join(
    [
      sql`true`,
      ...(range.from ? [sql`${column} >= ${range.from}::date`] : []),
      ...(range.to ? [sql`${column} <= ${range.to}::date`] : []),
    ],
    sql` and `,
  );

/** No bound at all: the all-time counts (submission_totals) answer without summing days. */
const isAllTime = (range: DayRange) => range.from === null && range.to === null;

/** The range's bounds as instants, for reads of submissions themselves. */
const createdCondition = (range: DayRange) =>
  sql.join(
    [
      sql`true`,
      ...(range.from
        ? [sql`${submissions.createdAt} >= (${range.from}::date)::timestamp at time zone ${INSIGHTS_TIME_ZONE}`]
        : []),
      ...(range.to
        ? [sql`${submissions.createdAt} < (${range.to}::date + 1)::timestamp at time zone ${INSIGHTS_TIME_ZONE}`]
        : []),
    ],
    sql` and `,
  );

export async function submissionsPerDay(db: Db, formId: string, range: DayRange) {
  const result = await db.execute(sql`
    select to_char(${submissionStats.day}, 'YYYY-MM-DD') as day, sum(${submissionStats.count})::int as count
    from ${submissionStats}
    where ${submissionStats.formId} = ${formId} and ${submissionStats.questionId} = ''
      and ${dayCondition(submissionStats.day, range)}
    group by 1 order by 1`);
  return rowsOf<{ day: string; count: number }>(result);
}

/** Per question and answer text ('' for questions counted without their text). */
export async function answerCounts(db: Db, formId: string, range: DayRange) {
  const result = await db.execute(
    isAllTime(range)
      ? sql`
        select ${submissionTotals.questionId} as "questionId", ${submissionTotals.answer} as answer,
          ${submissionTotals.count} as count
        from ${submissionTotals}
        where ${submissionTotals.formId} = ${formId} and ${submissionTotals.questionId} <> ''
          and ${submissionTotals.count} > 0`
      : sql`
        select ${submissionStats.questionId} as "questionId", ${submissionStats.answer} as answer,
          sum(${submissionStats.count})::int as count
        from ${submissionStats}
        where ${submissionStats.formId} = ${formId} and ${submissionStats.questionId} <> ''
          and ${dayCondition(submissionStats.day, range)}
        group by 1, 2`,
  );
  return rowsOf<{ questionId: string; answer: string; count: number }>(result);
}

/** Answers per question id ('' counts the submissions) in the range, as a subquery (step, count). */
const answeredPerQuestion = (formId: string, range: DayRange, questionId?: string) =>
  isAllTime(range)
    ? sql`
      select ${submissionTotals.questionId} as step, sum(${submissionTotals.count})::int as count
      from ${submissionTotals}
      where ${submissionTotals.formId} = ${formId}
        ${questionId === undefined ? sql`` : sql`and ${submissionTotals.questionId} = ${questionId}`}
      group by 1`
    : sql`
      select ${submissionStats.questionId} as step, sum(${submissionStats.count})::int as count
      from ${submissionStats}
      where ${submissionStats.formId} = ${formId} and ${dayCondition(submissionStats.day, range)}
        ${questionId === undefined ? sql`` : sql`and ${submissionStats.questionId} = ${questionId}`}
      group by 1`;

/** One step of the funnel as counted: visits that showed it, submissions a jump took past it, the bar. */
export interface FunnelCount {
  step: string;
  views: number;
  skipped: number;
  reached: number;
}

/**
 * The path-aware drop-off funnel (docs/insights.md#the-drop-off-funnel), in one statement: each
 * step's visits, plus for a required question the submissions of the range that have no answer to
 * it (a jump took them past it, as the API holds every required question on a submission's path);
 * 'sent' is the submissions stored. A step's bar is then the most of its own count and every later
 * step's: whoever reached a later step reached or passed this one, so no bar exceeds the one before
 * and a skipped step is not a drop-off.
 */
export async function funnelCounts(
  db: Db,
  formId: string,
  range: DayRange,
  steps: { step: string; required: boolean }[],
  sent: string,
): Promise<FunnelCount[]> {
  const listed = JSON.stringify(steps.map((step, position) => ({ ...step, position })));
  const result = await db.execute(sql`
    with steps as (
      select x.step, x.position, x.required
      from jsonb_to_recordset(${listed}::jsonb) as x(step text, position int, required boolean)
      union all
      select ${sent}, ${steps.length}::int, false
    ), viewed as (
      select ${formStepViews.step} as step, sum(${formStepViews.views})::int as views
      from ${formStepViews}
      where ${formStepViews.formId} = ${formId} and ${dayCondition(formStepViews.day, range)}
      group by 1
    ), answered as (${answeredPerQuestion(formId, range)}), counted as (
      select s.step, s.position,
        case when s.step = ${sent} then 0 else coalesce(v.views, 0) end as views,
        case when s.required then greatest(coalesce(t.count, 0) - coalesce(a.count, 0), 0) else 0 end as skipped,
        case when s.step = ${sent} then coalesce(t.count, 0) else 0 end as stored
      from steps s
      left join viewed v on v.step = s.step
      left join answered a on a.step = s.step
      left join answered t on t.step = ''
    )
    select step, views, skipped,
      max(views + skipped + stored) over (order by position desc rows between unbounded preceding and current row)::int as reached
    from counted
    order by position`);
  return rowsOf<FunnelCount>(result);
}

/**
 * The answers to one question, newest first, with the total for 'ver todas'. The total is the
 * question's count in the rollups (each stored answer counted once by the trigger), not a count of
 * the matching submissions, which would open every answer of the form.
 *
 * The rows are picked newest first through the (form_id, created_at, id) index, and only the picked
 * rows' answers are opened. Picking them with the `jsonb @>` filter, PostgreSQL guesses that 1% of the
 * form's answers match and, for a page deep in 'ver todas', sorts every matching answer of the form
 * instead of walking the index (2.6 s at 100,000). So when the counts say every submission of the range
 * answered the question (a required one, say), 'ver todas' walks the index without the filter; a
 * submission stored meanwhile without the answer is left out of the page rather than shown empty.
 */
export async function answersTo(
  db: Db,
  formId: string,
  questionId: string,
  range: DayRange,
  page: { limit: number; offset: number; withTotal: boolean },
) {
  let total: number | undefined;
  let everyone = false;
  if (page.withTotal) {
    const counted = rowsOf<{ step: string; count: number }>(
      await db.execute(sql`
        select t.step, t.count from (${answeredPerQuestion(formId, range)}) t
        where t.step in ('', ${questionId})`),
    );
    const of = (step: string) => counted.find((row) => row.step === step)?.count ?? 0;
    total = of(questionId);
    everyone = total > 0 && total === of('');
  }
  const has = sql`${submissions.answers} @> ${JSON.stringify([{ questionId }])}::jsonb`;
  const where = sql`${submissions.formId} = ${formId} and ${createdCondition(range)}`;
  const items = await db.execute(sql`
    select p."submissionId", p.created, p.answer from (
      select ${submissions.id} as "submissionId", ${submissions.createdAt} as created,
        (select a.value->>'answer' from jsonb_array_elements(${submissions.answers}) a
          where a.value->>'questionId' = ${questionId} limit 1) as answer
      from ${submissions}
      where ${where} ${everyone ? sql`` : sql`and ${has}`}
      order by ${submissions.createdAt} desc, ${submissions.id} desc
      limit ${page.limit} offset ${page.offset}
    ) p
    where p.answer is not null`);
  return {
    items: rowsOf<{ submissionId: string; answer: string; created: Date | string }>(items),
    total,
  };
}

/**
 * The most views one step of a form counts on one Brasília day: STEP_VIEWS_DAILY_FLOOR, or
 * STEP_VIEWS_PER_SEND per answer sent that day when that is more. Step views are anonymous and come
 * from any origin, so without a ceiling anyone could inflate a form's funnel at will; with it, the
 * funnel of a form that gets answers stays within what its answers make plausible (a funnel where
 * fewer than one visit in STEP_VIEWS_PER_SEND ends in an answer shows that ratio at most).
 */
export const STEP_VIEWS_DAILY_FLOOR = 1000;
export const STEP_VIEWS_PER_SEND = 50;

/**
 * Adds one view per step for today (Brasília time), up to the ceiling above; steps the form does
 * not have are left out by the caller.
 */
export async function addStepViews(db: Db, formId: string, steps: string[]) {
  const today = sql`(now() at time zone ${INSIGHTS_TIME_ZONE})::date`;
  const sentToday = sql`(select count(*) from ${submissions}
    where ${submissions.formId} = ${formId}
      and ${submissions.createdAt} >= ${today}::timestamp at time zone ${INSIGHTS_TIME_ZONE})`;
  await db.execute(sql`
    insert into ${formStepViews} (form_id, day, step, views)
    select ${formId}, ${today}, s, 1
    from jsonb_array_elements_text(${JSON.stringify(steps)}::jsonb) s
    on conflict (form_id, day, step) do update set views = ${formStepViews.views} + 1
    where ${formStepViews.views} < greatest(${STEP_VIEWS_DAILY_FLOOR}::int, ${STEP_VIEWS_PER_SEND}::int * ${sentToday})`);
}
