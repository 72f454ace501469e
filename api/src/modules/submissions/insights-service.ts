// Per-form insights (docs/insights.md): answers per day, per-question counts and samples, and the
// drop-off funnel, for a range of Brasília days; and the respondent page's anonymous step views.
import {
  CHOICE_SEPARATOR,
  FUNNEL_SENT,
  FUNNEL_WELCOME,
  funnelLabels,
  grades,
  INSIGHT_SAMPLES,
  isRequired,
  npsGroup,
  npsScore,
  parseBrDate,
  parseNumber,
  pickedChoices,
  type AnswerSample,
  type FormInsights,
  type Page,
  type Question,
  type QuestionInsight,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import type { AuthContext } from '../../kernel/caller';
import * as insights from './insights-repo';
import * as repo from './repo';
import { scopeOf } from './staff';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Brasília time, as '2026-11-22'. */
export function todayInBrasilia(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: insights.INSIGHTS_TIME_ZONE });
}

/** Every day from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);

/** Types counted per answer text (migration 0012): their insight is built from the counts, no samples. */
const COUNTED_TYPES = new Set([
  'SINGLE',
  'MULTIPLE',
  'DROPDOWN',
  'RATING',
  'NPS',
  'SCALE',
  'NUMBER',
  'DATE',
  'MATRIX',
  'RANKING',
]);
/** Buckets of a NUMBER histogram (fewer when there are fewer distinct values). */
export const HISTOGRAM_BUCKETS = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The texts of `options` that, in order and joined by ', ', make `text`; undefined when they do not. */
function orderedChoices(text: string, options: readonly string[]): string[] | undefined {
  if (text === '') return [];
  for (const option of options) {
    if (option === '' || !text.startsWith(option)) continue;
    if (text.length === option.length) return [option];
    if (!text.startsWith(CHOICE_SEPARATOR, option.length)) continue;
    const rest = orderedChoices(text.slice(option.length + CHOICE_SEPARATOR.length), options);
    if (rest) return [option, ...rest];
  }
  return undefined;
}

/** A MATRIX answer text ('linha: coluna; linha: coluna', rows in form order) back to row -> column. */
function matrixChoices(text: string, question: Question): Map<string, string> | undefined {
  const picked = new Map<string, string>();
  let rest = text;
  for (const row of (question.rows ?? []).map((item) => item.trim())) {
    if (!rest.startsWith(`${row}: `)) return undefined;
    rest = rest.slice(row.length + 2);
    const column = question.options
      .map((option) => option.text.trim())
      .find((option) => rest === option || rest.startsWith(`${option}; `));
    if (column === undefined) return undefined;
    picked.set(row, column);
    rest = rest === column ? '' : rest.slice(column.length + 2);
  }
  return rest === '' ? picked : undefined;
}

/** Average, median, min and max of counted numbers; nulls with none. */
export function numberStats(values: { value: number; count: number }[]): NonNullable<QuestionInsight['stats']> {
  const sorted = [...values].filter((item) => item.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, item) => sum + item.count, 0);
  if (total === 0) return { average: null, median: null, min: null, max: null };
  const sum = sorted.reduce((acc, item) => acc + item.value * item.count, 0);
  const at = (position: number) => {
    let seen = 0;
    for (const item of sorted) {
      seen += item.count;
      if (position < seen) return item.value;
    }
    return sorted[sorted.length - 1]!.value;
  };
  const median = total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
  return {
    average: round2(sum / total),
    median: round2(median),
    min: sorted[0]!.value,
    max: sorted[sorted.length - 1]!.value,
  };
}

/** Counted numbers in HISTOGRAM_BUCKETS equal buckets from min to max ([from, to), the last one closed). */
export function histogramOf(values: { value: number; count: number }[]): NonNullable<QuestionInsight['histogram']> {
  const present = values.filter((item) => item.count > 0);
  if (present.length === 0) return [];
  const min = Math.min(...present.map((item) => item.value));
  const max = Math.max(...present.map((item) => item.value));
  if (min === max) return [{ from: min, to: max, count: present.reduce((sum, item) => sum + item.count, 0) }];
  const width = (max - min) / HISTOGRAM_BUCKETS;
  const buckets = Array.from({ length: HISTOGRAM_BUCKETS }, (_unused, index) => ({
    from: round2(min + index * width),
    to: round2(index === HISTOGRAM_BUCKETS - 1 ? max : min + (index + 1) * width),
    count: 0,
  }));
  for (const item of present) {
    const index = Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((item.value - min) / width));
    buckets[index]!.count += item.count;
  }
  return buckets;
}

/** The per-type part of a question's insight, from its counts per answer text. */
function typedInsight(
  question: Question,
  rows: { answer: string; count: number }[],
  answered: number,
): Partial<QuestionInsight> {
  const texts = question.options.map((option) => option.text.trim());
  switch (question.type) {
    case 'SINGLE':
    case 'DROPDOWN':
    case 'MULTIPLE': {
      const tally = new Map(texts.map((text) => [text, 0]));
      for (const row of rows) {
        const picked = question.type === 'MULTIPLE' ? (pickedChoices(row.answer, texts) ?? []) : [row.answer];
        for (const text of picked) if (tally.has(text)) tally.set(text, tally.get(text)! + row.count);
      }
      return { options: [...tally].map(([text, count]) => ({ text, count, percent: percentOf(count, answered) })) };
    }
    case 'RATING':
    case 'SCALE':
    case 'NPS':
    case 'NUMBER': {
      const values = rows.flatMap((row) => {
        const value = parseNumber(row.answer);
        return value === undefined ? [] : [{ value, count: row.count }];
      });
      const insight: Partial<QuestionInsight> = { stats: numberStats(values) };
      if (question.type === 'NUMBER') return { ...insight, histogram: histogramOf(values) };
      const per = new Map(grades(question).map((grade) => [grade, 0]));
      for (const { value, count } of values) if (per.has(value)) per.set(value, per.get(value)! + count);
      insight.distribution = [...per].map(([value, count]) => ({ value, count }));
      if (question.type === 'NPS') {
        const groups = { DETRACTOR: 0, PASSIVE: 0, PROMOTER: 0 };
        for (const { value, count } of insight.distribution) groups[npsGroup(value)] += count;
        const total = groups.DETRACTOR + groups.PASSIVE + groups.PROMOTER;
        insight.nps = {
          score: npsScore({ promoters: groups.PROMOTER, detractors: groups.DETRACTOR, total }),
          detractors: groups.DETRACTOR,
          passives: groups.PASSIVE,
          promoters: groups.PROMOTER,
        };
      }
      return insight;
    }
    case 'DATE': {
      const days = new Map<string, number>();
      for (const row of rows) {
        const day = parseBrDate(row.answer);
        if (day) days.set(day, (days.get(day) ?? 0) + row.count);
      }
      const perDay = [...days].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ day, count }));
      const months = new Map<string, number>();
      for (const { day, count } of perDay) months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + count);
      return { perDay, perMonth: [...months].map(([month, count]) => ({ month, count })) };
    }
    case 'MATRIX': {
      const rowsOf = (question.rows ?? []).map((row) => row.trim());
      const tally = new Map(rowsOf.map((row) => [row, new Map(texts.map((text) => [text, 0]))]));
      for (const row of rows) {
        for (const [line, column] of matrixChoices(row.answer, question) ?? []) {
          const columns = tally.get(line)!;
          columns.set(column, columns.get(column)! + row.count);
        }
      }
      return {
        rows: [...tally].map(([row, columns]) => ({
          row,
          columns: [...columns].map(([text, count]) => ({ text, count, percent: percentOf(count, answered) })),
        })),
      };
    }
    case 'RANKING': {
      const sums = new Map(texts.map((text) => [text, { positions: 0, count: 0 }]));
      for (const row of rows) {
        (orderedChoices(row.answer, texts) ?? []).forEach((text, index) => {
          const sum = sums.get(text)!;
          sum.positions += (index + 1) * row.count;
          sum.count += row.count;
        });
      }
      return {
        ranking: [...sums]
          .map(([text, sum]) => ({ text, averagePosition: sum.count === 0 ? null : round2(sum.positions / sum.count) }))
          .sort((a, b) => (a.averagePosition ?? Infinity) - (b.averagePosition ?? Infinity)),
      };
    }
    default:
      return {};
  }
}

const toSample = (row: { submissionId: string; answer: string; created: Date | string }): AnswerSample => ({
  submissionId: row.submissionId,
  answer: row.answer,
  created: new Date(row.created).toISOString(),
});

export function createInsightsService({ db }: { db: Db }) {
  const formOf = async (caller: AuthContext, formId: string) => {
    const form = await repo.findFormInScope(db, scopeOf(caller), formId);
    if (!form) throw notFound();
    return form;
  };

  return {
    async formInsights(caller: AuthContext, formId: string, range: insights.DayRange): Promise<FormInsights> {
      const form = await formOf(caller, formId);
      const [perDayRows, counts, funnelRows] = await Promise.all([
        insights.submissionsPerDay(db, form.id, range),
        insights.answerCounts(db, form.id, range),
        insights.funnelCounts(
          db,
          form.id,
          range,
          [
            { step: FUNNEL_WELCOME, required: false },
            ...form.questions.map((question) => ({ step: question.id, required: isRequired(question) })),
          ],
          FUNNEL_SENT,
        ),
      ]);
      const samples = await Promise.all(
        form.questions.map((question) =>
          COUNTED_TYPES.has(question.type)
            ? Promise.resolve(undefined)
            : insights.answersTo(db, form.id, question.id, range, {
                limit: INSIGHT_SAMPLES,
                offset: 0,
                withTotal: false,
              }),
        ),
      );

      const total = perDayRows.reduce((sum, row) => sum + row.count, 0);
      const byDay = new Map(perDayRows.map((row) => [row.day, row.count]));
      const first = range.from ?? perDayRows[0]?.day;
      const last = range.to ?? todayInBrasilia();
      const perDay = first ? daysBetween(first, last).map((day) => ({ day, count: byDay.get(day) ?? 0 })) : [];

      const questions: QuestionInsight[] = form.questions.map((question, index) => {
        const rows = counts.filter((row) => row.questionId === question.id);
        const answered = rows.reduce((sum, row) => sum + row.count, 0);
        const insight: QuestionInsight = { id: question.id, title: question.title, type: question.type, answered };
        if (COUNTED_TYPES.has(question.type)) Object.assign(insight, typedInsight(question, rows, answered));
        else insight.latest = samples[index]?.items.map(toSample) ?? [];
        // 'Sem resposta': the submissions of the range that left an optional question empty.
        if (!isRequired(question)) insight.unanswered = Math.max(0, total - answered);
        return insight;
      });

      const titles = new Map<string, string>([
        [FUNNEL_WELCOME, funnelLabels.welcome],
        ...form.questions.map((question) => [question.id, question.title] as const),
        [FUNNEL_SENT, funnelLabels.sent],
      ]);
      const funnel = funnelRows.map((row) => ({ ...row, title: titles.get(row.step) ?? '' }));

      return {
        form: { id: form.id, title: form.title },
        from: range.from,
        to: range.to,
        total,
        perDay,
        questions,
        funnel,
      };
    },

    /** 'ver todas': every answer to one question in the range, newest first, paged. */
    async questionAnswers(
      caller: AuthContext,
      formId: string,
      questionId: string,
      range: insights.DayRange,
      query: PageQuery,
    ): Promise<Page<AnswerSample>> {
      const form = await formOf(caller, formId);
      if (!form.questions.some((question) => question.id === questionId)) throw notFound();
      const { items, total } = await insights.answersTo(db, form.id, questionId, range, {
        limit: query.perPage,
        offset: offsetOf(query),
        withTotal: true,
      });
      return pageOf(items.map(toSample), query, total ?? items.length);
    },

    /**
     * A respondent page's step views: counted only for an active form and only for its steps; the
     * request carries no person, and nothing of it is kept but the day's counts.
     */
    async recordStepViews(formId: string, steps: string[]): Promise<void> {
      const form = await repo.findFormForSubmission(db, formId);
      if (!form || form.status !== 'ACTIVE') return;
      const known = new Set([FUNNEL_WELCOME, ...form.questions.map((question) => question.id)]);
      const counted = [...new Set(steps)].filter((step) => known.has(step));
      if (counted.length > 0) await insights.addStepViews(db, form.id, counted);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
