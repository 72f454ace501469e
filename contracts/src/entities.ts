// The records the API answers with (docs/product.md#entities), as the apps see them.
import type { PrivacyAck, PrivacyNotice } from './privacy';
import type { Role } from './roles';

/** Every question type, the original five first. */
export const questionTypes = [
  'STRING',
  'TEXT',
  'SINGLE',
  'MULTIPLE',
  'FILE',
  'DATE',
  'NUMBER',
  'EMAIL',
  'PHONE',
  'DOCUMENT',
  'DROPDOWN',
  'RATING',
  'NPS',
  'SCALE',
  'MATRIX',
  'RANKING',
  'SIGNATURE',
] as const;
export type QuestionType = (typeof questionTypes)[number];
/** The types every earlier release knows; an editor of such a release can not keep any other. */
export const legacyQuestionTypes = [
  'STRING',
  'TEXT',
  'SINGLE',
  'MULTIPLE',
  'FILE',
] as const satisfies readonly QuestionType[];
export const questionTypeLabels: Record<QuestionType, string> = {
  STRING: 'Texto curto',
  TEXT: 'Texto longo',
  SINGLE: 'Escolha única',
  MULTIPLE: 'Escolha múltipla',
  FILE: 'Arquivo',
  DATE: 'Data',
  NUMBER: 'Número',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  DOCUMENT: 'CPF/CNPJ',
  DROPDOWN: 'Lista suspensa',
  RATING: 'Avaliação',
  NPS: 'NPS',
  SCALE: 'Escala linear',
  MATRIX: 'Grade (matriz)',
  RANKING: 'Ordenação',
  SIGNATURE: 'Assinatura',
};

export const formStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type FormStatus = (typeof formStatuses)[number];
export const formStatusLabels: Record<FormStatus, string> = { ACTIVE: 'Ativo', INACTIVE: 'Inativo' };
export const formStatusColors: Record<FormStatus, string> = { ACTIVE: 'green', INACTIVE: 'grey' };

/** A jump target: the id of a later question, or the end of the form. */
export const END = 'end';
export type GoTo = string;

export interface Option {
  text: string;
  file?: string;
  branch?: boolean;
  goTo?: GoTo;
}

/** NUMBER: whole numbers only, or decimals too. */
export const numberKinds = ['INTEGER', 'DECIMAL'] as const;
export type NumberKind = (typeof numberKinds)[number];
/** RATING: drawn as stars or as numbers. */
export const ratingStyles = ['STARS', 'NUMBERS'] as const;
export type RatingStyle = (typeof ratingStyles)[number];

/** The comparison of a value rule; 'unanswered' holds when an optional question was left empty. */
export const conditionOperators = ['<', '<=', '=', '>=', '>', 'unanswered'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/**
 * A jump on the answer's value (contracts/src/branching.ts): `<`, `<=`, `=`, `>=`, `>` compare the
 * number of a NUMBER, RATING, NPS or SCALE answer with `value`; 'unanswered' (any type) holds when
 * the question was left empty. The first rule that holds decides the jump.
 */
export interface Condition {
  op: ConditionOperator;
  /** The number compared with; absent for 'unanswered'. */
  value?: number;
  goTo: GoTo;
}

export interface Question {
  id: string;
  title: string;
  type: QuestionType;
  /**
   * SINGLE, MULTIPLE, DROPDOWN, RANKING: the choices; MATRIX: the columns. Any other type: [].
   * SINGLE and DROPDOWN options may jump (`goTo`).
   */
  options: Option[];
  branch?: boolean;
  goTo?: GoTo;
  /** Must be answered. Absent (every question stored before this field existed) reads as true. */
  required?: boolean;
  /** A name to recall this question's answer in a later title as `{{key}}` (same rule as hidden field names). */
  key?: string;
  /** Jumps on the answer's value, tried in order before the option and question jumps. */
  conditions?: Condition[];
  /** DATE: earliest and latest allowed day, ISO `YYYY-MM-DD`, both optional. */
  minDate?: string;
  maxDate?: string;
  /** NUMBER: INTEGER (default) or DECIMAL; optional inclusive bounds. */
  numberKind?: NumberKind;
  min?: number;
  max?: number;
  /** RATING: highest grade, 3 to 10 (default 5), drawn as STARS (default) or NUMBERS; the lowest is 1. */
  ratingMax?: number;
  ratingStyle?: RatingStyle;
  /** SCALE: from 0 or 1 (default 1) to 2..10 (default 5). */
  scaleFrom?: number;
  scaleTo?: number;
  /** NPS and SCALE: the texts under the lowest and the highest grade. */
  minLabel?: string;
  maxLabel?: string;
  /** MATRIX: the rows (each answered with one column, the options). */
  rows?: string[];
}

/**
 * The typed answer of a question (see `validateAnswer`):
 * STRING, TEXT, EMAIL, PHONE, DOCUMENT, SINGLE, DROPDOWN: a string; FILE, SIGNATURE: the file URL;
 * DATE: `YYYY-MM-DD`; NUMBER, RATING, NPS, SCALE: a number; MULTIPLE: the picked option texts;
 * RANKING: every option text, best first; MATRIX: `{ [row]: column }` for the rows answered.
 */
export type AnswerValue = string | number | string[] | Record<string, string>;

/** What a respondent gives a question, or null/undefined when it was left empty. */
export type StepValue = AnswerValue | null | undefined;

/** Names of the hidden fields a form fills from its public link's query string (`?pedido=123`). */
export type HiddenFields = string[];

export interface Company {
  id: string;
  name: string;
  formsLimit: number;
  usersLimit: number;
  allowEmail: boolean;
  allowSMS: boolean;
  allowWhatsapp: boolean;
  color: string;
  logo: string | null;
  /** The privacy notice shown on the welcome step ('' for none). */
  privacyNotice: string;
  /** Link to the company's privacy policy ('' for none). */
  privacyPolicyUrl: string;
  /** Respondents must acknowledge the notice before sending. */
  privacyAckRequired: boolean;
  /** Answers older than this many days are deleted; null (or absent, older servers): kept. */
  retentionDays?: number | null;
}

export interface User {
  id: string;
  name: string;
  username: string;
  email: string;
  phone: string;
  role: Role;
  roleLabel: string;
  company: Company | null;
}

export interface UserRef {
  id: string;
  name: string;
}

export interface Form {
  id: string;
  title: string;
  status: FormStatus;
  statusLabel: string;
  statusColor: string;
  anonymous: boolean;
  questions: Question[];
  /** Hidden fields filled from the public link's query string; absent (older servers): none. */
  hiddenFields?: HiddenFields;
  /** The description or welcome text of the respondent's first step; absent: none (older servers too). */
  description?: string;
  createdBy: UserRef | null;
  company: Pick<Company, 'id' | 'color' | 'logo'>;
  notifiedUser: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Answer {
  questionId?: string;
  question: string;
  answer: string;
  goTo?: GoTo;
  /** The question's type in the form as it is now (absent when the question is gone); set by the API on reads. */
  type?: QuestionType;
  /** The typed answer (`AnswerValue`); absent on answers stored before typed values existed. */
  value?: AnswerValue;
}

export interface Comment {
  user: string | null;
  comment: string;
  created: string;
  isUser: boolean;
}

export interface Submission {
  id: string;
  name: string;
  document: string;
  email: string;
  phone: string;
  answers: Answer[];
  comments: Comment[];
  created: string;
  form: Pick<Form, 'id' | 'title' | 'createdBy'>;
  company: string;
  /** The privacy notice the respondent acknowledged, when the company required it; null otherwise. */
  privacyAck: PrivacyAck | null;
  /** The form's hidden fields as the public link gave them; absent when none (and on older servers). */
  hidden?: Record<string, string>;
}

export interface TemplateCategory {
  id: string;
  name: string;
}

export interface Template {
  id: string;
  title: string;
  category: TemplateCategory;
  questions: Question[];
}

/** What a respondent receives to fill a form: no staff data. */
export interface PublicForm {
  id: string;
  title: string;
  anonymous: boolean;
  questions: Question[];
  /** The hidden fields to read from the page's query string; absent (older servers): none. */
  hiddenFields?: HiddenFields;
  /** Shown on the welcome step; absent: none (older servers too). */
  description?: string;
  company: {
    name: string;
    color: string;
    logo: string | null;
    /** The company's privacy notice for the welcome step; absent (older servers) or null: none. */
    privacy?: PrivacyNotice | null;
  };
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 500;
