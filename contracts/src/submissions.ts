// Public submission and comment bodies (docs/product.md#api), the respondent identity rules
// (docs/product.md#validation) and the multiple-choice storage rule (docs/product.md#limits); used by
// the wizard and the API.
import { z } from 'zod';
import { safeString } from './text';
import type { Submission } from './responses';
import { isDocument, PHONE_PATTERN } from './formats';
import { messages } from './messages';
import { QUESTION_LIMITS } from './questions';
import type { QuestionType } from './entities';

/** Caps on every string a respondent sends, so one request can not store megabytes of text. */
export const SUBMISSION_LIMITS = {
  name: 200,
  document: 20,
  email: 254,
  phone: 20,
  questionId: 100,
  question: 500,
  answer: 5000,
  choice: 500,
  choices: 100,
  answers: 500,
  comment: 2000,
  /** Staff comments one submission may hold, whatever respondents wrote. */
  comments: 1000,
  /**
   * Respondents' comments one submission may hold: a quota of their own, far below the staff's, so
   * the public comment route can neither grow a row without end nor use up the staff's room.
   */
  publicComments: 50,
  idempotencyKey: 255,
} as const;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Visible ASCII only: the key travels in a header and is compared byte for byte. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const capped = (max: number) => safeString().max(max, messages.maxLength(max));

/** An identity field as sent: absent and null both mean empty. */
const sentText = (max: number) =>
  capped(max)
    .nullish()
    .transform((value) => (value ?? '').trim());

export const answerInputSchema = z.object({
  questionId: safeString({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(SUBMISSION_LIMITS.questionId, messages.maxLength(SUBMISSION_LIMITS.questionId)),
  /** The title the respondent saw; the server stores the form's own title instead. */
  question: capped(SUBMISSION_LIMITS.question).optional(),
  // An array of option texts for MULTIPLE; null is an unanswered question, dropped like ''.
  answer: z
    .union(
      [
        capped(SUBMISSION_LIMITS.answer),
        z
          .array(capped(SUBMISSION_LIMITS.choice), { error: messages.invalidAnswer })
          .max(SUBMISSION_LIMITS.choices, messages.maxItems(SUBMISSION_LIMITS.choices)),
      ],
      { error: messages.invalidAnswer },
    )
    .nullable(),
  /**
   * The typed answer (`AnswerValue`, see `validateAnswer`); when given it is what is checked and
   * stored, and `answer` may be null. Older wizards send only `answer`, which is read the same way.
   */
  value: z.unknown().optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** The body of POST /api/public/forms/:id/submissions; unknown keys are dropped. */
export const publicSubmissionSchema = z.object({
  name: sentText(SUBMISSION_LIMITS.name),
  document: sentText(SUBMISSION_LIMITS.document),
  email: sentText(SUBMISSION_LIMITS.email),
  phone: sentText(SUBMISSION_LIMITS.phone),
  answers: z
    .array(answerInputSchema, { error: messages.required })
    .max(SUBMISSION_LIMITS.answers, messages.maxItems(SUBMISSION_LIMITS.answers)),
  /** The respondent ticked the company's privacy notice; required only when the company asks for it. */
  privacyAck: z.boolean({ error: messages.invalidRequest }).nullish(),
  /** The form's hidden fields read from the public link (`pickHiddenFields`); undeclared names are dropped. */
  hidden: z
    .record(
      safeString().max(QUESTION_LIMITS.hiddenName, messages.invalidRequest),
      safeString().max(QUESTION_LIMITS.hiddenValue, messages.maxLength(QUESTION_LIMITS.hiddenValue)),
      { error: messages.invalidRequest },
    )
    .optional(),
  /**
   * The honeypot field (docs/forms-and-templates.md#robots): hidden from people, so it comes back
   * empty; a form with the honeypot on refuses an answer that filled it.
   */
  website: safeString().max(500, messages.invalidRequest).optional(),
  /**
   * The 'Continuar depois' link these answers came from (docs/forms-and-templates.md#continue-later):
   * stored with the answer, the link and the answers kept for it are deleted.
   */
  resumeToken: safeString()
    .regex(/^[A-Za-z0-9_-]{43}$/, messages.invalidRequest)
    .optional(),
  /**
   * The ALTCHA widget's payload (base64 JSON of the challenge and its solution), for a form that asks
   * for it (docs/forms-and-templates.md#robots); each is accepted once.
   */
  altcha: safeString().max(8000, messages.invalidRequest).optional(),
});
export type PublicSubmissionInput = z.infer<typeof publicSubmissionSchema>;

/**
 * Who answers a form that is not anonymous (docs/product.md#validation): name and a CPF/CNPJ with valid check
 * digits are required; e-mail and phone may be empty but must be valid when given.
 */
export const respondentIdentitySchema = z.object({
  name: sentText(SUBMISSION_LIMITS.name).pipe(safeString().min(1, messages.required)),
  document: sentText(SUBMISSION_LIMITS.document).pipe(
    safeString().min(1, messages.required).refine(isDocument, messages.invalidDocument),
  ),
  email: sentText(SUBMISSION_LIMITS.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, messages.invalidEmail)
    .transform((value) => value.toLowerCase()),
  phone: sentText(SUBMISSION_LIMITS.phone).refine(
    (value) => value === '' || PHONE_PATTERN.test(value),
    messages.invalidPhone,
  ),
});
export type RespondentIdentity = z.infer<typeof respondentIdentitySchema>;

/** The body of both comment routes (staff and respondent). */
export const commentInputSchema = z.object({
  comment: safeString({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(SUBMISSION_LIMITS.comment, messages.maxLength(SUBMISSION_LIMITS.comment)),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** Answers one bulk delete may name: a page of the table view at most. */
export const BULK_DELETE_MAX = 100;

/** The body of POST /api/submissions/delete: exactly the answers selected, each deleted as one. */
export const bulkDeleteInputSchema = z.object({
  ids: z
    .array(z.guid(messages.invalidSelection), { error: messages.invalidSelection })
    .min(1, messages.nothingSelected)
    .max(BULK_DELETE_MAX, messages.tooManySelected(BULK_DELETE_MAX)),
});
export type BulkDeleteInput = z.infer<typeof bulkDeleteInputSchema>;

/**
 * How a form's answers may be ordered: by date ('created', the default '-created' is newest first),
 * by respondent name, or by the answer to one question ('answer:{questionId}'); a leading '-' is
 * descending. Answers without that question come last either way.
 */
export const SUBMISSION_SORT_PATTERN = /^-?(created|name|answer:[\x21-\x7e]{1,100})$/;
export type SubmissionSortKey = { by: 'created' } | { by: 'name' } | { by: 'answer'; questionId: string };

/** The parts of a valid sort ('-answer:q1' -> answer q1, descending); undefined when it is not one. */
export function parseSubmissionSort(sort: string): (SubmissionSortKey & { descending: boolean }) | undefined {
  if (!SUBMISSION_SORT_PATTERN.test(sort)) return undefined;
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  if (key === 'created') return { by: 'created', descending };
  if (key === 'name') return { by: 'name', descending };
  return { by: 'answer', questionId: key.slice('answer:'.length), descending };
}

/**
 * Question types whose answers sort sensibly in the table view (a number, a date, a short text or
 * one choice); files, signatures, grids, rankings and several choices do not.
 */
export const SORTABLE_ANSWER_TYPES: readonly QuestionType[] = [
  'STRING',
  'TEXT',
  'SINGLE',
  'DROPDOWN',
  'DATE',
  'NUMBER',
  'EMAIL',
  'PHONE',
  'DOCUMENT',
  'RATING',
  'NPS',
  'SCALE',
];

/** The realtime event sent to the staff allowed to see the form. */
export interface SubmissionCreatedEvent {
  type: 'submission.created';
  submission: Submission;
}

/**
 * Sent to the same staff as submission.created when an answer is deleted (one answer, a data
 * subject's, the retention job). Clients that do not know it ignore it.
 */
export interface SubmissionDeletedEvent {
  type: 'submission.deleted';
  id: string;
  formId: string;
}

/** Column headers and comment labels of the CSV export. */
export const submissionCsvLabels = {
  date: 'Data',
  name: 'Nome',
  document: 'Documento',
  email: 'E-mail',
  phone: 'Telefone',
  comments: 'Comentários',
  fromRespondent: 'respondente',
  fromStaff: 'equipe',
  /** The one worksheet of the XLSX export. */
  sheet: 'Respostas',
} as const;

/** Insight labels of the question model. */
export const insightLabels = {
  unanswered: 'Sem resposta',
  npsScore: 'NPS',
  average: 'Média',
  median: 'Mediana',
  min: 'Mínimo',
  max: 'Máximo',
  averagePosition: 'Posição média',
} as const;

export const FUNNEL_WELCOME = 'welcome';
export const FUNNEL_SENT = 'sent';
/** How many text or file answers each question shows before 'ver todas'. */
export const INSIGHT_SAMPLES = 5;
/** Step views one request may report (a form has at most this many questions plus the welcome). */
export const MAX_STEP_VIEWS = 501;

/** POST /api/public/forms/:formId/views: the steps one page load reached, each once. */
export const stepViewsSchema = z.object({
  steps: z
    .array(safeString().min(1).max(SUBMISSION_LIMITS.questionId))
    .min(1)
    .max(MAX_STEP_VIEWS, messages.maxItems(MAX_STEP_VIEWS)),
});
export type StepViewsInput = z.infer<typeof stepViewsSchema>;

/** Names of the funnel's first and last steps. */
export const funnelLabels = { welcome: 'Boas-vindas', sent: 'Enviadas' } as const;
