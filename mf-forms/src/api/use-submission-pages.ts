// The paged submissions of the home page and of a form's 'Respostas'. Page 1 is always read afresh
// and its answer fixes the snapshot instant (`asOf`) later pages are read at, so a new answer
// arriving in realtime appears on page 1 without shifting the rows of the page the user is reading.
import { useState } from 'react';
import type { SubmissionPage } from '@formbuilder/contracts';
import { useListPage, useRequest, useSubmissionEvents } from '@formbuilder/shared-ui';
import type { AnswerListPlace } from './answer-neighbours';
import { submissionPagesKey } from './queries';
import { listSubmissions, SUBMISSIONS_PER_PAGE } from './submissions-api';

export interface SubmissionPagesOptions {
  /** Only this form's submissions; every visible one when absent. */
  formId?: string;
  search: string;
  /** The table view's range of Brasília days (YYYY-MM-DD, inclusive) and order. */
  from?: string;
  to?: string;
  sort?: string;
  /** Also told on every realtime event this list could show, and when the socket is (re)connected. */
  onChange?: () => void;
}

export function useSubmissionPages({ formId, search, from, to, sort, onChange }: SubmissionPagesOptions) {
  // The table's range and order are part of what is listed only when set: the other lists keep their keys.
  const view = from || to || sort ? `:${from ?? ''}:${to ?? ''}:${sort ?? ''}` : '';
  const [page, setPage] = useListPage(`${formId ?? ''}:${search}${view}`);
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const snapshot = page === 1 ? undefined : asOf;
  const list = useRequest<SubmissionPage>(submissionPagesKey({ formId, search, view, page, snapshot }), () =>
    listSubmissions({ formId, search, page, asOf: snapshot, from, to, sort }).then((data) => {
      if (page === 1) setAsOf(data.asOf);
      return data;
    }),
  );

  const refresh = () => {
    // On a later page the rows stay where they are; the new answer waits on page 1.
    if (page === 1) list.reload();
    onChange?.();
  };
  useSubmissionEvents((event) => {
    if (formId === undefined || event.submission.form.id === formId) refresh();
  }, refresh);

  return {
    items: list.data?.items ?? [],
    data: list.data,
    error: list.error,
    loading: list.loading,
    page,
    setPage,
    total: list.data?.totalItems ?? 0,
    perPage: SUBMISSIONS_PER_PAGE,
    /** Where the row at `index` of this page sits in the list (for previous/next in the answer view). */
    placeOf: (index: number): AnswerListPlace => ({
      formId,
      search,
      asOf: list.data?.asOf,
      position: (page - 1) * SUBMISSIONS_PER_PAGE + index + 1,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(sort ? { sort } : {}),
    }),
    reload: list.reload,
  };
}
