// A company's privacy notice: set by the ADMIN or the company's MANAGER, shown with the public form,
// and acknowledged with each answer when the company requires it (docs/submissions.md).
import { eq } from 'drizzle-orm';
import { messages, privacyMessages } from '@formbuilder/contracts';
import { companies, submissions } from '../src/db/schema';
import { insertForm, companyWithStaff, upload, respondent, surveyQuestions } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

const NOTICE = 'Usamos seus dados só para responder a esta pesquisa. Você pode pedir a exclusão a qualquer momento.';
const POLICY = 'https://empresa.example/privacidade';
const answers = [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }];

const patchCompany = (id: string, token: string, body: unknown) =>
  call(server.url, `/api/companies/${id}`, { method: 'PATCH', token, body });
const submit = (formId: string, body: Record<string, unknown>) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers, ...body },
  });
const submissionRows = (formId: string) => server.db.select().from(submissions).where(eq(submissions.formId, formId));

async function companyWithForm(privacy: {
  privacyNotice?: string;
  privacyPolicyUrl?: string;
  privacyAckRequired?: boolean;
}) {
  const staff = await companyWithStaff(server);
  if (Object.keys(privacy).length > 0) {
    await server.db.update(companies).set(privacy).where(eq(companies.id, staff.company.id));
  }
  const form = await insertForm(server.db, {
    companyId: staff.company.id,
    createdById: staff.user.id,
    questions: surveyQuestions,
  });
  return { ...staff, form };
}

describe('the company privacy notice', () => {
  it('when the MANAGER sets its notice, then its company record carries it and the public form shows it', async () => {
    // Arrange
    const { company, manager, form } = await companyWithForm({});

    // Act
    const result = await patchCompany(company.id, manager.token, {
      privacyNotice: `  ${NOTICE}  `,
      privacyPolicyUrl: POLICY,
      privacyAckRequired: true,
      formsLimit: 99,
    });
    const publicForm = await call(server.url, `/api/public/forms/${form.id}`);

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      privacyNotice: NOTICE,
      privacyPolicyUrl: POLICY,
      privacyAckRequired: true,
      formsLimit: company.formsLimit,
    });
    expect(publicForm.json.company.privacy).toEqual({ text: NOTICE, policyUrl: POLICY, ackRequired: true });
  });

  it('when a company has no notice, then the public form says privacy null and its record has empty fields', async () => {
    // Arrange
    const { company, user, form } = await companyWithForm({});

    // Act
    const record = await call(server.url, `/api/companies/${company.id}`, { token: user.token });
    const publicForm = await call(server.url, `/api/public/forms/${form.id}`);

    // Assert
    expect(record.json).toMatchObject({ privacyNotice: '', privacyPolicyUrl: '', privacyAckRequired: false });
    expect(publicForm.json.company.privacy).toBeNull();
  });

  it.each([
    [
      'a link that is not http(s)',
      { privacyPolicyUrl: 'javascript:alert(1)' },
      'privacyPolicyUrl',
      privacyMessages.invalidPolicyUrl,
    ],
    ['a notice too long', { privacyNotice: 'a'.repeat(2001) }, 'privacyNotice', messages.maxLength(2000)],
    [
      'an acknowledgement of nothing',
      { privacyAckRequired: true },
      'privacyAckRequired',
      privacyMessages.ackNeedsNotice,
    ],
  ])(
    'when the MANAGER sends %s, then it is 400 on that field and nothing changes',
    async (_what, body, field, message) => {
      // Arrange
      const { company, manager } = await companyWithForm({});

      // Act
      const result = await patchCompany(company.id, manager.token, body);

      // Assert
      expect(result.status).toBe(400);
      expect(result.json.error.fields).toEqual({ [field]: message });
      const [row] = await server.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row).toMatchObject({ privacyNotice: '', privacyPolicyUrl: '', privacyAckRequired: false });
    },
  );

  it('when a notice is required and then emptied, then it is refused; emptying both with the switch off is fine', async () => {
    // Arrange
    const { company, manager } = await companyWithForm({ privacyNotice: NOTICE, privacyAckRequired: true });

    // Act
    const emptied = await patchCompany(company.id, manager.token, { privacyNotice: '' });
    const off = await patchCompany(company.id, manager.token, { privacyNotice: '', privacyAckRequired: false });

    // Assert
    expect(emptied.status).toBe(400);
    expect(emptied.json.error.fields).toEqual({ privacyAckRequired: privacyMessages.ackNeedsNotice });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ privacyNotice: '', privacyAckRequired: false });
  });

  it('when a USER tries to change the notice, then it is 403', async () => {
    // Arrange
    const { company, user } = await companyWithForm({});

    // Act
    const result = await patchCompany(company.id, user.token, { privacyNotice: NOTICE });

    // Assert
    expect(result.status).toBe(403);
  });

  it('when the ADMIN creates a company by multipart with a required notice, then the switch is read as a boolean', async () => {
    // Act
    const result = await upload(server.url, '/api/companies', {
      token: adminToken,
      fields: {
        name: 'Com Aviso',
        formsLimit: '2',
        usersLimit: '2',
        privacyNotice: NOTICE,
        privacyPolicyUrl: POLICY,
        privacyAckRequired: 'true',
      },
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ privacyNotice: NOTICE, privacyPolicyUrl: POLICY, privacyAckRequired: true });
  });
});

describe('answering with a privacy notice', () => {
  it('when the company requires the acknowledgement and it is missing or false, then it is 400 and nothing is stored', async () => {
    // Arrange
    const { form } = await companyWithForm({ privacyNotice: NOTICE, privacyAckRequired: true });

    // Act
    const missing = await submit(form.id, {});
    const refused = await submit(form.id, { privacyAck: false });

    // Assert
    for (const result of [missing, refused]) {
      expect(result.status).toBe(400);
      expect(result.json.error).toMatchObject({
        message: privacyMessages.ackMissing,
        fields: { privacyAck: privacyMessages.ackMissing },
      });
    }
    expect(await submissionRows(form.id)).toHaveLength(0);
  });

  it('when the company requires it and the respondent acknowledges, then the answer stores what was acknowledged', async () => {
    // Arrange
    const { form, manager } = await companyWithForm({
      privacyNotice: NOTICE,
      privacyPolicyUrl: POLICY,
      privacyAckRequired: true,
    });
    const before = Date.now();

    // Act
    const result = await submit(form.id, { privacyAck: true });
    const staffView = await call(server.url, `/api/submissions/${result.json.id}`, { token: manager.token });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await submissionRows(form.id);
    expect(row?.privacyAck).toMatchObject({ text: NOTICE, policyUrl: POLICY });
    expect(Date.parse(row!.privacyAck!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(staffView.json.privacyAck).toEqual(row?.privacyAck);
  });

  it('when the form is anonymous and the acknowledgement is required, then it is still asked for', async () => {
    // Arrange
    const { company, user } = await companyWithForm({ privacyNotice: NOTICE, privacyAckRequired: true });
    const form = await insertForm(server.db, { companyId: company.id, createdById: user.id, anonymous: true });

    // Act
    const refused = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      body: { answers: [] },
    });
    const accepted = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      body: { answers: [], privacyAck: true },
    });

    // Assert
    expect(refused.status).toBe(400);
    expect(accepted.status).toBe(201);
  });

  it('when the notice is shown without a required acknowledgement, then an answer without it (an older page) is stored with none', async () => {
    // Arrange
    const { form } = await companyWithForm({ privacyNotice: NOTICE, privacyAckRequired: false });

    // Act
    const result = await submit(form.id, {});

    // Assert
    expect(result.status).toBe(201);
    const [row] = await submissionRows(form.id);
    expect(row?.privacyAck).toBeNull();
  });

  it('when privacyAck is not a boolean, then it is 400 and nothing is stored', async () => {
    // Arrange
    const { form } = await companyWithForm({ privacyNotice: NOTICE, privacyAckRequired: true });

    // Act
    const result = await submit(form.id, { privacyAck: 'sim' });

    // Assert
    expect(result.status).toBe(400);
    expect(await submissionRows(form.id)).toHaveLength(0);
  });
});
