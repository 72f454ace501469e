// The conditional jumps of a form (docs/product.md#entities, #states): where the wizard goes after a question,
// which questions no path reaches, and keeping question ids and jump targets consistent.
import { END } from './entities';
import type { Condition, Question, StepValue } from './responses';
import {
  grades,
  hasOptionJumps,
  isEmptyAnswer,
  isNumericType,
  isRequired,
  parseNumber,
  questionMessages,
  validateAnswer,
} from './questions';

/** A v4 UUID from the Web Crypto API, which browsers (also on plain http) and Node both have. */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a respondent gave for an original-type question: a text, the option texts of a MULTIPLE, or nothing yet. */
export type StepAnswer = string | readonly string[] | null | undefined;
/** What the path functions read for a question: a `StepAnswer` or a typed value (`AnswerValue`). */
export type StepInput = StepAnswer | StepValue;

/** Whether `condition` holds for the answer `value` of `question` (numbers compare; 'unanswered' on empty). */
export function conditionHolds(question: Question, condition: Condition, value: StepInput): boolean {
  if (condition.op === 'unanswered') return isEmptyAnswer(value);
  if (!isNumericType(question.type) || isEmptyAnswer(value) || typeof condition.value !== 'number') return false;
  const number = parseNumber(value);
  if (number === undefined) return false;
  switch (condition.op) {
    case '<':
      return number < condition.value;
    case '<=':
      return number <= condition.value;
    case '=':
      return number === condition.value;
    case '>=':
      return number >= condition.value;
    case '>':
      return number > condition.value;
  }
}

/**
 * THE path rule (docs/forms-and-templates.md#the-question-model), used by the wizard, the API and the
 * logic linter: the index of the question shown after question `index` given its answer. In order:
 * the first of the question's `conditions` that holds, else the chosen SINGLE/DROPDOWN option's jump,
 * else the question's own jump, else the next question. Null when nothing follows, so this step is
 * the last one and shows ENVIAR: after the last question, or when the jump is 'end'. A jump that does
 * not lead forward (stale data) is ignored, so the wizard can never loop.
 */
export function nextStep(questions: readonly Question[], index: number, answer?: StepInput): number | null {
  const last = questions.length - 1;
  const question = questions[index];
  if (!question || index >= last) return null;

  const condition = (question.conditions ?? []).find((candidate) => conditionHolds(question, candidate, answer));
  const chosen =
    hasOptionJumps(question.type) && typeof answer === 'string'
      ? question.options.find((option) => option.text.trim() === answer.trim())
      : undefined;
  for (const goTo of [condition?.goTo, chosen?.goTo, question.goTo]) {
    if (!goTo) continue;
    if (goTo === END) return null;
    const target = questions.findIndex((candidate) => candidate.id === goTo);
    if (target > index) return target;
  }
  return index + 1;
}

/** The ids of the questions a respondent with these answers (by question id) is shown, in order. */
export function answerPath(questions: readonly Question[], answers: Readonly<Record<string, StepInput>>): string[] {
  const path: string[] = [];
  let index: number | null = questions.length > 0 ? 0 : null;
  while (index !== null) {
    const question = questions[index]!;
    path.push(question.id);
    index = nextStep(questions, index, answers[question.id]);
  }
  return path;
}

/** Why an answer set could not come from the wizard: the question concerned and a pt-BR message. */
export interface PathIssue {
  questionId: string;
  message: string;
}

/**
 * Checks a whole answer set (typed values by question id, empty ones absent or null) against the
 * path: every answered question must be on the path the answers themselves take, and every required
 * question on it must be answered. Undefined when the wizard could have produced the set. Each value
 * is checked on its own with `validateAnswer` first.
 */
export function checkAnswerPath(
  questions: readonly Question[],
  answers: Readonly<Record<string, StepInput>>,
): PathIssue | undefined {
  const path = answerPath(questions, answers);
  const onPath = new Set(path);
  for (const question of questions) {
    if (!onPath.has(question.id) && !isEmptyAnswer(answers[question.id])) {
      return { questionId: question.id, message: questionMessages.outsidePath };
    }
  }
  for (const id of path) {
    const question = questions.find((candidate) => candidate.id === id)!;
    if (isRequired(question) && isEmptyAnswer(answers[id])) {
      return { questionId: id, message: questionMessages.requiredOnPath(question.title) };
    }
  }
  return undefined;
}

/** A stand-in for "answered with something no rule looks at". */
const ANY_ANSWER = '\u0000';

/**
 * Answers that together take every way out of `question`: each option of a SINGLE or DROPDOWN, each
 * grade, values around each NUMBER threshold, any answer of the other types, and no answer when the
 * question is optional.
 */
function sampleAnswers(question: Question): StepInput[] {
  const samples: StepInput[] = [];
  if (hasOptionJumps(question.type) && question.options.length > 0) {
    samples.push(...question.options.map((option) => option.text));
  } else if (question.type === 'NUMBER') {
    const around = [0, -1e9, 1e9, question.min, question.max];
    for (const condition of question.conditions ?? []) {
      if (typeof condition.value !== 'number') continue;
      for (const delta of [-1, -0.5, 0, 0.5, 1]) around.push(condition.value + delta);
    }
    samples.push(...around.filter((value) => value !== undefined && validateAnswer(question, value).ok));
  } else if (isNumericType(question.type)) samples.push(...grades(question));
  else samples.push(ANY_ANSWER);
  if (!isRequired(question)) samples.push(null);
  return samples;
}

/** Ids of the questions no path from the first question reaches, in form order. */
export function unreachableQuestions(questions: readonly Question[]): string[] {
  if (questions.length === 0) return [];
  const reached = new Set<number>([0]);
  const pending = [0];
  while (pending.length > 0) {
    const index = pending.pop()!;
    const question = questions[index]!;
    for (const answer of sampleAnswers(question)) {
      const next = nextStep(questions, index, answer);
      if (next !== null && !reached.has(next)) {
        reached.add(next);
        pending.push(next);
      }
    }
  }
  return questions.filter((_question, index) => !reached.has(index)).map((question) => question.id);
}

/** Every jump (of a question or of an option) to `removedId` now goes to the end of the form. */
export function dropJumpsTo<T extends Question>(questions: readonly T[], removedId: string): T[] {
  const retarget = (goTo: string | undefined) => (goTo === removedId ? END : goTo);
  return questions.map((question) => ({
    ...question,
    ...(question.goTo !== undefined ? { goTo: retarget(question.goTo) } : {}),
    ...(question.conditions
      ? { conditions: question.conditions.map((condition) => ({ ...condition, goTo: retarget(condition.goTo)! })) }
      : {}),
    options: question.options.map((option) =>
      option.goTo !== undefined ? { ...option, goTo: retarget(option.goTo) } : option,
    ),
  }));
}

/**
 * Gives every question an id: a missing or blank one, 'end' (it would read as the end of the form)
 * or a repeat of an earlier question's id gets a fresh random UUID. Jumps naming a repeated id keep
 * meaning its first holder.
 */
export function ensureQuestionIds<T extends { id?: string | undefined }>(
  questions: readonly T[],
): (T & { id: string })[] {
  const seen = new Set<string>();
  return questions.map((question) => {
    let id = question.id?.trim() ?? '';
    if (id === '' || id === END || seen.has(id)) {
      do id = randomUuid();
      while (seen.has(id));
    }
    seen.add(id);
    return { ...question, id };
  });
}

/**
 * The same questions under fresh ids, with every jump following its question (a copy of a template
 * must not share ids with the template or other copies). A jump to an unknown id is dropped.
 */
export function renewQuestionIds(questions: readonly Question[]): Question[] {
  const renamed = new Map<string, string>();
  for (const question of questions) {
    if (!renamed.has(question.id)) renamed.set(question.id, randomUuid());
  }
  const follow = (goTo: string | undefined) => (goTo === undefined || goTo === END ? goTo : renamed.get(goTo));
  const withJump = <T extends { goTo?: string }>(item: T): T => {
    if (item.goTo === undefined) return item;
    const { goTo, ...rest } = item;
    const target = follow(goTo);
    return (target === undefined ? rest : { ...rest, goTo: target }) as T;
  };
  const used = new Set<string>();
  return questions.map((question) => {
    // A repeated id (never stored by the API, but possible in old data) still gets one of its own.
    let id = renamed.get(question.id)!;
    if (used.has(id)) id = randomUuid();
    used.add(id);
    const conditions = question.conditions?.flatMap((condition) => {
      const goTo = follow(condition.goTo);
      return goTo === undefined ? [] : [{ ...condition, goTo }];
    });
    return {
      ...withJump(question),
      id,
      options: question.options.map(withJump),
      ...(conditions ? { conditions } : {}),
    };
  });
}
