// What a form (and a template's question list) must look like to be saved (docs/product.md#entities, #validation),
// shared by the editors and the API so both say the same pt-BR messages.
import { z } from 'zod';
import { safeString } from './text';
import { ensureQuestionIds } from './branching';
import {
  conditionOperators,
  END,
  formStatusColors,
  formStatusLabels,
  formStatuses,
  numberKinds,
  questionTypes,
  ratingStyles,
  type FormStatus,
  type QuestionType,
} from './entities';
import type { Question } from './responses';
import {
  FIELD_NAME_PATTERN,
  hasOptionJumps,
  hasOptions,
  isIsoDate,
  isNumericType,
  QUESTION_LIMITS,
  questionMessages,
} from './questions';
import { formLifeInputSchema } from './form-life';
import { fieldErrors } from './issues';
import { messages } from './messages';
import type { Role } from './roles';

export const FORM_TITLE_MAX = 200;
/** The form's description, shown on the respondent's welcome step. */
export const FORM_DESCRIPTION_MAX = 2000;
export const QUESTION_TITLE_MAX = 500;
export const OPTION_TEXT_MAX = 500;
export const QUESTIONS_MAX = 200;
export const OPTIONS_MAX = 100;
const ID_MAX = 100;
const URL_MAX = 2048;

export const formMessages = {
  tooLong: (max: number) => `Deve ter no máximo ${max} caracteres`,
  tooManyQuestions: `Deve ter no máximo ${QUESTIONS_MAX} perguntas`,
  tooManyOptions: `Deve ter no máximo ${OPTIONS_MAX} opções`,
  invalidValue: 'Valor inválido',
  invalidQuestionType: 'Tipo de pergunta inválido',
  invalidStatus: 'Status inválido',
  invalidFile: 'Arquivo inválido',
  jumpBackward: 'O salto só pode ir para uma pergunta seguinte ou para o fim do formulário',
  jumpUnknown: 'O salto aponta para uma pergunta que não existe',
  invalidNotifiedUser: 'Usuário para notificação inválido',
  notifySelfOnly: 'Você só pode escolher a si mesmo para ser notificado',
  notifiedUserNotInCompany: 'O usuário para notificação deve ser da sua empresa',
  formsLimitReached: 'Você atingiu o limite de formulários do seu plano. Faça o upgrade do seu plano.',
  question: (position: number, message: string) => `Pergunta #${position}: ${message}`,
} as const;

/** A text field that may not be blank, trimmed. */
export const requiredText = (max: number) =>
  safeString({ error: messages.required }).trim().min(1, messages.required).max(max, formMessages.tooLong(max));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** '' and null mean "not set", as an editor's cleared select sends them. */
const unsetWhenEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A stored upload (`/files/<id>/<name>`, from POST /api/files or /api/public/files) or an absolute http(s) URL. */
export function isFileUrl(value: string): boolean {
  if (value.length > URL_MAX || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const goToSchema = z.preprocess(
  unsetWhenEmpty,
  safeString({ error: formMessages.jumpUnknown }).trim().max(ID_MAX, formMessages.jumpUnknown).optional(),
);

// Option files are sent as URLs; any other non-string value is cleared, not refused (docs/product.md#validation).
const optionFileSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  safeString().refine(isFileUrl, formMessages.invalidFile).optional(),
);

const flagSchema = z.preprocess((value) => (typeof value === 'boolean' ? value : undefined), z.boolean().optional());

export const optionSchema = z.object(
  {
    text: requiredText(OPTION_TEXT_MAX),
    file: optionFileSchema,
    branch: flagSchema,
    goTo: goToSchema,
  },
  { error: formMessages.invalidValue },
);

/** The per-type settings each type keeps; the others are dropped on parse, as options are. */
const typeSettings: Partial<Record<QuestionType, readonly string[]>> = {
  DATE: ['minDate', 'maxDate'],
  NUMBER: ['numberKind', 'min', 'max'],
  RATING: ['ratingMax', 'ratingStyle'],
  NPS: ['minLabel', 'maxLabel'],
  SCALE: ['scaleFrom', 'scaleTo', 'minLabel', 'maxLabel'],
  MATRIX: ['rows'],
};
const allSettings = [...new Set(Object.values(typeSettings).flat())];

/** Drops the options and settings the question's type does not have (and the jumps of options that do not jump). */
function keepTypeFields(value: unknown): unknown {
  if (
    !isRecord(value) ||
    typeof value.type !== 'string' ||
    !(questionTypes as readonly string[]).includes(value.type)
  ) {
    return value;
  }
  const type = value.type as QuestionType;
  const kept = typeSettings[type] ?? [];
  const question: Record<string, unknown> = { ...value };
  for (const setting of allSettings) if (!kept.includes(setting)) delete question[setting];
  if (!hasOptions(type)) question.options = [];
  else if (!hasOptionJumps(type) && Array.isArray(question.options)) {
    question.options = question.options.map((option: unknown) => {
      if (!isRecord(option)) return option;
      const { goTo: _goTo, branch: _branch, ...rest } = option;
      return rest;
    });
  }
  return question;
}

const shortText = (max: number) =>
  z.preprocess(unsetWhenEmpty, safeString().trim().max(max, formMessages.tooLong(max)).optional());
const isoDate = z.preprocess(
  unsetWhenEmpty,
  safeString({ error: questionMessages.invalidDate }).refine(isIsoDate, questionMessages.invalidDate).optional(),
);
const finite = z.preprocess(
  unsetWhenEmpty,
  z
    .number({ error: questionMessages.invalidNumber })
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= QUESTION_LIMITS.number,
      questionMessages.invalidNumber,
    )
    .optional(),
);
const intIn = (min: number, max: number) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .number({ error: formMessages.invalidValue })
      .int(formMessages.invalidValue)
      .min(min, formMessages.invalidValue)
      .max(max, formMessages.invalidValue)
      .optional(),
  );

const conditionSchema = z.object(
  {
    op: z.enum(conditionOperators, { error: questionMessages.invalidCondition }),
    value: finite,
    goTo: safeString({ error: formMessages.jumpUnknown }).trim().min(1, formMessages.jumpUnknown).max(ID_MAX),
  },
  { error: questionMessages.invalidCondition },
);

export const questionSchema = z.preprocess(
  // Options only for the option types; settings only for their type (docs/forms-and-templates.md#the-question-model).
  keepTypeFields,
  z
    .object(
      {
        id: z.preprocess(
          unsetWhenEmpty,
          safeString({ error: formMessages.invalidValue }).trim().max(ID_MAX).optional(),
        ),
        title: requiredText(QUESTION_TITLE_MAX),
        type: z.enum(questionTypes, { error: formMessages.invalidQuestionType }),
        options: z
          .array(optionSchema, { error: formMessages.invalidValue })
          .max(OPTIONS_MAX, formMessages.tooManyOptions)
          .default([]),
        branch: flagSchema,
        goTo: goToSchema,
        // Saved explicitly: a question an older editor adds without the field is mandatory, as it was there.
        required: flagSchema.transform((value) => value ?? true),
        key: z.preprocess(
          unsetWhenEmpty,
          safeString().trim().regex(FIELD_NAME_PATTERN, questionMessages.invalidFieldName).optional(),
        ),
        conditions: z
          .array(conditionSchema, { error: questionMessages.invalidCondition })
          .max(OPTIONS_MAX, formMessages.tooManyOptions)
          .optional(),
        minDate: isoDate,
        maxDate: isoDate,
        numberKind: z.preprocess(unsetWhenEmpty, z.enum(numberKinds, { error: formMessages.invalidValue }).optional()),
        min: finite,
        max: finite,
        ratingMax: intIn(QUESTION_LIMITS.ratingMin, QUESTION_LIMITS.ratingMax),
        ratingStyle: z.preprocess(
          unsetWhenEmpty,
          z.enum(ratingStyles, { error: formMessages.invalidValue }).optional(),
        ),
        scaleFrom: intIn(0, 1),
        scaleTo: intIn(QUESTION_LIMITS.scaleToMin, QUESTION_LIMITS.scaleToMax),
        minLabel: shortText(QUESTION_LIMITS.endLabel),
        maxLabel: shortText(QUESTION_LIMITS.endLabel),
        rows: z
          .array(requiredText(OPTION_TEXT_MAX), { error: formMessages.invalidValue })
          .max(QUESTION_LIMITS.rows, messages.maxItems(QUESTION_LIMITS.rows))
          .optional(),
      },
      { error: formMessages.invalidValue },
    )
    .superRefine((question, ctx) => {
      const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
      if (hasOptions(question.type) && question.options.length < 2) issue(messages.atLeastTwoOptions, ['options']);
      const texts = question.options.map((option) => option.text);
      // Only the new option types: a SINGLE or MULTIPLE stored with a repeated option still saves.
      if (['DROPDOWN', 'RANKING', 'MATRIX'].includes(question.type) && new Set(texts).size !== texts.length)
        issue(questionMessages.repeatedOption, ['options']);
      if (question.minDate && question.maxDate && question.minDate > question.maxDate) {
        issue(questionMessages.minAfterMax, ['maxDate']);
      }
      if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
        issue(questionMessages.minAfterMax, ['max']);
      }
      if (question.type === 'MATRIX') {
        const rows = question.rows ?? [];
        if (rows.length < 1) issue(questionMessages.atLeastOneRow, ['rows']);
        if (new Set(rows).size !== rows.length) issue(questionMessages.repeatedRow, ['rows']);
      }
      (question.conditions ?? []).forEach((condition, index) => {
        const comparison = condition.op !== 'unanswered';
        if (comparison && (!isNumericType(question.type) || condition.value === undefined)) {
          issue(questionMessages.invalidCondition, ['conditions', index, 'op']);
        }
      });
    }),
);
export type QuestionInput = z.input<typeof questionSchema>;

/**
 * Jumps may only go forward: to a later question's id or to 'end' (docs/product.md#states). Runs even when
 * some question is malformed, so the first failing question is reported whatever its fault.
 */
function checkJumps(questions: unknown[], ctx: z.RefinementCtx) {
  const firstIndex = new Map<string, number>();
  questions.forEach((question, index) => {
    const id = isRecord(question) && typeof question.id === 'string' ? question.id.trim() : '';
    if (id !== '' && id !== END && !firstIndex.has(id)) firstIndex.set(id, index);
  });
  const check = (from: number, goTo: unknown, path: (string | number)[]) => {
    if (typeof goTo !== 'string' || goTo === '' || goTo === END) return;
    const target = firstIndex.get(goTo);
    if (target === undefined) ctx.addIssue({ code: 'custom', message: formMessages.jumpUnknown, path });
    else if (target <= from) ctx.addIssue({ code: 'custom', message: formMessages.jumpBackward, path });
  };
  questions.forEach((question, index) => {
    if (!isRecord(question)) return;
    check(index, question.goTo, [index, 'goTo']);
    if (Array.isArray(question.conditions)) {
      question.conditions.forEach((condition: unknown, position) => {
        if (isRecord(condition)) check(index, condition.goTo, [index, 'conditions', position, 'goTo']);
      });
    }
    if (!Array.isArray(question.options)) return;
    question.options.forEach((option: unknown, position) => {
      if (isRecord(option)) check(index, option.goTo, [index, 'options', position, 'goTo']);
    });
  });
}

/** At least one question, valid jumps, and every question given a unique id. */
export const questionsSchema = z
  .array(questionSchema, { error: messages.atLeastOneQuestion })
  .min(1, messages.atLeastOneQuestion)
  .max(QUESTIONS_MAX, formMessages.tooManyQuestions)
  .superRefine(checkJumps, { when: (payload) => Array.isArray(payload.value) })
  .transform((questions) => ensureQuestionIds(questions));

const statusSchema = z.enum(formStatuses, { error: formMessages.invalidStatus });
const anonymousSchema = z.boolean({ error: formMessages.invalidValue });
const notifiedUserSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.guid({ error: formMessages.invalidNotifiedUser }).nullable(),
);

/** The hidden fields a form declares: unique names of FIELD_NAME_PATTERN, at most QUESTION_LIMITS.hiddenFields. */
export const hiddenFieldsSchema = z
  .array(
    safeString({ error: questionMessages.invalidFieldName })
      .trim()
      .regex(FIELD_NAME_PATTERN, questionMessages.invalidFieldName),
    {
      error: formMessages.invalidValue,
    },
  )
  .max(QUESTION_LIMITS.hiddenFields, questionMessages.tooManyHiddenFields)
  .superRefine((names, ctx) => {
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({ code: 'custom', message: questionMessages.repeatedFieldName, path: [index] });
      }
    });
  });

/** A form's description or welcome text: optional, trimmed; '' is none. */
const descriptionSchema = safeString({ error: formMessages.invalidValue })
  .trim()
  .max(FORM_DESCRIPTION_MAX, formMessages.tooLong(FORM_DESCRIPTION_MAX));

/** POST /api/forms. Unknown keys (company, createdBy, id...) are stripped, never stored. */
export const formBodySchema = z.object(
  {
    title: requiredText(FORM_TITLE_MAX),
    status: statusSchema.default('ACTIVE'),
    anonymous: anonymousSchema.default(false),
    notifiedUser: notifiedUserSchema.optional().transform((value) => value ?? null),
    questions: questionsSchema,
    hiddenFields: hiddenFieldsSchema.default([]),
    description: descriptionSchema.default(''),
    life: formLifeInputSchema.optional(),
  },
  { error: messages.invalidRequest },
);
export type FormBody = z.output<typeof formBodySchema>;
export type FormBodyInput = z.input<typeof formBodySchema>;

/** PATCH /api/forms/:id: any subset of the fields, each under the same rules; no defaults. */
export const formPatchSchema = z.object(
  {
    title: requiredText(FORM_TITLE_MAX).optional(),
    status: statusSchema.optional(),
    anonymous: anonymousSchema.optional(),
    notifiedUser: notifiedUserSchema.optional(),
    questions: questionsSchema.optional(),
    hiddenFields: hiddenFieldsSchema.optional(),
    description: descriptionSchema.optional(),
    life: formLifeInputSchema.optional(),
  },
  { error: messages.invalidRequest },
);
export type FormPatch = z.output<typeof formPatchSchema>;

export type ValidationResult<T> =
  { success: true; data: T } | { success: false; message: string; fields: Record<string, string> };

const questionIndexOf = (issue: z.core.$ZodIssue) =>
  issue.path[0] === 'questions' && typeof issue.path[1] === 'number' ? issue.path[1] : undefined;

/**
 * One message and per-field messages for a failed parse. The fields are keyed by path
 * (`title`, `questions.2.options`); the message is the first issue's, and when that is inside a
 * question it reads 'Pergunta #n: {message}' for the first failing question (n from 1, docs/product.md#validation).
 */
export function summarizeIssues(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  fields: Record<string, string>;
} {
  const fields = fieldErrors(issues);
  const first = issues[0];
  if (!first) return { message: messages.invalidRequest, fields };
  if (questionIndexOf(first) === undefined) return { message: first.message, fields };
  const indexes = issues.map(questionIndexOf).filter((index): index is number => index !== undefined);
  const failing = Math.min(...indexes);
  const issue = issues.find((candidate) => questionIndexOf(candidate) === failing)!;
  return { message: formMessages.question(failing + 1, issue.message), fields };
}

/** Parses with `schema`, answering the message and fields an editor or the API shows on failure. */
export function validateWith<S extends z.ZodType>(schema: S, body: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { success: true, data: result.data };
  return { success: false, ...summarizeIssues(result.error.issues) };
}

export const validateFormBody = (body: unknown) => validateWith(formBodySchema, body);
export const validateFormPatch = (body: unknown) => validateWith(formPatchSchema, body);

/** The derived labels a form record carries (docs/product.md#entities). */
export function formStatusView(status: FormStatus): { statusLabel: string; statusColor: string } {
  return { statusLabel: formStatusLabels[status], statusColor: formStatusColors[status] };
}

/** The address respondents open to answer a form (docs/product.md#form-editor: `{origin}/submissions/{formId}`). */
export const publicFormUrl = (origin: string, formId: string) => `${origin}/submissions/${formId}`;

/**
 * docs/product.md#roles: once a form exists, only a MANAGER or the form's creator changes who is notified
 * of its submissions.
 */
export function canChangeNotifiedUser(
  viewer: { id: string; role: Role },
  form: { createdBy: { id: string } | null } | null,
): boolean {
  return form === null || viewer.role === 'MANAGER' || form.createdBy?.id === viewer.id;
}

/** Who may see a form's record and answers, by user ids (the API's rows and the apps' records alike). */
export interface FormAccess {
  createdBy: string | null;
  notifiedUser: string | null;
}

/** Editing and deleting a form: a MANAGER of its company or its creator (docs/forms-and-templates.md). */
export function canEditForm(viewer: { id: string; role: Role }, form: Pick<FormAccess, 'createdBy'>): boolean {
  return (
    viewer.role === 'MANAGER' || (viewer.role === 'USER' && form.createdBy !== null && form.createdBy === viewer.id)
  );
}

/**
 * Seeing a form and its answers (home, the form's answer list and CSV, one answer): whoever may edit
 * it, and its notified user, whom each new answer is announced to.
 */
export function canSeeFormAnswers(viewer: { id: string; role: Role }, form: FormAccess): boolean {
  return canEditForm(viewer, form) || (viewer.role === 'USER' && form.notifiedUser === viewer.id);
}

/** Body of POST /api/forms/from-template. */
export const fromTemplateSchema = z.object(
  { templateId: safeString({ error: messages.required }).trim().min(1, messages.required) },
  { error: messages.invalidRequest },
);
export type FromTemplateInput = z.output<typeof fromTemplateSchema>;

/** The question fields editors of earlier releases neither show nor send. */
export const questionModelFields = [
  'required',
  'key',
  'conditions',
  'minDate',
  'maxDate',
  'numberKind',
  'min',
  'max',
  'ratingMax',
  'ratingStyle',
  'scaleFrom',
  'scaleTo',
  'minLabel',
  'maxLabel',
  'rows',
] as const satisfies readonly (keyof Question)[];

/**
 * A save from an editor that predates the question model must not destroy it
 * (docs/forms-and-templates.md#the-question-model): each sent question whose id and type match a stored
 * question gets back every field of `questionModelFields` the body does not mention at all. A field
 * sent empty ('' or null) is a choice and stays. Answers the body unchanged when nothing was missing.
 */
export function keepStoredQuestionFields(body: unknown, stored: readonly Question[]): unknown {
  if (!isRecord(body) || !Array.isArray(body.questions)) return body;
  const byId = new Map(stored.map((question) => [question.id, question]));
  let changed = false;
  const questions = body.questions.map((question: unknown) => {
    if (!isRecord(question) || typeof question.id !== 'string') return question;
    const before = byId.get(question.id.trim());
    if (!before || before.type !== question.type) return question;
    const missing = questionModelFields.filter((field) => !(field in question) && before[field] !== undefined);
    if (missing.length === 0) return question;
    changed = true;
    return { ...question, ...Object.fromEntries(missing.map((field) => [field, before[field]])) };
  });
  return changed ? { ...body, questions } : body;
}
