// The question model (docs/forms-and-templates.md#the-question-model): what each type holds, the ONE
// validation of an answer per type (used by the editor's preview, the wizard and the API), the text
// an answer reads as, hidden fields and recall. Pure functions, pt-BR messages.
import { z } from 'zod';
import type { HiddenFields, QuestionType } from './entities';
import type { AnswerValue, Question, StepValue } from './responses';
import { formatIsoDate, formatNumber, ISO_DATE_PATTERN } from './display';
import { isDocument, isPhone } from './formats';
import { messages } from './messages';

/** Limits of the per-type settings. */
export const QUESTION_LIMITS = {
  ratingMin: 3,
  ratingMax: 10,
  ratingDefault: 5,
  scaleFromValues: [0, 1] as readonly number[],
  scaleToMin: 2,
  scaleToMax: 10,
  scaleFromDefault: 1,
  scaleToDefault: 5,
  npsMin: 0,
  npsMax: 10,
  endLabel: 100,
  rows: 50,
  hiddenFields: 20,
  hiddenName: 40,
  hiddenValue: 500,
  /** NUMBER answers and bounds stay within what a double holds exactly. */
  number: 1e15,
} as const;

/** The pt-BR messages of the question model, written once. */
export const questionMessages = {
  invalidDate: 'Data inválida. Use o formato dd/mm/aaaa',
  dateBefore: (min: string) => `A data deve ser igual ou posterior a ${formatIsoDate(min)}`,
  dateAfter: (max: string) => `A data deve ser igual ou anterior a ${formatIsoDate(max)}`,
  invalidNumber: 'Número inválido',
  integerOnly: 'Informe um número inteiro',
  numberBelow: (min: number) => `O número deve ser maior ou igual a ${formatNumber(min)}`,
  numberAbove: (max: number) => `O número deve ser menor ou igual a ${formatNumber(max)}`,
  outOfRange: (from: number, to: number) => `Escolha um valor de ${from} a ${to}`,
  matrixRowMissing: (row: string) => `Escolha uma opção na linha "${row}"`,
  rankingIncomplete: 'Ordene todas as opções',
  invalidSignature: 'Assinatura inválida',
  minAfterMax: 'O mínimo deve ser menor ou igual ao máximo',
  invalidSetting: 'Configuração inválida para este tipo de pergunta',
  atLeastOneRow: 'Deve ter pelo menos uma linha',
  repeatedRow: 'As linhas devem ser diferentes',
  repeatedOption: 'As opções devem ser diferentes',
  invalidFieldName: 'Nome inválido. Use letras, números e _ (ex: utm_source)',
  repeatedFieldName: 'Nome repetido',
  tooManyHiddenFields: `Deve ter no máximo ${QUESTION_LIMITS.hiddenFields} campos ocultos`,
  invalidCondition: 'Condição inválida para este tipo de pergunta',
  conditionOutOfRange: 'O valor da condição está fora da escala da pergunta',
  conditionNeverHolds: 'Esta condição nunca é verdadeira: uma condição anterior já cobre os mesmos valores',
  outsidePath: 'Resposta para uma pergunta que as regras do formulário pulam',
  requiredOnPath: (title: string) => `Responda a pergunta obrigatória "${title}"`,
} as const;

/** Types whose `options` the editor lists (MATRIX's are its columns). */
export const optionQuestionTypes = [
  'SINGLE',
  'MULTIPLE',
  'DROPDOWN',
  'RANKING',
  'MATRIX',
] as const satisfies readonly QuestionType[];
/** Types whose options may jump (`option.goTo`). */
export const optionJumpTypes = ['SINGLE', 'DROPDOWN'] as const satisfies readonly QuestionType[];
/** Types whose value rules compare numbers (`<`, `<=`, `=`, `>=`, `>`). */
export const numericQuestionTypes = ['NUMBER', 'RATING', 'NPS', 'SCALE'] as const satisfies readonly QuestionType[];
/** Types answered with an uploaded file's URL. */
export const fileQuestionTypes = ['FILE', 'SIGNATURE'] as const satisfies readonly QuestionType[];
/** Types whose wizard step loads its own code only when a form has one. */
export const heavyQuestionTypes = ['SIGNATURE', 'MATRIX', 'RANKING'] as const satisfies readonly QuestionType[];

const includes = (list: readonly string[], type: string) => list.includes(type);
export const hasOptions = (type: QuestionType) => includes(optionQuestionTypes, type);
export const hasOptionJumps = (type: QuestionType) => includes(optionJumpTypes, type);
export const isNumericType = (type: QuestionType) => includes(numericQuestionTypes, type);
export const isFileType = (type: QuestionType) => includes(fileQuestionTypes, type);

/**
 * `required` as stored: absent reads as true (every question written before the field existed was
 * mandatory). New questions from `newQuestion()` are optional.
 */
export const isRequired = (question: Pick<Question, 'required'>) => question.required !== false;

/** The lowest and highest grade of a RATING, NPS or SCALE question; undefined for any other type. */
export function gradeRange(question: Question): { from: number; to: number } | undefined {
  switch (question.type) {
    case 'RATING':
      return { from: 1, to: clampInt(question.ratingMax, QUESTION_LIMITS.ratingDefault) };
    case 'NPS':
      return { from: QUESTION_LIMITS.npsMin, to: QUESTION_LIMITS.npsMax };
    case 'SCALE':
      return {
        from: clampInt(question.scaleFrom, QUESTION_LIMITS.scaleFromDefault),
        to: clampInt(question.scaleTo, QUESTION_LIMITS.scaleToDefault),
      };
    default:
      return undefined;
  }
}

const clampInt = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** The grades from `gradeRange`, as a list (what a radiogroup draws). */
export function grades(question: Question): number[] {
  const range = gradeRange(question);
  if (!range) return [];
  return Array.from({ length: range.to - range.from + 1 }, (_unused, index) => range.from + index);
}

/** NPS groups: detractors 0-6, passives 7-8, promoters 9-10. */
export type NpsGroup = 'DETRACTOR' | 'PASSIVE' | 'PROMOTER';
export const npsGroupLabels: Record<NpsGroup, string> = {
  DETRACTOR: 'Detratores',
  PASSIVE: 'Neutros',
  PROMOTER: 'Promotores',
};
export const npsGroup = (grade: number): NpsGroup => (grade <= 6 ? 'DETRACTOR' : grade <= 8 ? 'PASSIVE' : 'PROMOTER');

/** NPS score in % (promoters minus detractors over all graded), rounded to one decimal; null with no answer. */
export function npsScore(counts: { promoters: number; detractors: number; total: number }): number | null {
  if (counts.total === 0) return null;
  return Math.round(((counts.promoters - counts.detractors) * 1000) / counts.total) / 10;
}

// ---------------------------------------------------------------- formats

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real calendar day as `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `dd/mm/aaaa` (or already ISO) to `YYYY-MM-DD`; undefined when it is not a real day. */
export function parseBrDate(value: string): string | undefined {
  const text = value.trim();
  if (isIsoDate(text)) return text;
  const match = BR_DATE.exec(text);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : undefined;
}

/**
 * A number typed in pt-BR ('1234,5', '1.234,5', '-3') or sent as a number; undefined when it is not one.
 * A '.' is read as a thousands separator when a ',' is present or it is followed by exactly three digits.
 */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value.trim().replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(text)) return undefined;
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

// ---------------------------------------------------------------- answers

/** docs/product.md#limits: multiple-choice answers are stored as option texts joined by a comma and a space. */
export const CHOICE_SEPARATOR = ', ';

/**
 * The options a MULTIPLE answer picked, in the form's option order without repeats, or undefined
 * when something picked is not an option. A string is read as option texts joined by ', '; an
 * option whose own text holds ', ' is still recognised.
 */
export function pickedChoices(answer: string | string[], options: readonly string[]): string[] | undefined {
  const known = options.map((option) => option.trim());
  const picked = Array.isArray(answer) ? fromList(answer, known) : splitJoined(answer.trim(), known);
  if (!picked) return undefined;
  return known.filter((option, index) => picked.includes(option) && known.indexOf(option) === index);
}

function fromList(values: string[], options: readonly string[]): string[] | undefined {
  const picked = values.map((value) => value.trim()).filter((value) => value !== '');
  return picked.every((value) => options.includes(value)) ? picked : undefined;
}

function splitJoined(text: string, options: readonly string[]): string[] | undefined {
  if (text === '') return [];
  const dead = new Set<number>();
  const from = (start: number): string[] | undefined => {
    if (dead.has(start)) return undefined;
    for (const option of options) {
      if (option === '' || !text.startsWith(option, start)) continue;
      const end = start + option.length;
      if (end === text.length) return [option];
      if (text.startsWith(CHOICE_SEPARATOR, end)) {
        const rest = from(end + CHOICE_SEPARATOR.length);
        if (rest) return [option, ...rest];
      }
    }
    dead.add(start);
    return undefined;
  };
  return from(0);
}

/** The outcome of `validateAnswer`: the typed value (null: left empty), or the pt-BR message. */
export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

const ok = (value: AnswerValue | null): AnswerCheck => ({ ok: true, value });
const fail = (message: string): AnswerCheck => ({ ok: false, message });

/** Empty: undefined, null, a blank string, an empty list or an empty object. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const optionTexts = (question: Question) => question.options.map((option) => option.text.trim());
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const text = (raw: unknown): AnswerCheck => (typeof raw === 'string' ? ok(raw.trim()) : fail(messages.invalidAnswer));

/** A stored upload or http(s) URL, as `isFileUrl` of forms.ts (kept here to avoid a cycle). */
const fileUrl = (raw: unknown, message: string): AnswerCheck => {
  if (typeof raw !== 'string') return fail(message);
  const value = raw.trim();
  if (value.length > 2048 || /\s/.test(value)) return fail(message);
  if (value.startsWith('/')) return value.startsWith('//') ? fail(message) : ok(value);
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? ok(value) : fail(message);
  } catch {
    return fail(message);
  }
};

const grade = (question: Question, raw: unknown): AnswerCheck => {
  const range = gradeRange(question)!;
  const number = parseNumber(raw);
  if (number === undefined || !Number.isInteger(number) || number < range.from || number > range.to) {
    return fail(questionMessages.outOfRange(range.from, range.to));
  }
  return ok(number);
};

/** One rule per type for a non-empty answer (`validateAnswer` handles empty and required first). */
export const answerRules: Record<QuestionType, (question: Question, raw: unknown) => AnswerCheck> = {
  STRING: (_question, raw) => text(raw),
  TEXT: (_question, raw) => text(raw),
  SINGLE: (question, raw) =>
    typeof raw === 'string' && optionTexts(question).includes(raw.trim())
      ? ok(raw.trim())
      : fail(messages.invalidOption),
  DROPDOWN: (question, raw) => answerRules.SINGLE(question, raw),
  MULTIPLE: (question, raw) => {
    if (typeof raw !== 'string' && !isStringList(raw)) return fail(messages.invalidAnswer);
    const picked = pickedChoices(raw, optionTexts(question));
    if (!picked) return fail(messages.invalidOption);
    return picked.length > 0 ? ok(picked) : ok(null);
  },
  FILE: (_question, raw) => fileUrl(raw, messages.invalidFileAnswer),
  SIGNATURE: (_question, raw) => fileUrl(raw, questionMessages.invalidSignature),
  EMAIL: (_question, raw) => {
    if (typeof raw !== 'string') return fail(messages.invalidEmail);
    const value = raw.trim().toLowerCase();
    return z.email().safeParse(value).success ? ok(value) : fail(messages.invalidEmail);
  },
  PHONE: (_question, raw) =>
    typeof raw === 'string' && isPhone(raw.trim()) ? ok(raw.trim()) : fail(messages.invalidPhone),
  DOCUMENT: (_question, raw) =>
    typeof raw === 'string' && isDocument(raw.trim()) ? ok(raw.trim().toUpperCase()) : fail(messages.invalidDocument),
  DATE: (question, raw) => {
    const iso = typeof raw === 'string' ? parseBrDate(raw) : undefined;
    if (!iso) return fail(questionMessages.invalidDate);
    if (question.minDate && iso < question.minDate) return fail(questionMessages.dateBefore(question.minDate));
    if (question.maxDate && iso > question.maxDate) return fail(questionMessages.dateAfter(question.maxDate));
    return ok(iso);
  },
  NUMBER: (question, raw) => {
    const number = parseNumber(raw);
    if (number === undefined || Math.abs(number) > QUESTION_LIMITS.number) return fail(questionMessages.invalidNumber);
    if (question.numberKind !== 'DECIMAL' && !Number.isInteger(number)) return fail(questionMessages.integerOnly);
    if (question.min !== undefined && number < question.min) return fail(questionMessages.numberBelow(question.min));
    if (question.max !== undefined && number > question.max) return fail(questionMessages.numberAbove(question.max));
    return ok(number);
  },
  RATING: grade,
  NPS: grade,
  SCALE: grade,
  MATRIX: (question, raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(messages.invalidAnswer);
    const rows = (question.rows ?? []).map((row) => row.trim());
    const columns = optionTexts(question);
    const value: Record<string, string> = {};
    for (const [row, column] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof column !== 'string' || column.trim() === '') continue;
      if (!rows.includes(row.trim()) || !columns.includes(column.trim())) return fail(messages.invalidOption);
      value[row.trim()] = column.trim();
    }
    // Every row once anything is answered: a half-filled grid is a mistake, not a choice.
    const missing = rows.find((row) => value[row] === undefined);
    if (missing !== undefined) return fail(questionMessages.matrixRowMissing(missing));
    return ok(Object.fromEntries(rows.map((row) => [row, value[row]!])));
  },
  RANKING: (question, raw) => {
    if (!isStringList(raw)) return fail(messages.invalidAnswer);
    const known = optionTexts(question);
    const order = raw.map((item) => item.trim());
    const complete =
      order.length === known.length &&
      new Set(order).size === order.length &&
      order.every((item) => known.includes(item));
    return complete ? ok(order) : fail(questionMessages.rankingIncomplete);
  },
};

/**
 * THE validation of one answer, shared by the wizard (before PRÓXIMA), the editor's preview and the
 * API: empty -> `messages.required` when the question is required, else `{ ok: true, value: null }`;
 * otherwise the type's rule of `answerRules`, which answers the normalised typed value. Lenient on
 * the way in: numbers may be pt-BR strings ('3,5'), dates `dd/mm/aaaa` or ISO, MULTIPLE a single text.
 */
export function validateAnswer(question: Question, raw: unknown): AnswerCheck {
  const required = isRequired(question);
  if (isEmptyAnswer(raw)) return required ? fail(messages.required) : ok(null);
  const check = answerRules[question.type](question, raw);
  return check.ok && check.value === null && required ? fail(messages.required) : check;
}

/**
 * The text an answer reads as (the `answer` every reader of earlier releases shows, CSV cells):
 * dates `dd/mm/aaaa`, numbers with a decimal comma, MULTIPLE and RANKING joined by ', ', MATRIX as
 * 'linha: coluna' joined by '; '.
 */
export function answerText(question: Pick<Question, 'type'>, value: StepValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return question.type === 'DATE' ? formatIsoDate(value) : value;
  if (Array.isArray(value)) return value.join(CHOICE_SEPARATOR);
  return Object.entries(value)
    .map(([row, column]) => `${row}: ${column}`)
    .join('; ');
}

// ---------------------------------------------------------------- hidden fields and recall

/** Hidden field names and recall keys: a letter or '_', then letters, digits or '_' (up to 40). */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/**
 * The declared hidden fields found in a query string (`?pedido=123&utm_source=x`), each trimmed and
 * capped; undeclared names are ignored, an empty value is left out.
 */
export function pickHiddenFields(
  declared: HiddenFields | undefined,
  query: URLSearchParams | Record<string, unknown>,
): Record<string, string> {
  const read = (name: string): unknown =>
    query instanceof URLSearchParams ? query.get(name) : (query as Record<string, unknown>)[name];
  const picked: Record<string, string> = {};
  for (const name of declared ?? []) {
    const value = read(name);
    if (typeof value !== 'string') continue;
    const trimmed = value.trim().slice(0, QUESTION_LIMITS.hiddenValue);
    if (trimmed !== '') picked[name] = trimmed;
  }
  return picked;
}

/** What `{{name}}` may recall: earlier answers by question id, and the hidden fields. */
export interface RecallContext {
  questions: readonly Question[];
  /** Answers so far by question id. */
  answers: Readonly<Record<string, StepValue>>;
  hidden?: Readonly<Record<string, string>>;
}

const RECALL = /\{\{\s*([A-Za-z_][A-Za-z0-9_]{0,39})\s*\}\}/g;

/**
 * A title with each `{{name}}` replaced by the answer (as `answerText`) of the question whose `key`
 * is `name`, else the hidden field `name`; '' when neither has a value. The result is plain text:
 * render it as a text node, never as HTML.
 */
export function renderRecall(title: string, context: RecallContext): string {
  return title.replace(RECALL, (_match, name: string) => {
    const question = context.questions.find((candidate) => candidate.key === name);
    if (question) return answerText(question, context.answers[question.id]);
    return context.hidden?.[name] ?? '';
  });
}

/** The `{{name}}` names a title recalls, in order, without repeats. */
export function recalledNames(title: string): string[] {
  return [...new Set(Array.from(title.matchAll(RECALL), (match) => match[1]!))];
}
