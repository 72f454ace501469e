// What a list is asked for and kept under: the query strings of GET /forms and GET /submissions and
// the request keys of their answers. Free of React and of the API client, so the first page
// (first-page/first-page.ts) reads exactly what the screens read, and hands it over under the same keys.
import { DEFAULT_PER_PAGE } from '@formbuilder/contracts';

export const FORMS_PER_PAGE = DEFAULT_PER_PAGE;

/** The request keys the list's answers are kept under (also by the first page, which reads them first). */
export const formsListKey = (search: string, page: number) => `forms:${search}:${page}`;
export const FORMS_COUNT_KEY = 'forms-count';

/** GET /forms's query for one page of the list. */
export function formsListParams(search = '', page = 1): Record<string, string> {
  const params: Record<string, string> = { perPage: String(FORMS_PER_PAGE) };
  if (search) params.search = search;
  if (page > 1) params.page = String(page);
  return params;
}

export const SUBMISSIONS_PER_PAGE = 30;

export interface SubmissionQuery {
  formId?: string;
  /** A name (accents and case ignored) or document digits. */
  search?: string;
  perPage?: number;
  page?: number;
  /** The snapshot instant of page 1, so later pages stay still while answers arrive. */
  asOf?: string;
  /** Brasília days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** contracts SUBMISSION_SORT_PATTERN ('-created', 'answer:q1'...); newest first when absent. */
  sort?: string;
}

/** GET /submissions's query for a list of answers. */
export function submissionListParams(query: SubmissionQuery = {}): Record<string, string> {
  const params: Record<string, string> = { perPage: String(query.perPage ?? SUBMISSIONS_PER_PAGE) };
  if (query.formId) params.formId = query.formId;
  if (query.search) params.search = query.search;
  if (query.page && query.page > 1) params.page = String(query.page);
  if (query.asOf) params.asOf = query.asOf;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  // Absent for the default order, so the lists that never sort ask exactly what they asked before.
  if (query.sort && query.sort !== '-created') params.sort = query.sort;
  return params;
}

/**
 * The request key a list's page is kept under: the form, search, table view (`:from:to:sort` when
 * set), page and snapshot. The home's first page, read before the app starts, is `submissionPagesKey({ search: '' })`.
 */
export function submissionPagesKey({
  formId,
  search,
  view = '',
  page = 1,
  snapshot,
}: {
  formId?: string;
  search: string;
  view?: string;
  page?: number;
  snapshot?: string;
}): string {
  return `submissions:${formId ?? ''}:${search}${view}:${page}:${snapshot ?? ''}`;
}
