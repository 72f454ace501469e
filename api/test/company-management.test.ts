// Reading, creating, editing and deleting companies (docs/product.md#entities, #validation, #roles; docs/security.md#tenants-and-roles, #files).
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { fileMessages, MAX_UPLOAD_BYTES, messages, type Company } from '@formbuilder/contracts';
import { companies, files, forms, submissions, users } from '../src/db/schema';
import {
  insertCompany,
  insertForm,
  insertSubmission,
  companyWithStaff,
  pathOf,
  sampleFiles,
  storedBytes,
  storedFiles,
  upload,
} from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startServer();
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const validCompany = { name: 'Padaria Pão Quente', formsLimit: 3, usersLimit: 2 };

const companyRow = async (id: string) => (await server.db.select().from(companies).where(eq(companies.id, id)))[0];
const companyCount = async () => (await server.db.select().from(companies)).length;

describe('GET /api/companies/:id', () => {
  it('when the ADMIN asks for any company, then it gets the record', async () => {
    // Arrange
    const { company } = await companyWithStaff(server, { name: 'Leitura' });

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, { token: adminToken });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ id: company.id, name: 'Leitura', logo: null });
  });

  it('when a MANAGER or USER asks for its own company, then it gets it', async () => {
    // Arrange
    const { company, manager, user } = await companyWithStaff(server);

    // Act
    const byManager = await call(server.url, `/api/companies/${company.id}`, { token: manager.token });
    const byUser = await call(server.url, `/api/companies/${company.id}`, { token: user.token });

    // Assert
    expect(byManager.status).toBe(200);
    expect(byUser.json.id).toBe(company.id);
  });

  it('when a MANAGER asks for another company, then it is the same 404 as a missing id, byte for byte', async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);

    // Act
    const foreign = await call(server.url, `/api/companies/${other.company.id}`, { token: mine.manager.token });
    const missing = await call(server.url, `/api/companies/${MISSING_ID}`, { token: mine.manager.token });
    const malformed = await call(server.url, '/api/companies/not-a-uuid', { token: mine.manager.token });

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(malformed.status).toBe(404);
    expect(malformed.text).toBe(missing.text);
  });
});

describe('POST /api/companies', () => {
  it('when the ADMIN sends JSON, then it is 201 with the Company and defaults for what was left out', async () => {
    // Act
    const result = await call(server.url, '/api/companies', { method: 'POST', token: adminToken, body: validCompany });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toEqual({
      id: expect.any(String),
      ...validCompany,
      allowEmail: false,
      allowSMS: false,
      allowWhatsapp: false,
      color: '#1677FF',
      logo: null,
      privacyNotice: '',
      privacyPolicyUrl: '',
      privacyAckRequired: false,
      retentionDays: null,
      embedOrigins: [],
      messagesLimit: null,
      messagesThisMonth: 0,
    });
    expect((await companyRow(result.json.id))?.nameSearch).toBe('padaria pao quente');
  });

  it('when fields are invalid, then it is 400 naming each with its catalogue message', async () => {
    // Act
    const result = await call(server.url, '/api/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: ' ', formsLimit: 0, usersLimit: 1.5, color: 'vermelho' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({
      name: messages.required,
      formsLimit: messages.greaterThanZero,
      usersLimit: messages.greaterThanZero,
      color: messages.invalidColor,
    });
  });

  it('when extra keys like id or logoFileId come, then they are not stored', async () => {
    // Arrange
    const { company: existing } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, '/api/companies', {
      method: 'POST',
      token: adminToken,
      body: { ...validCompany, id: existing.id, logoFileId: MISSING_ID, createdAt: '2000-01-01' },
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.id).not.toBe(existing.id);
    expect((await companyRow(result.json.id))?.logoFileId).toBeNull();
  });

  it.each(['MANAGER', 'USER'] as const)('when a %s tries, then it is 403 and nothing is created', async (role) => {
    // Arrange
    const staff = await companyWithStaff(server);
    const token = role === 'MANAGER' ? staff.manager.token : staff.user.token;
    const before = await companyCount();

    // Act
    const result = await call(server.url, '/api/companies', { method: 'POST', token, body: validCompany });

    // Assert
    expect(result.status).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('when multipart carries a PNG logo, then the logo is stored for the company and served inline', async () => {
    // Act
    const result = await upload(server.url, '/api/companies', {
      token: adminToken,
      fields: { name: 'Com Logo', formsLimit: '4', usersLimit: '3', allowSMS: 'true', color: '#AA3300' },
      file: { field: 'logo', bytes: sampleFiles.png, name: 'marca.png', type: 'image/png' },
    });

    // Assert
    expect(result.status).toBe(201);
    const body = result.json as Company;
    expect(body).toMatchObject({ name: 'Com Logo', formsLimit: 4, usersLimit: 3, allowSMS: true, allowEmail: false });
    expect(body.logo).toMatch(new RegExp(`^${server.config.publicUrl}/files/[0-9a-f-]{36}/marca\\.png$`));
    const [fileRow] = await server.db.select().from(files).where(eq(files.companyId, body.id));
    expect(fileRow).toMatchObject({ mime: 'image/png', originalName: 'marca.png' });
    const logo = await call(server.url, pathOf(body.logo!));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it.each([
    ['a PDF', sampleFiles.pdf, 'logo.pdf'],
    ['HTML named .png', sampleFiles.html, 'logo.png'],
    ['an SVG', sampleFiles.svg, 'logo.svg'],
  ])(
    'when the logo is %s, then it is 400 on logo and neither company nor file is created',
    async (_what, bytes, name) => {
      // Arrange
      const before = await companyCount();
      const onDisk = await storedFiles(server);

      // Act
      const result = await upload(server.url, '/api/companies', {
        token: adminToken,
        fields: { name: 'Logo Ruim', formsLimit: 1, usersLimit: 1 },
        file: { field: 'logo', bytes, name, type: 'image/png' },
      });

      // Assert
      expect(result.status).toBe(400);
      expect(result.json.error.fields).toEqual({ logo: fileMessages.imageRequired });
      expect(await companyCount()).toBe(before);
      expect(await storedFiles(server)).toEqual(onDisk);
    },
  );

  it('when the logo is over 10 MB, then it is 413 and nothing is left behind', async () => {
    // Arrange
    const before = await companyCount();
    const onDisk = await storedFiles(server);

    // Act
    const result = await upload(server.url, '/api/companies', {
      token: adminToken,
      fields: { name: 'Logo Enorme', formsLimit: 1, usersLimit: 1 },
      file: { field: 'logo', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x89), name: 'logo.png' },
    });

    // Assert
    expect(result.status).toBe(413);
    expect(await companyCount()).toBe(before);
    expect(await storedFiles(server)).toEqual(onDisk);
  });

  it('when the multipart fields are invalid, then the logo is not kept either', async () => {
    // Arrange
    const onDisk = await storedFiles(server);

    // Act
    const result = await upload(server.url, '/api/companies', {
      token: adminToken,
      fields: { name: 'Limite Ruim', formsLimit: 'muitos', usersLimit: '0' },
      file: { field: 'logo', bytes: sampleFiles.png, name: 'logo.png' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({
      formsLimit: messages.greaterThanZero,
      usersLimit: messages.greaterThanZero,
    });
    expect(await storedFiles(server)).toEqual(onDisk);
  });
});

describe('PATCH /api/companies/:id', () => {
  it('when the ADMIN changes limits and notification flags, then they are stored', async () => {
    // Arrange
    const { company } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { formsLimit: 20, usersLimit: 15, allowEmail: true, allowWhatsapp: true },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ formsLimit: 20, usersLimit: 15, allowEmail: true, allowWhatsapp: true });
    expect(await companyRow(company.id)).toMatchObject({ formsLimit: 20, usersLimit: 15, allowEmail: true });
  });

  it('when a MANAGER edits its company, then name and colour change but limits and flags stay as they were', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server, { usersLimit: 3, formsLimit: 2 });

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: manager.token,
      body: {
        name: 'Nome Novo',
        color: '#00AA00',
        usersLimit: 999,
        formsLimit: 999,
        allowEmail: true,
        allowSMS: true,
        id: MISSING_ID,
      },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(await companyRow(company.id)).toMatchObject({
      id: company.id,
      name: 'Nome Novo',
      nameSearch: 'nome novo',
      color: '#00AA00',
      usersLimit: 3,
      formsLimit: 2,
      allowEmail: false,
      allowSMS: false,
    });
  });

  it('when a MANAGER patches another company, then it is the missing-id 404 and the row is unchanged', async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server, { name: 'Intocada' });

    // Act
    const foreign = await call(server.url, `/api/companies/${other.company.id}`, {
      method: 'PATCH',
      token: mine.manager.token,
      body: { name: 'Invadida' },
    });
    const missing = await call(server.url, `/api/companies/${MISSING_ID}`, {
      method: 'PATCH',
      token: mine.manager.token,
      body: { name: 'Invadida' },
    });

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect((await companyRow(other.company.id))?.name).toBe('Intocada');
  });

  it('when a USER patches its own company, then it is 403', async () => {
    // Arrange
    const { company, user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { name: 'Tentativa' },
    });

    // Assert
    expect(result.status).toBe(403);
    expect((await companyRow(company.id))?.name).toBe(company.name);
  });

  it('when a MANAGER sends a new logo, then it replaces the old one, whose file is removed', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    const first = await upload(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: manager.token,
      file: { field: 'logo', bytes: sampleFiles.png, name: 'antigo.png' },
    });
    const oldLogoId = (await companyRow(company.id))!.logoFileId!;
    const [oldFile] = await server.db.select().from(files).where(eq(files.id, oldLogoId));

    // Act
    const second = await upload(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: manager.token,
      fields: { name: 'Marca Nova' },
      file: { field: 'logo', bytes: sampleFiles.jpeg, name: 'novo.jpg' },
    });

    // Assert
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.name).toBe('Marca Nova');
    expect(second.json.logo).toMatch(/\/novo\.jpg$/);
    expect(await server.db.select().from(files).where(eq(files.id, oldLogoId))).toEqual([]);
    expect(await storedFiles(server)).not.toContain(oldFile!.storedName);
    expect((await call(server.url, pathOf(first.json.logo))).status).toBe(404);
  });

  it('when logo null is sent, then the logo and its file are removed', async () => {
    // Arrange
    const { company } = await companyWithStaff(server);
    const withLogo = await upload(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: adminToken,
      file: { field: 'logo', bytes: sampleFiles.gif, name: 'logo.gif' },
    });

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { logo: null },
    });

    // Assert
    expect(withLogo.json.logo).not.toBeNull();
    expect(result.status).toBe(200);
    expect(result.json.logo).toBeNull();
    expect(await server.db.select().from(files).where(eq(files.companyId, company.id))).toEqual([]);
  });

  it('when the colour is invalid, then it is 400 and nothing changes', async () => {
    // Arrange
    const { company } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { color: '#GGG', name: 'Outro' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ color: messages.invalidColor });
    expect((await companyRow(company.id))?.name).toBe(company.name);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('when the ADMIN deletes a company, then its users, forms, submissions and files go and its sessions end', async () => {
    // Arrange
    const doomed = await companyWithStaff(server);
    const survivor = await companyWithStaff(server);
    const form = await insertForm(server.db, { companyId: doomed.company.id, createdById: doomed.user.id });
    await insertSubmission(server.db, { formId: form.id, companyId: doomed.company.id });
    await upload(server.url, `/api/companies/${doomed.company.id}`, {
      method: 'PATCH',
      token: adminToken,
      file: { field: 'logo', bytes: sampleFiles.png, name: 'logo.png' },
    });
    const [logo] = await server.db.select().from(files).where(eq(files.companyId, doomed.company.id));
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
    await new Promise((resolve) => socket.once('open', resolve));
    const ready = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: doomed.manager.token }));
    await ready;
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    // Act
    const result = await call(server.url, `/api/companies/${doomed.company.id}`, {
      method: 'DELETE',
      token: adminToken,
    });

    // Assert
    expect(result.status).toBe(204);
    expect(await companyRow(doomed.company.id)).toBeUndefined();
    expect(await server.db.select().from(users).where(eq(users.companyId, doomed.company.id))).toEqual([]);
    expect(await server.db.select().from(forms).where(eq(forms.companyId, doomed.company.id))).toEqual([]);
    expect(await server.db.select().from(submissions).where(eq(submissions.companyId, doomed.company.id))).toEqual([]);
    expect(await server.db.select().from(files).where(eq(files.companyId, doomed.company.id))).toEqual([]);
    expect(await storedBytes(server, logo!.storedName)).toBeUndefined();
    expect((await call(server.url, '/api/users', { token: doomed.manager.token })).status).toBe(401);
    expect(await closed).toBe(1008);
    expect((await call(server.url, '/api/users', { token: survivor.manager.token })).status).toBe(200);
    expect(await companyRow(survivor.company.id)).toBeDefined();
  });

  it('when the id is unknown, then it is 404', async () => {
    // Act
    const result = await call(server.url, `/api/companies/${MISSING_ID}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect(result.status).toBe(404);
  });

  it('when a MANAGER deletes its own company, then it is 403 and the company stays', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/companies/${company.id}`, { method: 'DELETE', token: manager.token });

    // Assert
    expect(result.status).toBe(403);
    expect(await companyRow(company.id)).toBeDefined();
  });
});

describe('GET /api/companies with logos', () => {
  it('when a company has a logo, then the list carries its absolute URL', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'AAA Primeira' });
    await upload(server.url, `/api/companies/${company.id}`, {
      method: 'PATCH',
      token: adminToken,
      file: { field: 'logo', bytes: sampleFiles.webp, name: 'a.webp' },
    });

    // Act
    const result = await call(server.url, '/api/companies?perPage=500', { token: adminToken });

    // Assert
    const listed = (result.json.items as Company[]).find((item) => item.id === company.id);
    expect(listed?.logo).toMatch(new RegExp(`^${server.config.publicUrl}/files/[0-9a-f-]{36}/a\\.webp$`));
  });
});
