// Submissions, the respondent's side: answering a form (a one-statement path for the common case,
// the full path otherwise), viewing an answer by its link and commenting on it. The staff's side is
// staff.ts.
import crypto from 'node:crypto';
import {
  altchaMessages,
  documentKey,
  fieldErrors,
  pickHiddenFields,
  questionMessages,
  formatDocument,
  messages,
  normalizeSearch,
  privacyMessages,
  privacyNoticeOf,
  respondentIdentitySchema,
  type PrivacyAck,
  type Comment,
  type CommentInput,
  type PublicComment,
  type PublicSubmission,
  type PublicSubmissionInput,
  type SubmissionCreated,
} from '@formbuilder/contracts';
import { createBatcher } from '../../db/batcher';
import type { Db, Tx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { AppError, conflict, invalid, notFound } from '../../http/errors';
import { fileUrl } from '../../kernel/file-urls';
import { claimForSubmission } from '../files';
import { checkAnswers } from './answers';
import type { AltchaGuard } from './altcha';
import { hasWindow, holdAnswerSlot, refuseOutsideSchedule, refuseRobot } from './answer-window';
import type { WebhookOutbox } from '../webhooks';
import * as repo from './repo';
import { commentAppender } from './comments';
import { deleteResumeLink } from './resume';
import { hasHidden, withTypes } from './shape';

export interface AnsweringDeps {
  db: Db;
  /** Origin (and path prefix) of this server, for the absolute URLs of file answers. */
  publicUrl: string;
  /** Whether unowned uploads without a form (the previous release's respondent page) may still be claimed. */
  legacyUploads?: boolean;
  /** Told after a new submission is committed (realtime and mail); never awaited by the respondent. */
  onCreated?: (created: SubmissionCreatedNotice) => void;
  /**
   * The NOTIFY channel of the event bus on PostgreSQL: the insert queues the realtime event itself,
   * in the same statement. Undefined on PGlite, where onCreated publishes it.
   */
  notifyChannel?: string;
  /**
   * Webhook events (`submission.created`, `comment.created`), written in the transaction of the change.
   * The one-statement answer path never runs for a form whose company wants its answers.
   */
  webhooks?: WebhookOutbox;
  /** Challenges and their checks for forms that ask for a proof of work (altcha.ts); without it such a form takes no answer. */
  altcha?: AltchaGuard;
}

/** Forms kept per instance for the one-statement answer path; the insert re-checks them, so a stale one costs a retry only. */
const FORM_CACHE_MAX = 1_000;
/** Answer statements running at once (of the pool's connections), and answers per statement at most. */
const FAST_PATH_STATEMENTS = 4;
const FAST_PATH_BATCH = 200;

export interface SubmissionCreatedNotice {
  id: string;
  formId: string;
  /** The form's notified user when the submission was stored; null means no one is e-mailed. */
  notifiedUserId?: string | null;
  /** True when the insert already queued the realtime event (NOTIFY in the same statement). */
  notified?: boolean;
  /** The form sends the respondent a copy of the answers (answer-copy.ts decides whether it can). */
  answerCopy?: boolean;
}

/** Same bytes for any request: sorted keys, so key order in the body does not matter. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The body's fingerprint for the idempotency key. The proof of work is left out: a retry after a
 * reload carries a new one (or none) for the same answers, and still gets the first answer back.
 */
export const requestHashOf = ({ altcha: _altcha, ...input }: PublicSubmissionInput) =>
  crypto.createHash('sha256').update(canonicalJson(input)).digest('hex');

const toPublicComment = ({ comment, created, isUser }: Comment): PublicComment => ({ comment, created, isUser });

type AnswerableForm = Omit<NonNullable<Awaited<ReturnType<typeof repo.findFormForSubmission>>>, 'existing'>;

/** The row a valid answer becomes, or a 400 naming each bad field. */
function answerValues(form: AnswerableForm, input: PublicSubmissionInput, publicUrl: string) {
  const fields: Record<string, string> = {};
  let identity: { name: string; document: string; email: string; phone: string } = {
    name: messages.anonymousRespondent,
    document: '',
    email: '',
    phone: '',
  };
  refuseRobot(form, input);
  if (!form.anonymous) {
    const parsed = respondentIdentitySchema.safeParse(input);
    if (parsed.success) identity = { ...parsed.data, document: formatDocument(parsed.data.document) };
    else Object.assign(fields, fieldErrors(parsed.error.issues));
  }
  const checked = checkAnswers(input.answers, form.questions, publicUrl);
  Object.assign(fields, checked.fields);
  // A company may require its privacy notice to be acknowledged (docs/submissions.md).
  const notice = privacyNoticeOf(form.privacy);
  let privacyAck: PrivacyAck | null = null;
  if (notice?.ackRequired) {
    if (input.privacyAck === true) {
      privacyAck = { at: new Date().toISOString(), text: notice.text, policyUrl: notice.policyUrl };
    } else fields.privacyAck ??= privacyMessages.ackMissing;
  }
  if (Object.keys(fields).length > 0) {
    throw invalid(Object.values(fields)[0], fields);
  }
  return {
    identity: {
      ...identity,
      nameSearch: normalizeSearch(identity.name),
      documentDigits: documentKey(identity.document),
    },
    checked,
    privacyAck,
    // Only the fields the form declares; anything else the link carried is dropped.
    hidden: pickHiddenFields(form.hiddenFields, input.hidden ?? {}),
  };
}

/** A form found for an answer, as the full path reads it (with its id). */
type LoadedForm = Omit<NonNullable<Awaited<ReturnType<typeof repo.findFormForSubmission>>>, 'existing'> & {
  id: string;
};

export function createAnsweringService({
  db,
  publicUrl,
  legacyUploads = true,
  onCreated,
  notifyChannel,
  webhooks,
  altcha,
}: AnsweringDeps) {
  const appendComment = commentAppender(db, webhooks);
  const formCache = new Map<string, AnswerableForm>();
  // Concurrent answers share statements (and so commits); a key twice in one batch waits for the next.
  const answers = createBatcher<repo.FastAnswerRow, boolean>(
    async (rows) => {
      const seen = new Set<string>();
      const now: repo.FastAnswerRow[] = [];
      for (const row of rows) {
        const key = row.idempotencyKey === null ? undefined : `${row.formId} ${row.idempotencyKey}`;
        if (key !== undefined && seen.has(key)) continue;
        if (key !== undefined) seen.add(key);
        now.push(row);
      }
      const inserted = await repo.insertIfFormsUnchanged(db, now, notifyChannel);
      return rows.map((row) => inserted.has(row.id));
    },
    { maxInFlight: FAST_PATH_STATEMENTS, maxBatch: FAST_PATH_BATCH },
  );
  const remember = (formId: string, form: AnswerableForm) => {
    formCache.delete(formId);
    if (formCache.size >= FORM_CACHE_MAX) formCache.delete(formCache.keys().next().value!);
    formCache.set(formId, form);
  };

  /**
   * One statement, one round trip: the form as this instance last read it, re-checked by the insert
   * itself. Undefined whenever it can not decide (form changed or unknown here, key already used,
   * uploads to claim, or the answer refused under a form that may be stale): the full path decides.
   */
  const tryFastPath = async (
    formId: string,
    input: PublicSubmissionInput,
    idempotencyKey: string | undefined,
    requestHash: string,
  ): Promise<SubmissionCreated | undefined> => {
    const form = formCache.get(formId);
    // A webhook wants this form's answers: the full path stores each with its event.
    // A schedule or a cap to check: the full path too.
    // A 'Continuar depois' link to delete with the answer, or a proof of work to check and spend: the
    // full path, in its transaction.
    if (!form || form.status !== 'ACTIVE' || form.webhooks || hasWindow(form) || input.resumeToken || form.altcha) {
      return undefined;
    }
    let prepared: ReturnType<typeof answerValues>;
    try {
      prepared = answerValues(form, input, publicUrl);
    } catch {
      return undefined;
    }
    // An acknowledgement to store, or uploads to claim: the full path (the statement stores neither).
    if (prepared.checked.files.length > 0 || prepared.privacyAck) return undefined;
    const id = crypto.randomUUID();
    let stored: boolean;
    try {
      stored = await answers.submit({
        id,
        formId,
        formVersion: form.version,
        ...prepared.identity,
        answers: prepared.checked.answers,
        hidden: prepared.hidden,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      });
    } catch {
      // The whole statement failed (another answer in it, or the database): each goes the slow path.
      return undefined;
    }
    if (!stored) {
      // The form changed, or the key was used: the slow path reloads and tells which.
      formCache.delete(formId);
      return undefined;
    }
    onCreated?.({
      id,
      formId,
      notifiedUserId: form.notifiedUserId,
      notified: notifyChannel !== undefined,
      answerCopy: form.answerCopy,
    });
    return { id };
  };

  const replay = (existing: { id: string; requestHash: string | null }, requestHash: string) => {
    if (existing.requestHash !== requestHash) {
      throw new AppError(409, 'CONFLICT', messages.idempotencyKeyReused);
    }
    return { id: existing.id };
  };

  // ---- the steps of createPublic (the full path, when the one-statement path can not decide) ----

  /** The form as the database has it now, or the first answer when the key was used already. */
  const loadAnswerableForm = async (
    formId: string,
    idempotencyKey: string | undefined,
    requestHash: string,
  ): Promise<{ form: LoadedForm } | { replayed: SubmissionCreated }> => {
    const found = await repo.findFormForSubmission(db, formId, idempotencyKey);
    if (!found) throw notFound();
    const { existing, ...form } = found;
    // Before the status check: a retry after the form was closed still gets its first answer.
    if (existing) return { replayed: replay(existing, requestHash) };
    if (form.status !== 'ACTIVE') throw conflict(messages.formNotActive);
    refuseOutsideSchedule(form);
    remember(formId, form);
    return { form: { ...form, id: formId } };
  };

  /** The row to store, or a 400 naming each bad field. */
  const submissionRow = (
    form: LoadedForm,
    input: PublicSubmissionInput,
    idempotencyKey: string | undefined,
    requestHash: string,
  ) => {
    const { identity, checked, privacyAck, hidden } = answerValues(form, input, publicUrl);
    const values = {
      formId: form.id,
      companyId: form.companyId,
      ...identity,
      answers: checked.answers,
      hidden,
      comments: [],
      privacyAck,
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
    };
    return { values, checked };
  };
  type SubmissionRow = ReturnType<typeof submissionRow>;

  /** Claims the answer's uploads for this form and writes their addresses into the answers. */
  const claimFiles = async (tx: Tx, form: LoadedForm, checked: SubmissionRow['checked']) => {
    const claimed = await claimForSubmission(tx, [...new Set(checked.files.map((file) => file.fileId))], {
      companyId: form.companyId,
      formId: form.id,
      legacy: legacyUploads,
    });
    const byId = new Map(claimed.map((file) => [file.id, file]));
    const refused: Record<string, string> = {};
    for (const file of checked.files) {
      const found = byId.get(file.fileId);
      if (found === undefined) refused[file.field] = messages.invalidFileAnswer;
      // A signature is a PNG, which the upload path re-encoded without metadata.
      else if (file.signature && found.mime !== 'image/png') refused[file.field] = questionMessages.invalidSignature;
      else {
        file.answer.answer = fileUrl(publicUrl, { id: file.fileId, originalName: found.originalName });
        if (file.answer.value !== undefined) file.answer.value = file.answer.answer;
      }
    }
    if (Object.keys(refused).length > 0) throw invalid(Object.values(refused)[0]!, refused);
  };

  /** The webhook event of a new answer, written with its row (docs/integrations.md#events). */
  const announceCreated = async (
    tx: Tx,
    form: LoadedForm,
    values: SubmissionRow['values'],
    row: { id: string; createdAt: Date },
  ) => {
    if (!webhooks || !form.webhooks) return;
    await webhooks.emit(tx, {
      companyId: form.companyId,
      type: 'submission.created',
      formId: form.id,
      data: {
        submission: {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          name: values.name,
          document: values.document,
          email: values.email,
          phone: values.phone,
          answers: values.answers,
          privacyAck: values.privacyAck,
          ...(hasHidden(values.hidden) ? { hidden: values.hidden } : {}),
        },
        form: { id: form.id, title: form.title },
      },
    });
  };

  /**
   * Stores the row. Without uploads to claim or an event to write, the INSERT alone is the whole
   * write (no BEGIN and COMMIT round trips); otherwise one transaction claims, inserts and announces.
   */
  const storeSubmission = async (
    form: LoadedForm,
    values: SubmissionRow['values'],
    checked: SubmissionRow['checked'],
    resumeToken: string | undefined,
  ) => {
    const capped = form.maxAnswers !== null;
    if (!capped && checked.files.length === 0 && !(webhooks && form.webhooks) && !resumeToken) {
      return repo.insertSubmission(db, values);
    }
    return db.transaction(async (tx) => {
      // The link the answers came from dies with the answer stored, and the answers kept for it go.
      if (resumeToken) await deleteResumeLink(tx, form.id, resumeToken);
      // A cap: counted under the form's lock, so an answer is stored counted or refused whole.
      if (capped) await holdAnswerSlot(tx, form);
      // The answers array is shared with values: the file URLs claimFiles fills in are stored.
      if (checked.files.length > 0) await claimFiles(tx, form, checked);
      if (!(webhooks && form.webhooks)) return repo.insertSubmission(tx, values);
      // The event first and the row last: the insert counts the answer into the form's statistics,
      // whose rows stay locked until the commit, so the fewer statements after it, the more answers
      // to one form commit side by side.
      const row = { id: crypto.randomUUID(), createdAt: await repo.transactionTime(tx) };
      await announceCreated(tx, form, values, row);
      return repo.insertSubmission(tx, { ...values, ...row });
    });
  };

  /** Two identical requests raced: the second one's insert hit the first one's key; it gets the first answer. */
  const replayIfRaced = async (
    error: unknown,
    formId: string,
    idempotencyKey: string | undefined,
    requestHash: string,
  ): Promise<SubmissionCreated | undefined> => {
    if (!idempotencyKey || pgErrorCode(error) !== UNIQUE_VIOLATION) return undefined;
    const existing = await repo.findByIdempotencyKey(db, formId, idempotencyKey);
    return existing ? replay(existing, requestHash) : undefined;
  };

  return {
    /**
     * Stores a respondent's submission in one transaction and resolves only after the commit. With an
     * idempotency key, a retry of the same body resolves to the first submission and stores nothing;
     * the same key with another body is refused.
     */
    async createPublic(
      formId: string,
      input: PublicSubmissionInput,
      idempotencyKey?: string,
    ): Promise<SubmissionCreated> {
      const requestHash = requestHashOf(input);
      const fast = await tryFastPath(formId, input, idempotencyKey, requestHash);
      if (fast) return fast;

      const loaded = await loadAnswerableForm(formId, idempotencyKey, requestHash);
      if ('replayed' in loaded) return loaded.replayed;
      const { form } = loaded;
      const { values, checked } = submissionRow(form, input, idempotencyKey, requestHash);
      // Last before storing, so an answer refused for its fields does not use up its proof of work.
      if (form.altcha) {
        if (!altcha) throw conflict(altchaMessages.invalid);
        await altcha.spend(formId, input.altcha);
      }
      let created: { id: string };
      try {
        created = await storeSubmission(form, values, checked, input.resumeToken);
      } catch (error) {
        const raced = await replayIfRaced(error, formId, idempotencyKey, requestHash);
        if (raced) return raced;
        throw error;
      }
      onCreated?.({ id: created.id, formId, notifiedUserId: form.notifiedUserId, answerCopy: form.answerCopy });
      return { id: created.id };
    },

    /** A proof-of-work challenge for a respondent of a form that asks for one (docs/forms-and-templates.md#robots). */
    async altchaChallenge(formId: string) {
      const found = await repo.findFormForSubmission(db, formId);
      if (!found) throw notFound();
      if (found.status !== 'ACTIVE') throw conflict(messages.formNotActive);
      if (!found.altcha || !altcha) throw conflict(altchaMessages.notAsked);
      return altcha.challenge(formId);
    },

    async getPublic(id: string): Promise<PublicSubmission> {
      const row = await repo.findPublicSubmission(db, id);
      if (!row) throw notFound();
      const { submission, form, company, logoName } = row;
      return {
        id: submission.id,
        created: submission.createdAt.toISOString(),
        form: { id: form.id, title: form.title },
        company: {
          name: company.name,
          color: company.color,
          logo:
            company.logoFileId && logoName
              ? fileUrl(publicUrl, { id: company.logoFileId, originalName: logoName })
              : null,
        },
        name: submission.name,
        document: submission.document,
        email: submission.email,
        phone: submission.phone,
        answers: withTypes(submission.answers, form.questions).map(({ question, answer, type, value }) => ({
          question,
          answer,
          ...(type === undefined ? {} : { type }),
          ...(value === undefined ? {} : { value }),
        })),
        ...(hasHidden(submission.hidden) ? { hidden: submission.hidden } : {}),
        comments: submission.comments.map(toPublicComment),
      };
    },

    /** A respondent's comment, appended atomically. */
    async addPublicComment(id: string, input: CommentInput): Promise<{ comments: PublicComment[] }> {
      const comment: Comment = { user: null, comment: input.comment, created: new Date().toISOString(), isUser: true };
      const comments = (await appendComment(id, comment))?.comments;
      if (!comments) {
        if (await repo.submissionExists(db, id)) throw conflict(messages.commentsLimit);
        throw notFound();
      }
      return { comments: comments.map(toPublicComment) };
    },
  };
}

export type AnsweringService = ReturnType<typeof createAnsweringService>;
