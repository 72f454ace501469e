import type { PublicForm } from '@formbuilder/contracts';
import { identityErrors, isAnswered, stepsAhead, submissionBody } from './wizard-answers';

const form: PublicForm = {
  id: 'f1',
  title: 'Pesquisa',
  anonymous: false,
  company: { name: 'ACME', color: '#123456', logo: null },
  questions: [
    { id: 'q1', title: 'Gostou?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não', goTo: 'q3' }] },
    { id: 'q2', title: 'Por quê?', type: 'TEXT', options: [] },
    { id: 'q3', title: 'Cores', type: 'MULTIPLE', options: [{ text: 'Azul' }, { text: 'Verde' }] },
  ],
};
const identity = { name: 'Ana', document: '529.982.247-25', email: '', phone: '' };

describe('submissionBody', () => {
  it('sends only the answers of the walked path, dropping a branch the respondent backed out of', () => {
    const body = submissionBody(form, identity, { q1: 'Não', q2: 'resposta antiga', q3: ['Azul', 'Verde'] }, [0, 2]);
    expect(body.answers).toEqual([
      { questionId: 'q1', question: 'Gostou?', answer: 'Não' },
      { questionId: 'q3', question: 'Cores', answer: ['Azul', 'Verde'] },
    ]);
    expect(body.name).toBe('Ana');
  });

  it('drops empty answers and sends no identity for an anonymous form', () => {
    const body = submissionBody({ ...form, anonymous: true }, identity, { q1: 'Sim', q2: '   ' }, [0, 1]);
    expect(body.answers.map((a) => a.questionId)).toEqual(['q1']);
    expect(body).toMatchObject({ name: '', document: '' });
  });

  it('sends the privacy acknowledgement only when the company requires it', () => {
    const noticed = {
      ...form,
      company: { ...form.company, privacy: { text: 'Aviso', policyUrl: '', ackRequired: true } },
    };
    expect(submissionBody(noticed, identity, {}, [], true).privacyAck).toBe(true);
    expect(submissionBody(noticed, identity, {}, []).privacyAck).toBe(false);
    expect('privacyAck' in submissionBody(form, identity, {}, [], true)).toBe(false);
  });
});

describe('identityErrors', () => {
  it('requires name and a valid CPF/CNPJ, and checks e-mail and phone only when given', () => {
    expect(identityErrors({ name: '', document: '123', email: 'x', phone: '11' })).toEqual({
      name: 'Campo obrigatório',
      document: 'CPF/CNPJ inválido',
      email: 'E-mail inválido',
      phone: 'Telefone inválido. Use o formato (XX) XXXXX-XXXX',
    });
    expect(identityErrors(identity)).toEqual({});
    expect(identityErrors({ ...identity, document: '12.ABC.345/01DE-35' })).toEqual({});
  });
  it('can check one field, as on blur', () => {
    expect(identityErrors({ ...identity, email: 'x' }, 'name')).toEqual({});
  });
});

describe('isAnswered', () => {
  it('treats blank text and empty choices as unanswered', () => {
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(['a'])).toBe(true);
    expect(isAnswered(undefined)).toBe(false);
  });
});

describe('stepsAhead', () => {
  it('counts the questions left on the path the answers lead to, so the last step has none after it', () => {
    // q1 'Não' jumps to q3, the last question; 'Sim' (or no answer yet) goes on through q2.
    expect(stepsAhead(form.questions, 0, {})).toBe(2);
    expect(stepsAhead(form.questions, 0, { q1: 'Sim' })).toBe(2);
    expect(stepsAhead(form.questions, 0, { q1: 'Não' })).toBe(1);
    expect(stepsAhead(form.questions, 2, { q1: 'Não' })).toBe(0);
  });

  it('stops where a jump ends the form', () => {
    const ending = [
      { ...form.questions[0]!, options: [{ text: 'Sim' }, { text: 'Não', goTo: 'end' }] },
      ...form.questions.slice(1),
    ];
    expect(stepsAhead(ending, 0, { q1: 'Não' })).toBe(0);
    expect(stepsAhead(ending, 0, { q1: 'Sim' })).toBe(2);
  });
});
