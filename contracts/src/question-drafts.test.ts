import type { Question } from './responses';
import {
  changeQuestionType,
  checkQuestionsLogic,
  jumpTargets,
  newOption,
  newQuestion,
  removeOption,
  removeQuestion,
} from './question-drafts';

const question = (id: string, extra: Partial<Question> = {}): Question => ({
  id,
  title: id.toUpperCase(),
  type: 'STRING',
  options: [],
  ...extra,
});

const single = (id: string, goTos: (string | undefined)[], extra: Partial<Question> = {}): Question =>
  question(id, {
    type: 'SINGLE',
    options: goTos.map((goTo, index) => ({ text: `${id}-${index}`, ...(goTo ? { goTo } : {}) })),
    ...extra,
  });

describe('newQuestion and newOption', () => {
  it('when called twice, then each question is blank, short text and has its own id', () => {
    const first = newQuestion();
    expect(first).toMatchObject({ title: '', type: 'STRING', options: [] });
    expect(first.id).not.toBe(newQuestion().id);
    expect(newOption()).toEqual({ text: '' });
  });
});

describe('changeQuestionType', () => {
  it('when a text question becomes SINGLE or MULTIPLE, then it gets one empty option', () => {
    expect(changeQuestionType(question('a'), 'SINGLE').options).toEqual([{ text: '' }]);
    expect(changeQuestionType(question('a'), 'MULTIPLE').options).toEqual([{ text: '' }]);
  });

  it('when a choice question becomes another type, then its options (and their jumps) go', () => {
    const changed = changeQuestionType(single('a', ['end', undefined]), 'FILE');
    expect(changed).toMatchObject({ type: 'FILE', options: [] });
  });

  it('when SINGLE becomes MULTIPLE, then the options stay without their jumps', () => {
    const changed = changeQuestionType(single('a', ['end', undefined]), 'MULTIPLE');
    expect(changed.options).toEqual([{ text: 'a-0' }, { text: 'a-1' }]);
  });

  it('when MULTIPLE becomes SINGLE, then the options stay', () => {
    const multiple = question('a', {
      type: 'MULTIPLE',
      options: [{ text: 'x' }, { text: 'y', file: '/files/1/y.png' }],
    });
    expect(changeQuestionType(multiple, 'SINGLE').options).toEqual(multiple.options);
  });

  it('when the type is the same, then the question is unchanged', () => {
    const q = single('a', ['end']);
    expect(changeQuestionType(q, 'SINGLE')).toBe(q);
  });
});

describe('removeQuestion', () => {
  it('when it is the last question, then the list stays as it was', () => {
    const only = [question('a')];
    expect(removeQuestion(only, 0)).toEqual({ questions: only, retargeted: 0 });
  });

  it('when other questions jump to it, then those jumps go to the end and are counted', () => {
    const questions = [single('a', ['c', 'b']), question('b', { goTo: 'c' }), question('c'), question('d')];
    const { questions: next, retargeted } = removeQuestion(questions, 2);
    expect(retargeted).toBe(2);
    expect(next.map((q) => q.id)).toEqual(['a', 'b', 'd']);
    expect(next[0]!.options.map((option) => option.goTo)).toEqual(['end', 'b']);
    expect(next[1]!.goTo).toBe('end');
  });

  it('when nothing jumps to it, then it is simply removed', () => {
    const { questions, retargeted } = removeQuestion([question('a'), question('b')], 0);
    expect(retargeted).toBe(0);
    expect(questions.map((q) => q.id)).toEqual(['b']);
  });
});

describe('removeOption', () => {
  it('when it is the last option, then the question is unchanged', () => {
    const q = single('a', [undefined]);
    expect(removeOption(q, 0)).toBe(q);
  });

  it('when there are others, then only that option goes', () => {
    expect(removeOption(single('a', [undefined, 'end', undefined]), 1).options.map((o) => o.text)).toEqual([
      'a-0',
      'a-2',
    ]);
  });
});

describe('jumpTargets', () => {
  it('when asked for a question, then only later questions and the end are offered', () => {
    const questions = [question('a'), question('b', { title: '' }), question('c')];
    expect(jumpTargets(questions, 0)).toEqual([
      { value: 'b', label: 'Pergunta 2' },
      { value: 'c', label: 'Pergunta 3: C' },
      { value: 'end', label: 'Fim do formulário' },
    ]);
    expect(jumpTargets(questions, 2)).toEqual([{ value: 'end', label: 'Fim do formulário' }]);
  });
});

describe('checkQuestionsLogic', () => {
  it('when every question is on some path and jumps go forward, then nothing is flagged', () => {
    const questions = [single('a', ['c', undefined]), question('b'), question('c')];
    expect(checkQuestionsLogic(questions)).toEqual({ unreachable: [], badJumps: [], badConditions: [] });
  });

  it('when every path skips a question, then it is unreachable', () => {
    const questions = [question('a', { goTo: 'c' }), question('b'), question('c')];
    expect(checkQuestionsLogic(questions).unreachable).toEqual(['b']);
  });

  it('when a jump goes backwards or nowhere, then it is flagged at its path', () => {
    const questions = [question('a'), single('b', ['a', 'zzz']), question('c', { goTo: 'c' })];
    expect(checkQuestionsLogic(questions).badJumps).toEqual([
      {
        path: 'questions.1.options.0.goTo',
        position: 2,
        message: 'O salto só pode ir para uma pergunta seguinte ou para o fim do formulário',
      },
      { path: 'questions.1.options.1.goTo', position: 2, message: 'O salto aponta para uma pergunta que não existe' },
      {
        path: 'questions.2.goTo',
        position: 3,
        message: 'O salto só pode ir para uma pergunta seguinte ou para o fim do formulário',
      },
    ]);
  });
});
