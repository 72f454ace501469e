// The insights calls: the aggregates of one form for a range of Brasília days, and 'ver todas'.
import type { AnswerSample, FormInsights, Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** Inclusive days ('2026-11-01'); undefined is open. */
export interface InsightsRange {
  from?: string;
  to?: string;
}

const rangeParams = (range: InsightsRange) => ({
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

export async function getInsights(formId: string, range: InsightsRange): Promise<FormInsights> {
  const { data } = await api.get<FormInsights>(`/forms/${formId}/insights`, { params: rangeParams(range) });
  return data;
}

export const ANSWERS_PER_PAGE = 30;

export async function listQuestionAnswers(
  formId: string,
  questionId: string,
  range: InsightsRange,
  page: number,
): Promise<Page<AnswerSample>> {
  const { data } = await api.get<Page<AnswerSample>>(
    `/forms/${formId}/insights/questions/${encodeURIComponent(questionId)}/answers`,
    { params: { ...rangeParams(range), page, perPage: ANSWERS_PER_PAGE } },
  );
  return data;
}
