// The fixed values of the records the API answers with (docs/product.md#entities): question types,
// form statuses and their labels. The records' types are the output of their schemas in responses.ts.

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

/** NUMBER: whole numbers only, or decimals too. */
export const numberKinds = ['INTEGER', 'DECIMAL'] as const;
export type NumberKind = (typeof numberKinds)[number];
/** RATING: drawn as stars or as numbers. */
export const ratingStyles = ['STARS', 'NUMBERS'] as const;
export type RatingStyle = (typeof ratingStyles)[number];

/** The comparison of a value rule; 'unanswered' holds when an optional question was left empty. */
export const conditionOperators = ['<', '<=', '=', '>=', '>', 'unanswered'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Names of the hidden fields a form fills from its public link's query string (`?pedido=123`). */
export type HiddenFields = string[];

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 500;
