// The conditional jumps of a form (docs/product.md#entities, #states): where the wizard goes after a question,
// which questions no path reaches, and keeping question ids and jump targets consistent.
import { END, type Question } from './entities';

/** A v4 UUID from the Web Crypto API, which browsers (also on plain http) and Node both have. */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a respondent gave for a question: a text, the option texts of a MULTIPLE, or nothing yet. */
export type StepAnswer = string | readonly string[] | null | undefined;

/**
 * The index of the question the wizard shows after question `index` (docs/product.md#states): the jump of
 * the chosen SINGLE option, else the question's own jump, else the next question. Null when nothing
 * follows, so this step is the last one and shows ENVIAR: after the last question, or when the jump
 * is 'end' (a branch that ends the form there). A jump that does not lead forward (stale data) is
 * ignored, so the wizard can never loop.
 */
export function nextStep(questions: readonly Question[], index: number, answer?: StepAnswer): number | null {
  const last = questions.length - 1;
  const question = questions[index];
  if (!question || index >= last) return null;

  const chosen =
    question.type === 'SINGLE' && typeof answer === 'string'
      ? question.options.find((option) => option.text === answer)
      : undefined;
  for (const goTo of [chosen?.goTo, question.goTo]) {
    if (!goTo) continue;
    if (goTo === END) return null;
    const target = questions.findIndex((candidate) => candidate.id === goTo);
    if (target > index) return target;
  }
  return index + 1;
}

/** Ids of the questions no path from the first question reaches, in form order. */
export function unreachableQuestions(questions: readonly Question[]): string[] {
  if (questions.length === 0) return [];
  const reached = new Set<number>([0]);
  const pending = [0];
  while (pending.length > 0) {
    const index = pending.pop()!;
    const question = questions[index]!;
    const answers: StepAnswer[] =
      question.type === 'SINGLE' && question.options.length > 0
        ? question.options.map((option) => option.text)
        : [undefined];
    for (const answer of answers) {
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
    return { ...withJump(question), id, options: question.options.map(withJump) };
  });
}
