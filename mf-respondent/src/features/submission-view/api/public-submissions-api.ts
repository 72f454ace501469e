import type { PublicComment, PublicSubmission } from '@formbuilder/contracts';
import { kit } from '../page-kit';

export async function fetchPublicSubmission(id: string): Promise<PublicSubmission | null> {
  const response = await fetch(`/api/public/submissions/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(kit.genericClientError);
  return (await response.json()) as PublicSubmission;
}

/** Adds the respondent's comment; answers the comments as they now stand. */
export async function addPublicComment(id: string, comment: string): Promise<PublicComment[]> {
  const { isApiErrorBody } = kit;
  const response = await fetch(`/api/public/submissions/${encodeURIComponent(id)}/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ comment }),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(isApiErrorBody(data) ? data.error.message : kit.genericClientError);
  const comments = (data as { comments?: PublicComment[] } | null)?.comments;
  if (!Array.isArray(comments)) throw new Error(kit.genericClientError);
  return comments;
}
