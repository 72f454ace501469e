// What the wizard needs of a question beyond its title and options: whether it must be answered, and
// how a step's answer reads as text and as a typed value. The new types' rules (contracts'
// validateAnswer) come with their steps in types/rules.ts, which the page loads only for a form
// with a question of a new type, so the first load of the other forms stays small.
import { isRequired, type AnswerValue, type Question, type StepAnswer } from '@formbuilder/contracts';
import { stepKit } from './kit';
import type * as TypeRules from './types/rules';

/** A question as the wizard reads it. */
export type WizardQuestion = Question;
export type TypedValue = AnswerValue;

/** Not one of the types the page knew before the new ones, whose steps and rules are in its first load. */
export const isNewType = (type: string): boolean => !/^(STRING|TEXT|SINGLE|MULTIPLE|FILE)$/.test(type);

export const usesNewTypes = (questions: readonly WizardQuestion[]): boolean =>
  questions.some((question) => isNewType(question.type));

let rules: typeof TypeRules | null = null;

/** Loads the steps and rules of the new types (once); from then on their rules apply. */
export const loadNewTypes = () =>
  import('./types/new-type-step').then((steps) => {
    rules ??= steps.setUp(stepKit);
    return steps;
  });

const basicAnswered = (answer: StepAnswer): boolean =>
  answer !== null && answer !== undefined && (typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0);

/** Whether the respondent gave something for this step. */
export function isStepAnswered(question: WizardQuestion, answer: StepAnswer): boolean {
  return rules && isNewType(question.type) ? rules.isStepAnswered(question, answer) : basicAnswered(answer);
}

/** Why this step cannot move on, or null; an optional question left empty passes. */
export function stepError(question: WizardQuestion, answer: StepAnswer, required: string): string | null {
  if (rules && isNewType(question.type)) return rules.typeStepError(question, answer);
  return basicAnswered(answer) || !isRequired(question) ? null : required;
}

/** The typed value a new type's answer is stored with, next to its text; undefined for the original types. */
export function typedValue(question: WizardQuestion, answer: StepAnswer): TypedValue | undefined {
  return rules && isNewType(question.type) ? rules.typedValue(question, answer) : undefined;
}

/** The text of an answer, as every reader of the answers' text shows it. */
export function answerText(question: WizardQuestion, answer: StepAnswer): string | string[] {
  if (rules && isNewType(question.type)) return rules.typeAnswerText(question, answer);
  return typeof answer === 'string' ? answer.trim() : [...(answer ?? [])];
}
