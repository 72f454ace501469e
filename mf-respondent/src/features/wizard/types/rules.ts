// The rules of the new question types as the wizard keeps their answers: the draft holds what was
// typed ('05/01/2027', '2,5', a MATRIX as the column of each row in order), and contracts'
// validateAnswer turns it into the typed value, or says why it cannot be sent. A chunk of its own,
// loaded with the steps of the new types.
import type { AnswerValue, Question, StepAnswer } from '@formbuilder/contracts';
import { kit } from './kit';

/** The rows of a MATRIX. */
export const rowsOf = (question: Question): string[] => question.rows ?? [];

/** The points a RATING, NPS or SCALE offers. */
export const pointsOf = (question: Question): number[] => kit.grades(question);

/** What validateAnswer reads for a step's answer: a MATRIX as `{ row: column }` for the rows chosen. */
export function rawAnswer(question: Question, answer: StepAnswer): unknown {
  if (question.type !== 'MATRIX') return answer ?? undefined;
  const chosen = Array.isArray(answer) ? answer : [];
  return Object.fromEntries(rowsOf(question).flatMap((row, index) => (chosen[index] ? [[row, chosen[index]]] : [])));
}

export const isStepAnswered = (question: Question, answer: StepAnswer): boolean =>
  !kit.isEmptyAnswer(rawAnswer(question, answer));

/** Why this step cannot move on (validateAnswer's message), or null. */
export function typeStepError(question: Question, answer: StepAnswer): string | null {
  const check = kit.validateAnswer(question, rawAnswer(question, answer));
  return check.ok ? null : check.message;
}

/** The typed value to send, or undefined when the step is empty or not valid. */
export function typedValue(question: Question, answer: StepAnswer): AnswerValue | undefined {
  const check = kit.validateAnswer(question, rawAnswer(question, answer));
  return check.ok && check.value !== null ? check.value : undefined;
}

/** The text of the answer, as contracts write it for every reader of the answers' text (as typed when not valid). */
export function typeAnswerText(question: Question, answer: StepAnswer): string {
  const value = typedValue(question, answer);
  if (value !== undefined) return kit.answerText(question, value);
  return typeof answer === 'string' ? answer.trim() : (answer ?? []).join(', ');
}
