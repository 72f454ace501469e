// The checks and values of the new types, with the expected values written out by hand.
import { messages, type PublicForm, type QuestionType } from '@formbuilder/contracts';
import { answerText, isStepAnswered, loadNewTypes, stepError, typedValue, type WizardQuestion } from '../question-kind';
import { readHiddenFields, recallTitle, submissionBody } from '../wizard-answers';

// The rules apply once the chunk of the new types is in, as in the page.
beforeAll(() => loadNewTypes());

const q = (type: QuestionType, extra: Partial<WizardQuestion> = {}): WizardQuestion => ({
  id: type.toLowerCase(),
  title: type,
  type,
  options: [],
  ...extra,
});
const check = (question: WizardQuestion, answer: Parameters<typeof stepError>[1]) =>
  stepError(question, answer, messages.required);

describe('step checks', () => {
  it('when an optional question is left empty, then PRÓXIMA may go on; a required one says it is required', () => {
    expect(check(q('NPS', { required: false }), undefined)).toBeNull();
    expect(check(q('TEXT', { type: 'TEXT', required: false }), '  ')).toBeNull();
    expect(check(q('NPS'), undefined)).toBe(messages.required);
    // Saved before optional questions existed: no flag, still required.
    expect(check(q('STRING'), '')).toBe(messages.required);
  });

  it('when a date is not a real day or outside its bounds, then the step says so in pt-BR', () => {
    const date = q('DATE', { minDate: '2026-01-01', maxDate: '2026-12-31' });
    expect(check(date, '31/02/2026')).toBe('Data inválida. Use o formato dd/mm/aaaa');
    expect(check(date, '31/12/2025')).toBe('A data deve ser igual ou posterior a 01/01/2026');
    expect(check(date, '01/01/2027')).toBe('A data deve ser igual ou anterior a 31/12/2026');
    expect(check(date, '15/06/2026')).toBeNull();
  });

  it('when a number is typed with a comma, then it is read; bounds and integers are enforced', () => {
    const guests = q('NUMBER', { min: 1, max: 10 });
    expect(check(guests, '2,5')).toBe('Informe um número inteiro');
    expect(check(guests, '0')).toBe('O número deve ser maior ou igual a 1');
    expect(check(guests, '11')).toBe('O número deve ser menor ou igual a 10');
    expect(check(guests, 'dois')).toBe('Número inválido');
    expect(check(guests, '3')).toBeNull();
    expect(check(q('NUMBER', { numberKind: 'DECIMAL', max: 2.5 }), '2,5')).toBeNull();
  });

  it('when an e-mail, phone or document is malformed, then the identity step messages show', () => {
    expect(check(q('EMAIL'), 'ana@')).toBe(messages.invalidEmail);
    expect(check(q('PHONE'), '(11) 9876')).toBe(messages.invalidPhone);
    expect(check(q('DOCUMENT'), '111.111.111-11')).toBe(messages.invalidDocument);
    expect(check(q('DOCUMENT'), '529.982.247-25')).toBeNull();
  });

  it('when a matrix has a row left, then it asks for that row, even if optional; untouched, an optional one passes', () => {
    const matrix = q('MATRIX', {
      required: false,
      options: [{ text: 'Sim' }, { text: 'Não' }],
      rows: ['A', 'B'],
    });
    expect(isStepAnswered(matrix, ['Sim', ''])).toBe(true);
    expect(check(matrix, ['Sim', ''])).toBe('Escolha uma opção na linha "B"');
    expect(check(matrix, ['Sim', 'Não'])).toBeNull();
    expect(check(matrix, ['', ''])).toBeNull();
  });
});

describe('typed values and texts', () => {
  it('gives each new type its stored value beside a readable text', () => {
    const matrix = q('MATRIX', { options: [{ text: 'Bom' }, { text: 'Ruim' }], rows: ['Atendimento', 'Preço'] });
    expect(typedValue(q('DATE'), '05/01/2027')).toBe('2027-01-05');
    expect(typedValue(q('NUMBER', { numberKind: 'DECIMAL' }), '1.234,5')).toBe(1234.5);
    expect(typedValue(q('NPS'), '9')).toBe(9);
    expect(typedValue(matrix, ['Bom', 'Ruim'])).toEqual({ Atendimento: 'Bom', Preço: 'Ruim' });
    expect(answerText(matrix, ['Bom', 'Ruim'])).toBe('Atendimento: Bom; Preço: Ruim');
    const ranking = q('RANKING', { options: [{ text: 'A' }, { text: 'B' }] });
    expect(typedValue(ranking, ['B', 'A'])).toEqual(['B', 'A']);
    expect(answerText(ranking, ['B', 'A'])).toBe('B, A');
    expect(answerText(q('DATE'), '05/01/2027')).toBe('05/01/2027');
    expect(typedValue(q('STRING'), 'texto')).toBeUndefined();
  });
});

describe('what the wizard sends', () => {
  const form = {
    id: 'f1',
    title: 'Evento',
    anonymous: true,
    company: { name: 'ACME', color: '#123456', logo: null },
    hiddenFields: ['pedido', 'utm_source'],
    questions: [q('NPS'), q('DATE', { required: false }), q('NUMBER', { numberKind: 'DECIMAL', key: 'convidados' })],
  } as unknown as PublicForm;

  it('reads only declared hidden fields from the link', () => {
    expect(readHiddenFields(form, '?pedido=123&utm_source=mail&outro=x')).toEqual({
      pedido: '123',
      utm_source: 'mail',
    });
    expect(readHiddenFields(form, '?pedido=')).toEqual({});
  });

  it('sends the typed values, skips an unanswered optional question and adds the hidden fields', () => {
    const body = submissionBody(
      form,
      { name: '', document: '', email: '', phone: '' },
      { nps: '10', number: '2,5' },
      [0, 1, 2],
      false,
      {
        pedido: '123',
      },
    ) as unknown as { hidden: Record<string, string>; answers: unknown[] };
    expect(body.hidden).toEqual({ pedido: '123' });
    expect(body.answers).toEqual([
      { questionId: 'nps', question: 'NPS', answer: '10', value: 10 },
      { questionId: 'number', question: 'NUMBER', answer: '2,5', value: 2.5 },
    ]);
  });

  it('recalls answers and hidden fields as plain text, never as markup', () => {
    const title = recallTitle(
      '{{ pedido }}: {{convidados}} convidados, <{{falta}}>',
      form,
      { number: '<b>2</b>' },
      {
        pedido: '123',
      },
    );
    expect(title).toBe('123: <b>2</b> convidados, <>');
  });
});
