// The editing operations on a question list (docs/product.md#states, #validation), so the form editor and the
// template editor change questions, options and jumps the same way. Every function is pure and
// answers new objects.
import { dropJumpsTo, randomUuid, unreachableQuestions } from './branching';
import { END, type QuestionType } from './entities';
import type { Option, Question } from './responses';
import { formMessages } from './forms';
import { gradeRange, hasOptionJumps, hasOptions, isNumericType, isRequired, questionMessages } from './questions';

export const questionDraftText = {
  question: (position: number) => `Pergunta ${position}`,
  jumpTarget: (position: number, title: string) =>
    title.trim() === '' ? `Pergunta ${position}` : `Pergunta ${position}: ${title.trim()}`,
  end: 'Fim do formulário',
  unreachable: 'Nenhum caminho do formulário leva a esta pergunta',
} as const;

/**
 * A blank question of the default type with a fresh id. New questions are optional (`required:
 * false`), as in the form builders people know; questions stored without the field stay required.
 */
export function newQuestion(): Question {
  return { id: randomUuid(), title: '', type: 'STRING', options: [], required: false };
}

export function newOption(): Option {
  return { text: '' };
}

const withoutJump = <T extends { goTo?: string; branch?: boolean }>(item: T): T => {
  const { goTo: _goTo, branch: _branch, ...rest } = item;
  return rest as T;
};

/**
 * docs/product.md#states: to a type with options (SINGLE, MULTIPLE, DROPDOWN, RANKING, MATRIX) adds
 * one empty option when there is none; to any other type clears the options. Only SINGLE and
 * DROPDOWN options jump, so any other type drops the options' jumps. Value comparisons are kept only
 * between numeric types ('unanswered' always stays); a MATRIX starts with one empty row.
 */
export function changeQuestionType(question: Question, type: QuestionType): Question {
  if (question.type === type) return question;
  const conditions = question.conditions?.filter((condition) => condition.op === 'unanswered' || isNumericType(type));
  const base: Question = { ...question, type, ...(question.conditions ? { conditions: conditions ?? [] } : {}) };
  if (type === 'MATRIX' && (question.rows ?? []).length === 0) base.rows = [''];
  if (!hasOptions(type)) return { ...base, options: [] };
  const options = question.options.length > 0 ? question.options : [newOption()];
  return { ...base, options: hasOptionJumps(type) ? options : options.map(withoutJump) };
}

/**
 * Removes the question at `index`, except the last remaining one (docs/product.md#validation: the list is then
 * answered unchanged). Every jump to it now goes to the end of the form; `retargeted` counts them,
 * so the editor can say so.
 */
export function removeQuestion(
  questions: readonly Question[],
  index: number,
): { questions: Question[]; retargeted: number } {
  const removed = questions[index];
  if (!removed || questions.length <= 1) return { questions: [...questions], retargeted: 0 };
  const rest = questions.filter((_question, position) => position !== index);
  let retargeted = 0;
  for (const question of rest) {
    if (question.goTo === removed.id) retargeted += 1;
    for (const option of question.options) if (option.goTo === removed.id) retargeted += 1;
    for (const condition of question.conditions ?? []) if (condition.goTo === removed.id) retargeted += 1;
  }
  return { questions: retargeted > 0 ? dropJumpsTo(rest, removed.id) : rest, retargeted };
}

/** Removes the option at `index`, except the last remaining one (docs/product.md#validation). */
export function removeOption(question: Question, index: number): Question {
  if (question.options.length <= 1 || !question.options[index]) return question;
  return { ...question, options: question.options.filter((_option, position) => position !== index) };
}

export interface JumpTarget {
  value: string;
  label: string;
}

/** Where question `index` (or one of its options) may jump: a later question or the end (docs/product.md#states). */
export function jumpTargets(questions: readonly Question[], index: number): JumpTarget[] {
  const later = questions
    .map((question, position) => ({
      value: question.id,
      label: questionDraftText.jumpTarget(position + 1, question.title),
    }))
    .slice(index + 1);
  return [...later, { value: END, label: questionDraftText.end }];
}

export interface LogicIssue {
  /** Path as the editors key their errors: 'questions.2.goTo', 'questions.0.options.1.goTo'. */
  path: string;
  /** The failing question's position, from 1. */
  position: number;
  message: string;
}

export interface QuestionsLogic {
  /** Ids of the questions no path from the first question reaches, in form order. */
  unreachable: string[];
  /** Jumps to an earlier question (or itself) or to a question that does not exist. */
  badJumps: LogicIssue[];
  /** Value rules that do not fit their question or can never hold (path 'questions.2.conditions.0'). */
  badConditions: LogicIssue[];
}

/** The values a grade question's condition holds for, or undefined for NUMBER (unbounded). */
function heldGrades(question: Question, op: string, value: number): number[] | undefined {
  const range = gradeRange(question);
  if (!range) return undefined;
  const all = Array.from({ length: range.to - range.from + 1 }, (_unused, index) => range.from + index);
  return all.filter((grade) =>
    op === '<'
      ? grade < value
      : op === '<='
        ? grade <= value
        : op === '='
          ? grade === value
          : op === '>='
            ? grade >= value
            : grade > value,
  );
}

/** Conditions that do not fit their question, are out of its scale, or never hold after the earlier ones. */
function conditionIssues(question: Question, index: number): LogicIssue[] {
  const issues: LogicIssue[] = [];
  const add = (position: number, message: string) =>
    issues.push({ path: `questions.${index}.conditions.${position}`, position: index + 1, message });
  const covered = new Set<number>();
  let unansweredSeen = false;
  (question.conditions ?? []).forEach((condition, position) => {
    if (condition.op === 'unanswered') {
      if (isRequired(question) || unansweredSeen) add(position, questionMessages.conditionNeverHolds);
      unansweredSeen = true;
      return;
    }
    if (!isNumericType(question.type) || typeof condition.value !== 'number') {
      add(position, questionMessages.invalidCondition);
      return;
    }
    const held = heldGrades(question, condition.op, condition.value);
    if (held === undefined) {
      const { min, max } = question;
      const value = condition.value;
      const outside =
        (min !== undefined &&
          (condition.op === '<' ? value <= min : condition.op !== '>' && condition.op !== '>=' && value < min)) ||
        (max !== undefined &&
          (condition.op === '>' ? value >= max : condition.op !== '<' && condition.op !== '<=' && value > max));
      if (outside) add(position, questionMessages.conditionOutOfRange);
      return;
    }
    if (held.length === 0) add(position, questionMessages.conditionOutOfRange);
    else if (held.every((grade) => covered.has(grade))) add(position, questionMessages.conditionNeverHolds);
    held.forEach((grade) => covered.add(grade));
  });
  return issues;
}

/** The logic check (the linter) an editor runs before saving and shows as the questions change. */
export function checkQuestionsLogic(questions: readonly Question[]): QuestionsLogic {
  const indexOf = new Map<string, number>();
  questions.forEach((question, index) => {
    if (!indexOf.has(question.id)) indexOf.set(question.id, index);
  });
  const badJumps: LogicIssue[] = [];
  const check = (from: number, goTo: string | undefined, path: string) => {
    if (goTo === undefined || goTo === '' || goTo === END) return;
    const target = indexOf.get(goTo);
    if (target === undefined) badJumps.push({ path, position: from + 1, message: formMessages.jumpUnknown });
    else if (target <= from) badJumps.push({ path, position: from + 1, message: formMessages.jumpBackward });
  };
  questions.forEach((question, index) => {
    check(index, question.goTo, `questions.${index}.goTo`);
    (question.conditions ?? []).forEach((condition, position) =>
      check(index, condition.goTo, `questions.${index}.conditions.${position}.goTo`),
    );
    if (!hasOptionJumps(question.type)) return;
    question.options.forEach((option, position) =>
      check(index, option.goTo, `questions.${index}.options.${position}.goTo`),
    );
  });
  const badConditions = questions.flatMap(conditionIssues);
  return { unreachable: unreachableQuestions(questions), badJumps, badConditions };
}
