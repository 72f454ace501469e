// The submission calls of mf-forms: lists (home, per form), one submission, comments, the CSV export
// and the size of a file answer.
import type {
  DataSubjectAnswers,
  DataSubjectDeleted,
  DataSubjectExport,
  Page,
  Submission,
  SubmissionPage,
  SubmissionsDeleted,
  User,
} from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';
import { submissionListParams, type SubmissionQuery } from './queries';

export { SUBMISSIONS_PER_PAGE, type SubmissionQuery } from './queries';

/** Newest first, with the form expanded. */
export async function listSubmissions(query: SubmissionQuery = {}): Promise<SubmissionPage> {
  const { data } = await api.get<SubmissionPage>('/submissions', { params: submissionListParams(query) });
  return data;
}

export async function getSubmission(id: string): Promise<Submission> {
  const { data } = await api.get<Submission>(`/submissions/${id}`);
  return data;
}

/** Deletes one answer with its uploaded files and comments (a MANAGER or the form's creator). */
export async function deleteSubmission(id: string): Promise<void> {
  await api.delete(`/submissions/${id}`);
}

/** Deletes exactly the answers selected (all or none), each as one answer is deleted. */
export async function deleteSubmissions(ids: string[]): Promise<SubmissionsDeleted> {
  const { data } = await api.post<SubmissionsDeleted>('/submissions/delete', { ids });
  return data;
}

/** Who the data subject screens look for: a CPF/CNPJ (any mask) or an e-mail. */
export type DataSubjectKey = { document: string } | { email: string };

/** Every answer of one person in the caller's company. */
export async function findDataSubject(key: DataSubjectKey): Promise<DataSubjectAnswers> {
  const { data } = await api.get<DataSubjectAnswers>('/privacy/people', { params: key });
  return data;
}

/** Everything held about the person (answers, file links, comments). */
export async function exportDataSubject(key: DataSubjectKey): Promise<DataSubjectExport> {
  const { data } = await api.get<DataSubjectExport>('/privacy/people/export', { params: key });
  return data;
}

/** Deletes every answer of the person, with their files. */
export async function deleteDataSubject(key: DataSubjectKey): Promise<DataSubjectDeleted> {
  const { data } = await api.delete<DataSubjectDeleted>('/privacy/people', { params: key });
  return data;
}

/** Appends a staff comment; answers the submission with its comments. */
export async function addComment(id: string, comment: string): Promise<Submission> {
  const { data } = await api.post<Submission>(`/submissions/${id}/comments`, { comment });
  return data;
}

/** The people a comment's author id may name: the company for a MANAGER, only itself for a USER. */
export async function listCommentAuthors(): Promise<User[]> {
  const { data } = await api.get<Page<User>>('/users', { params: { perPage: 500 } });
  return data.items;
}

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads the form's export: CSV (';' for pt-BR spreadsheets) or XLSX. It needs the auth header,
 * so it can not be a plain link.
 */
export async function downloadSubmissions(formId: string, format: ExportFormat): Promise<void> {
  const response = await api.get<Blob>(`/forms/${formId}/submissions.${format}`, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `respostas.${format}`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The size in bytes of a stored file, from a HEAD request's Content-Length; undefined if unknown. */
export async function fileSize(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    const length = Number(response.headers.get('content-length'));
    return response.ok && Number.isFinite(length) && length > 0 ? length : undefined;
  } catch {
    return undefined;
  }
}
