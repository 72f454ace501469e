// The wizard's state: where the respondent stands, what they answered, and the send. Every change
// is written to the draft at once, so nothing typed is lost on a reload or a dropped connection.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  formatDocument,
  formatPhone,
  messages,
  nextStep,
  privacyMessages,
  randomUuid,
  type PublicForm,
  type PublicSubmissionInput,
  type StepAnswer,
} from '@formbuilder/contracts';
import {
  clearDraft,
  hasProgress,
  loadDraft,
  newDraft,
  saveDraft,
  type Draft,
  type Identity,
} from './draft/draft-store';
import type { Outbox } from './send/outbox';
import { tellHost } from '../../embed-bridge';
import { sendSubmission } from './send/send-submission';
import { loadNewTypes, stepError, usesNewTypes, type WizardQuestion } from './question-kind';
import { identityErrors, readHiddenFields, stepsAhead, submissionBody } from './wizard-answers';

/** 'queued': finished offline, waiting in the outbox (send/outbox.ts) for the connection. */
export type Stage = 'welcome' | 'question' | 'sending' | 'queued' | 'done';
export type Notice = 'offline' | 'retrying' | null;

export interface Wizard {
  stage: Stage;
  /** Index of the question shown, or null on the welcome step (docs/product.md#answering-wizard). */
  step: number | null;
  draft: Draft;
  /** A saved draft from an earlier visit, offered on the welcome step. */
  resumable: boolean;
  identityErrors: Partial<Record<keyof Identity, string>>;
  /** The privacy notice's acknowledgement is required and missing. */
  privacyError: string | null;
  answerError: string | null;
  sendError: string | null;
  notice: Notice;
  submissionId: string | null;
  isFirst: boolean;
  isLast: boolean;
  /** The step's place on the path walked (1 for the first question), and the questions of the whole path. */
  progress: { position: number; total: number };
  /** Hidden fields of the form read from the link, sent with the answers. */
  hidden: Record<string, string>;
  setIdentity: (field: keyof Identity, value: string) => void;
  blurIdentity: (field: keyof Identity) => void;
  setPrivacyAck: (value: boolean) => void;
  setAnswer: (questionId: string, answer: StepAnswer) => void;
  start: () => void;
  resume: () => void;
  restart: () => void;
  next: () => void;
  previous: () => void;
  submit: () => void;
  /** Keeps the 'Continuar depois' link of these answers, so sending them ends it. */
  setResumeToken: (token: string) => void;
}

export interface WizardOptions {
  preview?: boolean;
  /** Fields added to the body when it is sent (the honeypot's). */
  extraBody?: () => Partial<PublicSubmissionInput>;
  /** Where an answer finished offline waits; without one, the send waits on this screen. */
  outbox?: Outbox;
}

export function useWizard(form: PublicForm, { preview = false, extraBody, outbox }: WizardOptions = {}): Wizard {
  const [draft, setDraft] = useState<Draft>(() => (preview ? null : loadDraft(form.id)) ?? newDraft(form.id));
  const [resumable, setResumable] = useState(() => !preview && hasProgress(loadDraft(form.id)));
  const [stage, setStage] = useState<Stage>(() => (draft.sending ? 'sending' : 'welcome'));
  const [errors, setErrors] = useState<Partial<Record<keyof Identity, string>>>({});
  const [privacyError, setPrivacyError] = useState<string | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const sending = useRef(false);
  // The key of the answer this screen left in the outbox: once it is sent, the screen says so.
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const sentFromOutbox = outbox?.items.find((item) => item.key === queuedKey && item.state === 'sent');
  // Once the answer this screen left waiting is sent, the screen is the form's ending.
  const shownStage: Stage = stage === 'queued' && sentFromOutbox ? 'done' : stage;
  // The public link's query string fills the form's hidden fields once, when the page opens.
  const [hidden] = useState(() =>
    preview || typeof window === 'undefined' ? {} : readHiddenFields(form, window.location.search),
  );

  const update = useCallback(
    (change: (current: Draft) => Draft) =>
      setDraft((current) => {
        const next = change(current);
        if (!preview) saveDraft(next);
        return next;
      }),
    [preview],
  );

  const step = stage === 'question' ? (draft.history.at(-1) ?? null) : null;
  const question: WizardQuestion | undefined = step === null ? undefined : form.questions[step];
  const currentAnswer = question ? draft.answers[question.id] : undefined;
  const isLast = step !== null && nextStep(form.questions, step, currentAnswer) === null;
  // The counter follows the path (docs/product.md#answering-wizard): the steps walked, then those ahead.
  const position = draft.history.length;
  const total = step === null ? position : position + stepsAhead(form.questions, step, draft.answers);

  const bodyOf = useCallback(
    (current: Draft): PublicSubmissionInput => ({
      ...submissionBody(form, current.identity, current.answers, current.history, current.privacyAck, hidden),
      ...(current.resumeToken ? { resumeToken: current.resumeToken } : {}),
      ...extraBody?.(),
    }),
    [form, hidden, extraBody],
  );

  const send = useCallback(
    async (current: Draft) => {
      if (sending.current) return;
      sending.current = true;
      setStage('sending');
      setSendError(null);
      // A send resumed after a reload needs the rules that give the new types' values.
      if (usesNewTypes(form.questions)) await loadNewTypes();
      const result = await sendSubmission({
        formId: form.id,
        body: bodyOf(current),
        idempotencyKey: current.idempotencyKey,
        onRetry: (_attempt, offline) => setNotice(offline ? 'offline' : 'retrying'),
      });
      sending.current = false;
      setNotice(null);
      if (result.ok) {
        clearDraft(form.id);
        setSubmissionId(result.id);
        setStage('done');
        // Framed by embed.js: the host page learns which answer was stored.
        tellHost({ type: 'submitted', formId: form.id, submissionId: result.id });
        return;
      }
      // Rejected, so nothing was stored: the answers stay, the respondent sees why and can fix it,
      // and the corrected send gets a new key (the server refuses a key reused with another body).
      update((d) => ({ ...d, sending: false, idempotencyKey: randomUuid() }));
      setSendError(result.message || messages.invalidRequest);
      // The acknowledgement is on the welcome step: go back there to give it.
      const toWelcome = current.history.length === 0 || Boolean(result.fields.privacyAck);
      if (result.fields.privacyAck) setPrivacyError(result.fields.privacyAck);
      setStage(toWelcome ? 'welcome' : 'question');
    },
    [form, update, bodyOf],
  );

  // A send that was under way when the page closed goes on by itself.
  useEffect(() => {
    if (draft.sending && stage === 'sending' && !sending.current) void send(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validateAnswer = (): boolean => {
    const error = question ? stepError(question, currentAnswer, messages.required) : null;
    if (error) {
      setAnswerError(error);
      return false;
    }
    setAnswerError(null);
    return true;
  };

  return {
    stage: shownStage,
    step,
    draft,
    resumable,
    identityErrors: errors,
    privacyError,
    answerError,
    sendError,
    notice,
    submissionId: shownStage === stage ? submissionId : (sentFromOutbox?.id ?? null),
    isFirst: draft.history.length <= 1,
    isLast,
    progress: { position, total },
    hidden,
    setIdentity: (field, raw) => {
      const value = field === 'document' ? formatDocument(raw) : field === 'phone' ? formatPhone(raw) : raw;
      update((d) => ({ ...d, identity: { ...d.identity, [field]: value } }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    },
    blurIdentity: (field) => setErrors((e) => ({ ...e, [field]: identityErrors(draft.identity, field)[field] })),
    setPrivacyAck: (value) => {
      update((d) => ({ ...d, privacyAck: value }));
      if (value) setPrivacyError(null);
    },
    setAnswer: (questionId, answer) => {
      update((d) => ({ ...d, answers: { ...d.answers, [questionId]: answer } }));
      setAnswerError(null);
    },
    start: () => {
      const found = form.anonymous ? {} : identityErrors(draft.identity);
      setErrors(found);
      const ackMissing = Boolean(form.company.privacy?.ackRequired) && !draft.privacyAck;
      setPrivacyError(ackMissing ? privacyMessages.ackMissing : null);
      if (Object.keys(found).length > 0 || ackMissing) return;
      setResumable(false);
      setSendError(null);
      // Back on the welcome step after a refused send, the answers and the path walked are kept.
      update((d) => ({ ...d, history: d.history.length > 0 ? d.history : [0] }));
      setStage('question');
    },
    resume: () => {
      setResumable(false);
      setStage(draft.history.length > 0 ? 'question' : 'welcome');
    },
    setResumeToken: (token) => update((d) => ({ ...d, resumeToken: token })),
    restart: () => {
      if (!preview) clearDraft(form.id);
      setQueuedKey(null);
      setDraft(newDraft(form.id));
      setResumable(false);
      setErrors({});
      setPrivacyError(null);
      setAnswerError(null);
      setSendError(null);
      setSubmissionId(null);
      setStage('welcome');
    },
    next: () => {
      if (step === null || !validateAnswer()) return;
      const target = nextStep(form.questions, step, currentAnswer);
      if (target !== null) update((d) => ({ ...d, history: [...d.history, target] }));
    },
    previous: () => {
      setAnswerError(null);
      update((d) => (d.history.length > 1 ? { ...d, history: d.history.slice(0, -1) } : d));
    },
    submit: () => {
      if (preview || !validateAnswer()) return;
      // Offline: the answer waits in the outbox and the respondent may fill the next one.
      if (outbox && !navigator.onLine) {
        outbox.add({ key: draft.idempotencyKey, body: bodyOf(draft), at: new Date().toISOString() });
        clearDraft(form.id);
        setQueuedKey(draft.idempotencyKey);
        setStage('queued');
        return;
      }
      const ready = { ...draft, sending: true };
      update(() => ready);
      void send(ready);
    },
  };
}
