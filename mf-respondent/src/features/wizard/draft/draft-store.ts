// The respondent's draft, kept in this browser as they type: answers, identification, the visited
// steps and the key of a send in flight, so reopening the link (or a reload mid-send) resumes.
import { randomUuid, type StepAnswer } from '@formbuilder/contracts';

export interface Identity {
  name: string;
  document: string;
  email: string;
  phone: string;
}

export interface Draft {
  version: 1;
  formId: string;
  identity: Identity;
  answers: Record<string, StepAnswer>;
  /** The respondent ticked the company's privacy notice (asked only when the company requires it). */
  privacyAck: boolean;
  /** Question indexes visited, in order; the last one is where the respondent stands. */
  history: number[];
  /** One key per submission: a retried or resumed send can never store twice. */
  idempotencyKey: string;
  /** A send was started and not yet confirmed: resume it on the next load. */
  sending: boolean;
  /** The 'Continuar depois' link of these answers: sent with them, so it dies once they are stored. */
  resumeToken?: string;
  savedAt: string;
}

const storageKey = (formId: string) => `formulario:rascunho:${formId}`;

export const emptyIdentity: Identity = { name: '', document: '', email: '', phone: '' };

export function newDraft(formId: string): Draft {
  return {
    version: 1,
    formId,
    identity: { ...emptyIdentity },
    answers: {},
    privacyAck: false,
    history: [],
    idempotencyKey: randomUuid(),
    sending: false,
    savedAt: new Date().toISOString(),
  };
}

export function loadDraft(formId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(formId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (draft.version !== 1 || draft.formId !== formId || typeof draft.idempotencyKey !== 'string') return null;
    return { ...newDraft(formId), ...draft } as Draft;
  } catch {
    return null;
  }
}

export function saveDraft(draft: Draft): void {
  try {
    window.localStorage.setItem(
      storageKey(draft.formId),
      JSON.stringify({ ...draft, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(formId: string): void {
  try {
    window.localStorage.removeItem(storageKey(formId));
  } catch {
    // nothing to clear
  }
}

/** A draft worth offering to continue: the respondent had typed or answered something. */
export function hasProgress(draft: Draft | null): draft is Draft {
  if (!draft) return false;
  return draft.sending || draft.history.length > 0 || Object.values(draft.identity).some((value) => value !== '');
}
