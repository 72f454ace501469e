import { clearChangedErrors } from './field-errors';

describe('clearChangedErrors', () => {
  const errors = { title: 'Campo obrigatório', 'questions.1.options': 'Deve ter pelo menos duas opções' };
  const before = { title: '', questions: [{ title: 'a' }, { title: 'b', options: [] }] };

  it('when nothing at an error path changed, then the same errors come back', () => {
    const after = { ...before, questions: [{ title: 'a!' }, before.questions[1]] };
    expect(clearChangedErrors(errors, before, after)).toBe(errors);
  });

  it('when the value at an error path changed, then only that error goes', () => {
    const after = { ...before, questions: [before.questions[0], { title: 'b', options: [{ text: '' }] }] };
    expect(clearChangedErrors(errors, before, after)).toEqual({ title: 'Campo obrigatório' });
  });
});
