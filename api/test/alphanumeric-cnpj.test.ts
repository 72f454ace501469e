// CPF and CNPJ on the respondent's identification and in the staff search: the alphanumeric CNPJ
// issued since July 2026 is accepted, stored formatted and upper-cased, and found by any spelling.
import { eq } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let other: SeededCompany;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  [acme, other] = await Promise.all([
    seedCompany(server.db, { name: 'Acme CNPJ' }),
    seedCompany(server.db, { name: 'Outra CNPJ' }),
  ]);
});
afterAll(() => server.stop());

const answers = [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Ana' }];
const submit = (formId: string, document: string, name = 'Empresa Respondente') =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { name, document, email: '', phone: '', answers },
  });
const rowOf = async (id: string) => (await server.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('the respondent identification', () => {
  it.each([
    ['the published example, formatted', '12.ABC.345/01DE-35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['the published example, unformatted and lower-case', '12abc34501de35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['an alphanumeric branch', 'AA.345.678/000A-29', 'AA.345.678/000A-29', 'AA345678000A29'],
    ['a numeric CNPJ', '11222333000181', '11.222.333/0001-81', '11222333000181'],
    ['a CPF', '52998224725', '529.982.247-25', '52998224725'],
  ])('when %s is sent, then it is stored formatted with its search key', async (_what, sent, stored, key) => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });

    // Act
    const result = await submit(form.id, sent);

    // Assert
    expect(result.status).toBe(201);
    expect(await rowOf(result.json.id)).toMatchObject({ document: stored, documentDigits: key });
  });

  it.each([
    ['a wrong check digit', '12.ABC.345/01DE-36'],
    ['a letter among the check digits', '12.ABC.345/01DE-3A'],
    ['a letter in a CPF', '529.982.247-2A'],
    ['a character outside A-Z and 0-9', '12.ÁBC.345/01DE-35'],
  ])('when %s is sent, then it is 400 CPF/CNPJ inválido on document and nothing is stored', async (_what, sent) => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });

    // Act
    const result = await submit(form.id, sent);

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ document: messages.invalidDocument });
    expect(await server.db.select().from(submissions).where(eq(submissions.formId, form.id))).toHaveLength(0);
  });
});

describe('GET /api/submissions?search=', () => {
  it('when staff search an alphanumeric CNPJ however it is typed, then they find that answer and only in their company', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const otherForm = await insertSurvey(server.db, { companyId: other.company.id, createdById: other.creator.id });
    const wanted = await submit(form.id, '12.ABC.345/01DE-35', 'Alfa Numérica');
    await submit(form.id, '11.222.333/0001-81', 'Só Números');
    await submit(otherForm.id, '12.ABC.345/01DE-35', 'De Outra Empresa');
    const token = await tokenOf(server.url, acme.manager.email);
    const search = async (text: string) => {
      const result = await call(server.url, `/api/submissions?formId=${form.id}&search=${encodeURIComponent(text)}`, {
        token,
      });
      expect(result.status).toBe(200);
      return (result.json.items as { id: string }[]).map((item) => item.id);
    };
    const everywhere = await call(server.url, `/api/submissions?search=12ABC34501DE35`, { token });

    // Act / Assert
    for (const text of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12abc34501de35', 'abc.345', '01DE-35']) {
      expect(await search(text)).toEqual([wanted.json.id]);
    }
    const found = everywhere.json.items as { name: string; company: string }[];
    expect(found.map((item) => item.name)).toContain('Alfa Numérica');
    expect(found.map((item) => item.name)).not.toContain('De Outra Empresa');
    expect(found.every((item) => item.company === acme.company.id)).toBe(true);
    // A numeric search still finds numeric documents, and a name search never matches CNPJ letters.
    expect((await search('11.222.333')).length).toBe(1);
    expect(await search('ABC')).toEqual([]);
  });
});
