// Per-form insights (docs/insights.md): answers per day, per-question counts and samples, and the
// drop-off funnel, for a range of Brasília days; and the respondent page's anonymous step views.
import {
  FUNNEL_SENT,
  FUNNEL_WELCOME,
  funnelLabels,
  INSIGHT_SAMPLES,
  pickedChoices,
  type AnswerSample,
  type FormInsights,
  type Page,
  type QuestionInsight,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import type { AuthContext } from '../auth';
import * as insights from './insights-repo';
import * as repo from './repo';
import { scopeOf } from './service';

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
      const [perDayRows, counts, views] = await Promise.all([
        insights.submissionsPerDay(db, form.id, range),
        insights.answerCounts(db, form.id, range),
        insights.stepViews(db, form.id, range),
      ]);
      const samples = await Promise.all(
        form.questions.map((question) =>
          question.type === 'SINGLE' || question.type === 'MULTIPLE'
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
        if (question.type === 'SINGLE' || question.type === 'MULTIPLE') {
          const texts = question.options.map((option) => option.text.trim());
          const tally = new Map(texts.map((text) => [text, 0]));
          for (const row of rows) {
            const picked = question.type === 'SINGLE' ? [row.answer] : (pickedChoices(row.answer, texts) ?? []);
            for (const text of picked) if (tally.has(text)) tally.set(text, tally.get(text)! + row.count);
          }
          insight.options = [...tally].map(([text, count]) => ({ text, count, percent: percentOf(count, answered) }));
        } else {
          insight.latest = samples[index]?.items.map(toSample) ?? [];
        }
        return insight;
      });

      const reached = new Map(views.map((row) => [row.step, row.views]));
      const funnel = [
        { step: FUNNEL_WELCOME, title: funnelLabels.welcome, reached: reached.get(FUNNEL_WELCOME) ?? 0 },
        ...form.questions.map((question) => ({
          step: question.id,
          title: question.title,
          reached: reached.get(question.id) ?? 0,
        })),
        { step: FUNNEL_SENT, title: funnelLabels.sent, reached: total },
      ];

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
