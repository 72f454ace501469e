import {
  dropJumpsTo,
  ensureQuestionIds,
  nextStep,
  randomUuid,
  renewQuestionIds,
  unreachableQuestions,
} from './branching';
import type { Question } from './responses';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const text = (id: string, goTo?: string): Question => ({
  id,
  title: id,
  type: 'STRING',
  options: [],
  ...(goTo ? { goTo } : {}),
});

// q1 SINGLE: Sim -> q3, Não -> end, Talvez -> (question goTo) q4; q2 is skipped by every path.
const branching: Question[] = [
  {
    id: 'q1',
    title: 'Gostou?',
    type: 'SINGLE',
    goTo: 'q4',
    options: [{ text: 'Sim', goTo: 'q3' }, { text: 'Não', goTo: 'end' }, { text: 'Talvez' }],
  },
  text('q2'),
  text('q3'),
  text('q4'),
  text('q5'),
];

describe('nextStep', () => {
  it('when the chosen SINGLE option has a jump, then it goes there', () => {
    expect(nextStep(branching, 0, 'Sim')).toBe(2);
  });

  it("when the chosen option jumps to 'end', then this step is the last one (ENVIAR)", () => {
    expect(nextStep(branching, 0, 'Não')).toBeNull();
  });

  it("when the option has no jump, then the question's own jump applies", () => {
    expect(nextStep(branching, 0, 'Talvez')).toBe(3);
  });

  it('when nothing jumps, then it goes to the next question', () => {
    expect(nextStep(branching, 1, 'qualquer')).toBe(2);
  });

  it('when the question is the last one, then nothing follows', () => {
    expect(nextStep(branching, 4, 'x')).toBeNull();
  });

  it('when a MULTIPLE question has option jumps, then only the question jump counts', () => {
    const questions: Question[] = [
      { id: 'a', title: 'a', type: 'MULTIPLE', options: [{ text: 'x', goTo: 'c' }, { text: 'y' }] },
      text('b'),
      text('c'),
    ];
    expect(nextStep(questions, 0, ['x'])).toBe(1);
  });

  it('when a stored jump points backwards or nowhere, then it is ignored and the wizard moves on', () => {
    const questions = [text('a'), text('b', 'a'), text('c', 'gone'), text('d')];
    expect(nextStep(questions, 1)).toBe(2);
    expect(nextStep(questions, 2)).toBe(3);
  });
});

describe('unreachableQuestions', () => {
  it('when every path skips a question, then its id is listed', () => {
    expect(unreachableQuestions(branching)).toEqual(['q2']);
  });

  it('when the form has no jumps, then every question is reachable', () => {
    expect(unreachableQuestions([text('a'), text('b'), text('c')])).toEqual([]);
  });

  it('when the first question jumps to the end, then no other question is reached', () => {
    expect(unreachableQuestions([text('a', 'end'), text('b'), text('c')])).toEqual(['b', 'c']);
  });
});

describe('dropJumpsTo', () => {
  it("when a question is removed, then jumps to it go to 'end' and the others stay", () => {
    // Act
    const result = dropJumpsTo(branching, 'q3');

    // Assert
    expect(result[0]!.options.map((option) => option.goTo)).toEqual(['end', 'end', undefined]);
    expect(result[0]!.goTo).toBe('q4');
    expect(branching[0]!.options[0]!.goTo).toBe('q3');
  });
});

describe('ensureQuestionIds', () => {
  it('when ids are missing, blank, repeated or "end", then they get fresh UUIDs and the rest are kept', () => {
    // Act
    const result = ensureQuestionIds([{ id: 'a' }, {}, { id: '  ' }, { id: 'a' }, { id: 'end' }, { id: 'b' }]);

    // Assert
    const ids = result.map((question) => question.id);
    expect(ids[0]).toBe('a');
    expect(ids[5]).toBe('b');
    for (const id of ids.slice(1, 5)) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('renewQuestionIds', () => {
  it('when a template is copied, then every id is new and every jump follows its question', () => {
    // Act
    const copy = renewQuestionIds(branching);

    // Assert
    const ids = copy.map((question) => question.id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids.some((id) => branching.some((question) => question.id === id))).toBe(false);
    expect(copy[0]!.options.map((option) => option.goTo)).toEqual([ids[2], 'end', undefined]);
    expect(copy[0]!.goTo).toBe(ids[3]);
    expect(nextStep(copy, 0, 'Sim')).toBe(nextStep(branching, 0, 'Sim'));
  });
});

describe('randomUuid', () => {
  it('when called twice, then it yields two different v4 UUIDs', () => {
    const first = randomUuid();
    expect(first).toMatch(UUID);
    expect(randomUuid()).not.toBe(first);
  });
});
