// The question model on the API (docs/forms-and-templates.md#the-question-model): a form with every
// type saved and read back, typed answers checked by type and by the form's path, stored with their
// text and typed value and read back by staff and respondent, hidden fields stored with the answer,
// signatures through the upload path, older editors' saves keeping the fields they do not know, and
// the migration making every earlier question required.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { messages, questionMessages, type Question } from '@formbuilder/contracts';
import { forms } from '../src/db/schema';
import { call } from './support/http';
import { companyWithStaff, insertForm, pathOf, sampleFiles, upload } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
});
afterAll(() => server.stop());

/** A form with every new type: the NPS jumps of the classic survey, then the rest. */
const everyType = (): Question[] => [
  {
    id: 'nota',
    title: 'De 0 a 10, quanto você nos recomendaria?',
    type: 'NPS',
    options: [],
    required: true,
    minLabel: 'Nada provável',
    maxLabel: 'Muito provável',
    conditions: [
      { op: '<=', value: 6, goTo: 'melhorar' },
      { op: '>=', value: 9, goTo: 'indicar' },
    ],
    goTo: 'data',
  },
  { id: 'melhorar', title: 'O que podemos melhorar?', type: 'TEXT', options: [], required: true, goTo: 'data' },
  { id: 'indicar', title: 'Pode nos indicar?', type: 'EMAIL', options: [], required: false, key: 'indicado' },
  { id: 'data', title: 'Quando foi a visita?', type: 'DATE', options: [], required: true, minDate: '2026-01-01' },
  {
    id: 'convidados',
    title: 'Quantos convidados?',
    type: 'NUMBER',
    options: [],
    required: false,
    numberKind: 'DECIMAL',
    min: 0,
    max: 100,
  },
  { id: 'fone', title: 'Telefone', type: 'PHONE', options: [], required: false },
  { id: 'doc', title: 'CPF/CNPJ', type: 'DOCUMENT', options: [], required: false },
  {
    id: 'cidade',
    title: 'Cidade',
    type: 'DROPDOWN',
    options: [{ text: 'Recife' }, { text: 'Natal' }, { text: 'Salvador' }],
    required: false,
  },
  { id: 'estrelas', title: 'Atendimento', type: 'RATING', options: [], required: false, ratingMax: 10 },
  { id: 'escala', title: 'Facilidade', type: 'SCALE', options: [], required: false, scaleFrom: 0, scaleTo: 7 },
  {
    id: 'grade',
    title: 'Inspeção',
    type: 'MATRIX',
    options: [{ text: 'Ruim' }, { text: 'Bom' }],
    rows: ['Limpeza', 'Segurança'],
    required: false,
  },
  {
    id: 'ordem',
    title: 'O que mais importa?',
    type: 'RANKING',
    options: [{ text: 'Preço' }, { text: 'Prazo' }, { text: 'Qualidade' }],
    required: false,
  },
  { id: 'assinatura', title: 'Assinatura', type: 'SIGNATURE', options: [], required: false },
];

const submit = (formId: string, body: object) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, { method: 'POST', body });

async function everyTypeForm() {
  const { company, manager } = await companyWithStaff(server);
  const created = await call(server.url, '/api/forms', {
    method: 'POST',
    token: manager.token,
    body: { title: 'Todos os tipos', anonymous: true, questions: everyType(), hiddenFields: ['pedido', 'utm_source'] },
  });
  expect(created.status).toBe(201);
  return { company, manager, form: created.json as { id: string; questions: Question[]; hiddenFields: string[] } };
}

describe('a form with every question type', () => {
  it('when saved, then every type keeps its settings and the hidden fields are read back', async () => {
    // Act
    const { form, manager } = await everyTypeForm();
    const staff = await call(server.url, `/api/forms/${form.id}`, { token: manager.token });
    const publicForm = await call(server.url, `/api/public/forms/${form.id}`);

    // Assert
    expect(staff.json.questions).toEqual(everyType());
    expect(staff.json.hiddenFields).toEqual(['pedido', 'utm_source']);
    expect(publicForm.json.questions).toEqual(everyType());
    expect(publicForm.json.hiddenFields).toEqual(['pedido', 'utm_source']);
  });

  it('when answered with typed values, then they are stored with their text and read back by staff and respondent', async () => {
    // Arrange
    const { form, manager } = await everyTypeForm();
    const signature = await upload(server.url, '/api/public/files', {
      fields: { formId: form.id },
      file: { bytes: sampleFiles.png, name: 'assinatura.png', type: 'image/png' },
    });
    expect(signature.status).toBe(201);
    const signatureUrl = signature.json.url as string;

    // Act
    const created = await submit(form.id, {
      answers: [
        { questionId: 'nota', answer: null, value: 10 },
        { questionId: 'indicar', answer: 'Amiga@Exemplo.com' },
        { questionId: 'data', answer: '15/03/2026' },
        { questionId: 'convidados', answer: null, value: '2,5' },
        { questionId: 'fone', answer: '(11) 98765-4321' },
        { questionId: 'doc', answer: '529.982.247-25' },
        { questionId: 'cidade', answer: 'Natal' },
        { questionId: 'estrelas', answer: null, value: 8 },
        { questionId: 'escala', answer: null, value: 0 },
        { questionId: 'grade', answer: null, value: { Segurança: 'Bom', Limpeza: 'Ruim' } },
        { questionId: 'ordem', answer: null, value: ['Qualidade', 'Preço', 'Prazo'] },
        { questionId: 'assinatura', answer: null, value: pathOf(signatureUrl) },
      ],
      hidden: { pedido: '123', utm_source: 'news', outro: 'não declarado' },
    });
    expect(created.status).toBe(201);
    const staff = await call(server.url, `/api/submissions/${created.json.id}`, { token: manager.token });
    const publicView = await call(server.url, `/api/public/submissions/${created.json.id}`);

    // Assert: expected texts written by hand (dd/mm/aaaa, decimal comma, ', ' and '; ' joins).
    const expected = [
      ['nota', 'NPS', '10', 10],
      ['indicar', 'EMAIL', 'amiga@exemplo.com', 'amiga@exemplo.com'],
      ['data', 'DATE', '15/03/2026', '2026-03-15'],
      ['convidados', 'NUMBER', '2,5', 2.5],
      ['fone', 'PHONE', '(11) 98765-4321', '(11) 98765-4321'],
      ['doc', 'DOCUMENT', '529.982.247-25', '529.982.247-25'],
      ['cidade', 'DROPDOWN', 'Natal', 'Natal'],
      ['estrelas', 'RATING', '8', 8],
      ['escala', 'SCALE', '0', 0],
      ['grade', 'MATRIX', 'Limpeza: Ruim; Segurança: Bom', { Limpeza: 'Ruim', Segurança: 'Bom' }],
      ['ordem', 'RANKING', 'Qualidade, Preço, Prazo', ['Qualidade', 'Preço', 'Prazo']],
      ['assinatura', 'SIGNATURE', signatureUrl, signatureUrl],
    ] as const;
    expect(staff.json.answers).toEqual(
      expected.map(([questionId, type, answer, value]) => expect.objectContaining({ questionId, type, answer, value })),
    );
    expect(publicView.json.answers.map((answer: { answer: string }) => answer.answer)).toEqual(
      expected.map(([, , answer]) => answer),
    );
    expect(publicView.json.answers[3]).toEqual({
      question: 'Quantos convidados?',
      answer: '2,5',
      type: 'NUMBER',
      value: 2.5,
    });
    expect(staff.json.hidden).toEqual({ pedido: '123', utm_source: 'news' });
    expect(publicView.json.hidden).toEqual({ pedido: '123', utm_source: 'news' });
  });

  it('when the optional questions are left out, then the answer is stored', async () => {
    const { form } = await everyTypeForm();
    const created = await submit(form.id, {
      answers: [
        { questionId: 'nota', answer: '7' },
        { questionId: 'data', answer: '2026-05-01' },
        { questionId: 'convidados', answer: '' },
        { questionId: 'cidade', answer: null },
      ],
    });
    expect(created.status).toBe(201);
  });

  it('when an answer set the logic could not produce is sent, then it is refused with a pt-BR message and nothing is stored', async () => {
    // Arrange
    const { form, manager } = await everyTypeForm();

    // Act: a 10 jumps to 'Pode nos indicar?', so 'O que podemos melhorar?' was never shown.
    const skipped = await submit(form.id, {
      answers: [
        { questionId: 'nota', answer: '10' },
        { questionId: 'melhorar', answer: 'Tudo' },
        { questionId: 'data', answer: '01/05/2026' },
      ],
    });
    // A 3 leads to 'O que podemos melhorar?', which is required.
    const missing = await submit(form.id, {
      answers: [
        { questionId: 'nota', answer: '3' },
        { questionId: 'data', answer: '01/05/2026' },
      ],
    });
    const list = await call(server.url, `/api/submissions?formId=${form.id}`, { token: manager.token });

    // Assert
    expect(skipped.status).toBe(400);
    expect(skipped.json.error.message).toBe('Resposta para uma pergunta que as regras do formulário pulam');
    expect(skipped.json.error.fields).toEqual({
      'answers.1.answer': 'Resposta para uma pergunta que as regras do formulário pulam',
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('Responda a pergunta obrigatória "O que podemos melhorar?"');
    expect(list.json.totalItems).toBe(0);
  });

  it('when a value breaks its type rule, then it is refused with that rule message', async () => {
    const { form } = await everyTypeForm();
    const cases: [object, string][] = [
      [{ questionId: 'data', answer: '31/02/2026' }, questionMessages.invalidDate],
      [{ questionId: 'data', answer: '31/12/2025' }, 'A data deve ser igual ou posterior a 01/01/2026'],
      [{ questionId: 'convidados', answer: '101' }, 'O número deve ser menor ou igual a 100'],
      [{ questionId: 'estrelas', value: 11, answer: null }, 'Escolha um valor de 1 a 10'],
      [{ questionId: 'cidade', answer: 'Lisboa' }, messages.invalidOption],
      [{ questionId: 'grade', value: { Limpeza: 'Bom' }, answer: null }, 'Escolha uma opção na linha "Segurança"'],
      [{ questionId: 'ordem', value: ['Preço'], answer: null }, questionMessages.rankingIncomplete],
      [{ questionId: 'fone', answer: '11987654321' }, messages.invalidPhone],
    ];
    for (const [answer, message] of cases) {
      const { questionId } = answer as { questionId: string };
      const base = [
        { questionId: 'nota', answer: '8' },
        { questionId: 'data', answer: '01/05/2026' },
      ].filter((other) => other.questionId !== questionId);
      const result = await submit(form.id, { answers: [...base, answer] });
      expect([result.status, result.json.error?.message]).toEqual([400, message]);
    }
  });

  it('when a SIGNATURE points at an upload that is not a PNG, then it is refused', async () => {
    const { form } = await everyTypeForm();
    const pdf = await upload(server.url, '/api/public/files', {
      fields: { formId: form.id },
      file: { bytes: sampleFiles.pdf, name: 'assinatura.pdf', type: 'application/pdf' },
    });
    expect(pdf.status).toBe(201);
    const result = await submit(form.id, {
      answers: [
        { questionId: 'nota', answer: '8' },
        { questionId: 'data', answer: '01/05/2026' },
        { questionId: 'assinatura', answer: pathOf(pdf.json.url as string) },
      ],
    });
    expect([result.status, result.json.error?.message]).toEqual([400, questionMessages.invalidSignature]);
  });
});

describe('saves from an editor that predates the question model', () => {
  it('when a question comes back without the fields it does not know, then the stored ones are kept; a field sent empty is cleared', async () => {
    // Arrange
    const { form, manager } = await everyTypeForm();
    const older = form.questions.map(({ id, title, type, options, goTo }) => ({
      id,
      title,
      type,
      options,
      ...(goTo ? { goTo } : {}),
    }));
    older[4] = { ...older[4]!, max: null } as (typeof older)[number];

    // Act
    const saved = await call(server.url, `/api/forms/${form.id}`, {
      method: 'PATCH',
      token: manager.token,
      body: { questions: older },
    });

    // Assert
    expect([saved.status, saved.json.error]).toEqual([200, undefined]);
    const expected = everyType();
    delete expected[4]!.max;
    expect(saved.json.questions).toEqual(expected);
    expect(saved.json.hiddenFields).toEqual(['pedido', 'utm_source']);
  });
});

describe('migration 0011', () => {
  it('when run on questions stored without `required`, then each becomes required and other fields stay', async () => {
    // Arrange
    const { company } = await companyWithStaff(server);
    const before = [
      { id: 'a', title: 'Nome', type: 'STRING', options: [] },
      { id: 'b', title: 'Opção', type: 'SINGLE', options: [{ text: 'x', goTo: 'end' }, { text: 'y' }] },
      { id: 'c', title: 'Já dito', type: 'TEXT', options: [], required: false },
    ] as Question[];
    const form = await insertForm(server.db, { companyId: company.id, questions: before });
    const migration = fs.readFileSync(path.join(__dirname, '../drizzle/0011_question_model.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((statement) => /UPDATE "forms"/.test(statement));

    // Act
    for (const statement of updates) await server.db.execute(sql.raw(statement));

    // Assert
    const [row] = await server.db.select({ questions: forms.questions }).from(forms).where(eq(forms.id, form.id));
    expect(row!.questions).toEqual([{ ...before[0], required: true }, { ...before[1], required: true }, before[2]]);
  });
});
