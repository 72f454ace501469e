// The editing operations on a question list (docs/product.md#states, #validation), so the form editor and the
// template editor change questions, options and jumps the same way. Every function is pure and
// answers new objects.
import { dropJumpsTo, randomUuid, unreachableQuestions } from './branching';
import { END, type Option, type Question, type QuestionType } from './entities';
import { formMessages } from './forms';

export const questionDraftText = {
  question: (position: number) => `Pergunta ${position}`,
  jumpTarget: (position: number, title: string) =>
    title.trim() === '' ? `Pergunta ${position}` : `Pergunta ${position}: ${title.trim()}`,
  end: 'Fim do formulário',
  unreachable: 'Nenhum caminho do formulário leva a esta pergunta',
} as const;

const hasOptions = (type: QuestionType) => type === 'SINGLE' || type === 'MULTIPLE';

/** A blank question of the default type with a fresh id. */
export function newQuestion(): Question {
  return { id: randomUuid(), title: '', type: 'STRING', options: [] };
}

export function newOption(): Option {
  return { text: '' };
}

const withoutJump = <T extends { goTo?: string; branch?: boolean }>(item: T): T => {
  const { goTo: _goTo, branch: _branch, ...rest } = item;
  return rest as T;
};

/**
 * docs/product.md#states: to SINGLE or MULTIPLE adds one empty option when there is none; to any other type
 * clears the options. Only SINGLE options jump, so any other type drops the options' jumps.
 */
export function changeQuestionType(question: Question, type: QuestionType): Question {
  if (question.type === type) return question;
  if (!hasOptions(type)) return { ...question, type, options: [] };
  const options = question.options.length > 0 ? question.options : [newOption()];
  return { ...question, type, options: type === 'SINGLE' ? options : options.map(withoutJump) };
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
}

/** The logic check an editor runs before saving and shows as the questions change. */
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
    if (question.type !== 'SINGLE') return;
    question.options.forEach((option, position) =>
      check(index, option.goTo, `questions.${index}.options.${position}.goTo`),
    );
  });
  return { unreachable: unreachableQuestions(questions), badJumps };
}
