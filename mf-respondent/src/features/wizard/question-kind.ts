// What the wizard needs to know of a question beyond its title and options: its type's settings and
// whether it must be answered. Every read of the per-type settings goes through here and through
// types/rules.ts, which the page loads (with their steps) only for a form with a question of a new type.
import type { Question, StepAnswer } from '@formbuilder/contracts';
import type * as TypeRules from './types/rules';

/** The settings of the new types, each optional (an older question has none). */
export interface QuestionSettings {
  /** DATE: earliest and latest day allowed, ISO. */
  earliest?: string;
  latest?: string;
  /** NUMBER: bounds, and whether decimals are allowed. */
  min?: number;
  max?: number;
  decimals?: boolean;
  /** RATING: 3 to 10 points, drawn as stars or as numbers. */
  points?: number;
  display?: 'stars' | 'numbers';
  /** SCALE: the two ends; NPS and SCALE: the labels of the two ends. */
  from?: number;
  to?: number;
  fromLabel?: string;
  toLabel?: string;
  /** MATRIX: its rows (the options are its columns). */
  rows?: string[];
}

/** A question as the wizard reads it: any type (also one this build does not know), maybe optional. */
export type WizardQuestion = Omit<Question, 'type'> & {
  type: string;
  required?: boolean;
  settings?: QuestionSettings;
};

export const settingsOf = (question: WizardQuestion): QuestionSettings => question.settings ?? {};

/** Questions saved before optional questions existed have no flag and stay mandatory. */
export const isRequired = (question: WizardQuestion): boolean => question.required !== false;

/** Not one of the types the page knew before the new ones, whose steps and rules are in its first load. */
export const isNewType = (type: string): boolean => !/^(STRING|TEXT|SINGLE|MULTIPLE|FILE)$/.test(type);

export const usesNewTypes = (questions: readonly WizardQuestion[]): boolean =>
  questions.some((question) => isNewType(question.type));

let rules: typeof TypeRules | null = null;

/** Called by the chunk of the new types' steps when it loads: from then on their rules apply. */
export function registerTypeRules(loaded: typeof TypeRules): void {
  rules = loaded;
}

/** Loads the steps and rules of the new types (once). */
export const loadNewTypes = () => import('./types/new-type-step');

const basicAnswered = (answer: StepAnswer): boolean =>
  answer !== null && answer !== undefined && (typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0);

/** Whether the respondent gave something for this step (a MATRIX needs every row). */
export function isStepAnswered(question: WizardQuestion, answer: StepAnswer): boolean {
  return rules && isNewType(question.type) ? rules.isStepAnswered(question, answer) : basicAnswered(answer);
}

/** Why this step cannot move on, or null; an optional question left empty passes. */
export function stepError(question: WizardQuestion, answer: StepAnswer, required: string): string | null {
  if (rules && isNewType(question.type)) return rules.typeStepError(question, answer);
  return basicAnswered(answer) || !isRequired(question) ? null : required;
}

export type TypedValue = string | number | string[] | Record<string, string>;

/** The typed value a new type's answer is stored with, next to its text; undefined for the original types. */
export function typedValue(question: WizardQuestion, answer: StepAnswer): TypedValue | undefined {
  return rules && isNewType(question.type) ? rules.typedValue(question, answer) : undefined;
}

/** The text of an answer, as every reader of the answers' text shows it. */
export function answerText(question: WizardQuestion, answer: StepAnswer): string | string[] {
  if (rules && isNewType(question.type)) return rules.answerText(question, answer);
  return typeof answer === 'string' ? answer.trim() : [...(answer ?? [])];
}
