// The rules of the new question types (docs/product.md#answering-wizard): their points and rows,
// when a step counts as answered, why it cannot move on, and how an answer reads as text and as a
// typed value. A chunk of its own, loaded with the steps of the new types, so a form with only the
// original types never downloads it.
import {
  brDateFromIso,
  formatBrNumber,
  isDocument,
  isoFromBrDate,
  isPhone,
  messages,
  parseBrNumber,
  scalePoints,
  type StepAnswer,
} from '@formbuilder/contracts';
import { isRequired, settingsOf, type TypedValue, type WizardQuestion } from '../question-kind';

/** The points offered by a RATING, an NPS or a SCALE. */
export function pointsOf(question: WizardQuestion): number[] {
  const settings = settingsOf(question);
  if (question.type === 'NPS') return scalePoints(0, 10);
  if (question.type === 'RATING') return scalePoints(1, Math.min(10, Math.max(3, settings.points ?? 5)));
  const from = settings.from ?? 1;
  return scalePoints(from, Math.max(from + 1, settings.to ?? 5));
}

/** The rows of a MATRIX. */
export const rowsOf = (question: WizardQuestion): string[] => settingsOf(question).rows ?? [];

/** Whether the respondent gave something for this step (a MATRIX needs every row). */
export function isStepAnswered(question: WizardQuestion, answer: StepAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (question.type === 'MATRIX') {
    const rows = rowsOf(question);
    return rows.length > 0 && rows.every((_row, index) => (answer[index] ?? '') !== '');
  }
  return answer.length > 0;
}

/** A MATRIX answered partly: some rows and not all. */
export function isMatrixPartial(question: WizardQuestion, answer: StepAnswer): boolean {
  return (
    question.type === 'MATRIX' && Array.isArray(answer) && answer.some(Boolean) && !isStepAnswered(question, answer)
  );
}

/**
 * The typed value a new type's answer is stored with, next to its text: ISO date, number, the
 * chosen column per row, the order of a ranking. Undefined for the original types.
 */
export function typedValue(question: WizardQuestion, answer: StepAnswer): TypedValue | undefined {
  if (answer === null || answer === undefined) return undefined;
  const text = typeof answer === 'string' ? answer.trim() : '';
  switch (question.type) {
    case 'DATE':
      return isoFromBrDate(text) ?? undefined;
    case 'NUMBER':
    case 'RATING':
    case 'NPS':
    case 'SCALE':
      return parseBrNumber(text) ?? undefined;
    case 'MATRIX': {
      const rows = rowsOf(question);
      const values = Array.isArray(answer) ? answer : [];
      return Object.fromEntries(rows.map((row, index) => [row, values[index] ?? '']).filter(([, col]) => col !== ''));
    }
    case 'RANKING':
      return Array.isArray(answer) ? [...answer] : undefined;
    default:
      return undefined;
  }
}

/** The text of an answer, as every reader of the answers' text shows it. */
export function answerText(question: WizardQuestion, answer: StepAnswer): string | string[] {
  if (typeof answer === 'string') return answer.trim();
  const values = [...(answer ?? [])];
  if (question.type === 'MATRIX') {
    return rowsOf(question)
      .map((row, index) => (values[index] ? `${row}: ${values[index]}` : ''))
      .filter(Boolean)
      .join('; ');
  }
  if (question.type === 'RANKING') return values.map((item, index) => `${index + 1}. ${item}`).join('; ');
  return values;
}

/** Messages of the steps' own checks; the API checks the same answers again. */
export const stepMessages = {
  invalidDate: 'Data inválida. Use o formato dd/mm/aaaa.',
  dateBefore: (day: string) => `Informe uma data a partir de ${brDateFromIso(day)}.`,
  dateAfter: (day: string) => `Informe uma data até ${brDateFromIso(day)}.`,
  invalidNumber: 'Número inválido. Use vírgula para decimais, como 12,5.',
  integerOnly: 'Informe um número inteiro.',
  numberBelow: (min: number) => `Informe um número maior ou igual a ${formatBrNumber(min)}.`,
  numberAbove: (max: number) => `Informe um número menor ou igual a ${formatBrNumber(max)}.`,
  matrixRows: 'Responda todas as linhas.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why this step cannot move on, or null: a required question without answer, a matrix answered
 * only in part, or a value its type refuses. An optional question left empty passes.
 */
export function typeStepError(question: WizardQuestion, answer: StepAnswer): string | null {
  if (!isStepAnswered(question, answer)) {
    if (isMatrixPartial(question, answer)) return stepMessages.matrixRows;
    return isRequired(question) ? messages.required : null;
  }
  const value = typeof answer === 'string' ? answer.trim() : '';
  const settings = settingsOf(question);
  switch (question.type) {
    case 'DATE': {
      const iso = isoFromBrDate(value);
      if (!iso) return stepMessages.invalidDate;
      if (settings.earliest && iso < settings.earliest) return stepMessages.dateBefore(settings.earliest);
      if (settings.latest && iso > settings.latest) return stepMessages.dateAfter(settings.latest);
      return null;
    }
    case 'NUMBER': {
      const number = parseBrNumber(value);
      if (number === null) return stepMessages.invalidNumber;
      if (settings.decimals === false && !Number.isInteger(number)) return stepMessages.integerOnly;
      if (settings.min !== undefined && number < settings.min) return stepMessages.numberBelow(settings.min);
      if (settings.max !== undefined && number > settings.max) return stepMessages.numberAbove(settings.max);
      return null;
    }
    case 'EMAIL':
      return EMAIL_PATTERN.test(value) ? null : messages.invalidEmail;
    case 'PHONE':
      return isPhone(value) ? null : messages.invalidPhone;
    case 'DOCUMENT':
      return isDocument(value) ? null : messages.invalidDocument;
    default:
      return null;
  }
}
