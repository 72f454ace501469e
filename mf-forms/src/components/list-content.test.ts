import type { Form, Submission } from '@formbuilder/contracts';
import { formRow, formsPlanNotice, submissionRow } from './list-content';

// Only what the rows read; the rest of a form does not change what they say.
const form = (fields: Partial<Form>) =>
  ({
    id: 'f1',
    title: 'Pesquisa NPS',
    statusLabel: 'Ativo',
    statusColor: 'green',
    createdBy: { id: 'u1', name: 'Ana Lima' },
    questions: [{}, {}],
    answerCount: 1,
    ...fields,
  }) as unknown as Form;

describe('the rows of the forms list', () => {
  it('when a form is scheduled, then its row opens its answers and says status, schedule, creator and counts', () => {
    const row = formRow(form({ life: { availability: 'SCHEDULED', availabilityLabel: 'Agendado' } as Form['life'] }));
    expect(row).toEqual({
      href: '/forms/f1/submissions',
      label: 'Ver respostas de Pesquisa NPS',
      title: 'Pesquisa NPS',
      tags: [
        { text: 'Ativo', color: 'green' },
        { text: 'Agendado', color: 'blue' },
      ],
      lines: ['Criado por: Ana Lima', '2 perguntas · 1 resposta'],
    });
  });

  it('when the creator is disabled and the API does not count answers, then the row says so and only the questions', () => {
    const row = formRow(
      form({ statusLabel: 'Inativo', statusColor: 'gray', createdBy: null, answerCount: undefined, questions: [] }),
    );
    expect(row.tags).toEqual([{ text: 'Inativo', color: 'default' }]);
    expect(row.lines).toEqual(['Criado por: Usuário desativado', '0 perguntas']);
  });

  it('when a form is closed, then its life tag is red', () => {
    const row = formRow(form({ life: { availability: 'CLOSED', availabilityLabel: 'Encerrado' } as Form['life'] }));
    expect(row.tags[1]).toEqual({ text: 'Encerrado', color: 'red' });
  });
});

describe('the rows of an answers list', () => {
  const submission = {
    id: 's1',
    name: 'Bruno Souza',
    document: '111.444.777-35',
    created: '2026-03-05T13:07:00.000Z',
    form: { id: 'f1', title: 'Pesquisa NPS' },
  } as unknown as Submission;

  it('when on home, then the second line names the form; on a form, the document', () => {
    expect(submissionRow(submission, 'form')).toEqual({
      href: '/forms/f1/submissions/s1',
      label: 'Visualizar Bruno Souza',
      title: 'Bruno Souza',
      line: '05/03/2026, 10:07 · Pesquisa NPS',
    });
    expect(submissionRow(submission, 'document').line).toBe('05/03/2026, 10:07 · 111.444.777-35');
  });
});

describe('the plan on the forms list', () => {
  it('when a MANAGER looks, then the plan card; a USER hears of the plan only at the limit', () => {
    expect(formsPlanNotice('MANAGER', true)).toBe('card');
    expect(formsPlanNotice('MANAGER', false)).toBe('card');
    expect(formsPlanNotice('USER', true)).toBeNull();
    expect(formsPlanNotice('USER', false)).toBe('limit');
  });
});
