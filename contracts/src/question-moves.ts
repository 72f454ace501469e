// Reordering, copying and putting back questions in the editors. Jumps name their target by id
// (`goTo`), so a jump keeps leading to the same question wherever it moves; a move that turns a jump
// backwards is reported by the logic linter (`checkQuestionsLogic`), as any other bad jump.
import { randomUuid } from './branching';
import type { Question } from './responses';

/** The list with the question at `from` moved to `to` (both clamped to the list); a new array. */
export function moveQuestion(questions: readonly Question[], from: number, to: number): Question[] {
  const list = [...questions];
  if (from < 0 || from >= list.length) return list;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = list.splice(from, 1);
  list.splice(target, 0, moved!);
  return list;
}

/**
 * A copy of the question at `index` right after it, with a fresh id and without the recall `key`
 * (keys are unique). Its own jumps lead where the original's do (every target after the original is
 * after the copy too); jumps to the original stay with the original.
 */
export function duplicateQuestion(
  questions: readonly Question[],
  index: number,
): { questions: Question[]; copy?: Question } {
  const original = questions[index];
  if (!original) return { questions: [...questions] };
  const { key: _key, ...rest } = original;
  const copy = JSON.parse(JSON.stringify({ ...rest, id: randomUuid() })) as Question;
  const list = [...questions];
  list.splice(index + 1, 0, copy);
  return { questions: list, copy };
}

/**
 * Undo of a removal: `before` is the list as it was just before the question was removed and
 * `after` the list the removal answered. While nothing else changed (`current === after`) the list
 * comes back exactly, the jumps the removal sent to the end included; after other edits the question
 * alone goes back at its place (clamped), keeping those edits.
 */
export function restoreQuestion(
  current: readonly Question[],
  removal: { before: readonly Question[]; after: readonly Question[]; index: number },
): Question[] {
  if (current === removal.after) return [...removal.before];
  const question = removal.before[removal.index];
  if (!question || current.some((existing) => existing.id === question.id)) return [...current];
  const list = [...current];
  list.splice(Math.min(removal.index, list.length), 0, question);
  return list;
}

/** How long the editors offer to undo a removal ('Desfazer' in the toast), in seconds. */
export const UNDO_SECONDS = 10;
