// Opening a 'Continuar depois' link (docs/forms-and-templates.md#continue-later): the token is in the
// address's fragment, which never reaches a server or its logs; the page takes it out of the address
// at once, asks the API for the answers kept for it, and writes them as this browser's draft, which
// the wizard then offers to continue. The token stays with the draft: sending the answer ends the link.
import { isApiErrorBody, resumeTokenOf, type ResumeOpened } from '@formbuilder/contracts';
import { text } from '../../../text';
import { newDraft, saveDraft } from '../draft/draft-store';

export type Restore = { ok: true } | { ok: false; message: string };

/** The token of the link this page was opened with, taken out of the address. */
export function takeResumeToken(): string | undefined {
  const token = resumeTokenOf(window.location.hash);
  if (token) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return token;
}

export async function restoreFromLink(formId: string, token: string): Promise<Restore> {
  try {
    const response = await fetch(`/api/public/forms/${encodeURIComponent(formId)}/resume/open`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) return { ok: false, message: isApiErrorBody(data) ? data.error.message : text.loadFailed };
    saveDraft({ ...newDraft(formId), ...(data as ResumeOpened).draft, resumeToken: token });
    return { ok: true };
  } catch {
    return { ok: false, message: text.loadFailed };
  }
}
