import type { Question } from './responses';
import { checkQuestionsLogic, removeQuestion } from './question-drafts';
import { duplicateQuestion, moveQuestion, restoreQuestion } from './question-moves';

const question = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  title: id.toUpperCase(),
  type: 'STRING',
  options: [],
  ...extra,
});

describe('moveQuestion', () => {
  it('when a question moves down, then the others close up and jumps still name the same ids', () => {
    const list = [question('a', { goTo: 'c' }), question('b'), question('c')];

    const moved = moveQuestion(list, 0, 1);

    expect(moved.map((q) => q.id)).toEqual(['b', 'a', 'c']);
    expect(moved[1]!.goTo).toBe('c');
    expect(list.map((q) => q.id)).toEqual(['a', 'b', 'c']);
  });

  it('when a move puts a jump target before its question, then the linter reports the backward jump', () => {
    const list = [question('a', { goTo: 'c' }), question('b'), question('c')];

    const moved = moveQuestion(list, 2, 0);

    expect(moved.map((q) => q.id)).toEqual(['c', 'a', 'b']);
    expect(checkQuestionsLogic(moved).badJumps).toEqual([expect.objectContaining({ position: 2 })]);
  });

  it('when the target is past either end, then the question goes to that end', () => {
    const list = [question('a'), question('b'), question('c')];
    expect(moveQuestion(list, 0, 9).map((q) => q.id)).toEqual(['b', 'c', 'a']);
    expect(moveQuestion(list, 2, -1).map((q) => q.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('duplicateQuestion', () => {
  it('when a question is copied, then the copy follows it with a new id, the same jumps and no key', () => {
    const options = [{ text: 'Sim', goTo: 'c' }, { text: 'Não' }];
    const list = [question('a', { type: 'SINGLE', options, key: 'resposta' }), question('b'), question('c')];

    const { questions, copy } = duplicateQuestion(list, 0);

    expect(questions.map((q) => q.id)).toEqual(['a', copy!.id, 'b', 'c']);
    expect(copy!.id).not.toBe('a');
    expect(copy).toMatchObject({ title: 'A', type: 'SINGLE', options });
    expect(copy!.key).toBeUndefined();
    copy!.options[0]!.text = 'mudou';
    expect(list[0]!.options[0]!.text).toBe('Sim');
    expect(checkQuestionsLogic(questions).badJumps).toEqual([]);
  });
});

describe('restoreQuestion', () => {
  it('when nothing changed since the removal, then the list and the jumps sent to the end come back', () => {
    const before = [question('a', { goTo: 'b' }), question('b'), question('c')];
    const { questions: after } = removeQuestion(before, 1);

    const restored = restoreQuestion(after, { before, after, index: 1 });

    expect(restored).toEqual(before);
  });

  it('when other edits followed, then only the question goes back at its place and the edits stay', () => {
    const before = [question('a'), question('b'), question('c')];
    const { questions: after } = removeQuestion(before, 1);
    const edited = after.map((q) => (q.id === 'c' ? { ...q, title: 'Editada' } : q));

    const restored = restoreQuestion(edited, { before, after, index: 1 });

    expect(restored.map((q) => [q.id, q.title])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'Editada'],
    ]);
  });
});
