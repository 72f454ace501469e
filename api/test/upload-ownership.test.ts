// Who owns an upload (docs/people-and-files.md, "Uploads"): staff pictures belong to their company
// from the upload on, respondent files to the form they were sent for, the previous release's
// anonymous uploads still work during their deprecation window, and unclaimed uploads are swept.
import { eq } from 'drizzle-orm';
import { messages, type UploadedFile } from '@formbuilder/contracts';
import { files } from '../src/db/schema';
import { UPLOAD_DISCARDED } from '../src/modules/files/service';
import { SWEEP_QUEUE } from '../src/modules/files/sweep';
import { call } from './support/http';
import { capturedLines } from './support/log-capture';
import {
  insertForm,
  companyWithStaff,
  pathOf,
  sampleFiles,
  signedInUser,
  storedFiles,
  upload,
  respondent,
  surveyQuestions,
  eventually,
} from './support/fixtures';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0', UPLOAD_CLAIM_HOURS: '6' } });
});
afterAll(() => server.stop());

/** The stored names of the unsaved uploads a server has removed so far (one log line per removal). */
const discardedUploads = (of: TestServer) =>
  new Set(
    capturedLines(of.logFile)
      .filter((line) => line.message === UPLOAD_DISCARDED)
      .map((line) => line.storedName as string),
  );

/**
 * Waits until `of` has removed the bytes of `count` more uploads than those in `before`, and answers
 * their stored names: a refused upload's bytes are stored before the form is checked, and their
 * removal is the last thing its request does.
 */
const untilDiscarded = async (of: TestServer, before: Set<string>, count: number) =>
  eventually(
    async () => [...discardedUploads(of)].filter((name) => !before.has(name)),
    (added) => added.length >= count,
    20_000,
  );

/** The sweep's log lines so far, one per run. */
const sweeps = () => capturedLines(server.logFile).filter((line) => line.message === 'unclaimed uploads swept');

const fileRow = async (id: string) => (await server.db.select().from(files).where(eq(files.id, id)))[0];

const staffUpload = (token?: string) =>
  upload(server.url, '/api/files', { token, file: { bytes: sampleFiles.png, name: 'opcao.png', type: 'image/png' } });
const respondentUpload = (formId?: string) =>
  upload(server.url, '/api/public/files', {
    fields: formId === undefined ? {} : { formId },
    file: { bytes: sampleFiles.pdf, name: 'comprovante.pdf', type: 'application/pdf' },
  });
const submitFile = (formId: string, url: string) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-photo', answer: url }] },
  });
const pictureQuestions = (url: string) => [
  {
    id: 'q-pick',
    title: 'Qual?',
    type: 'SINGLE',
    options: [{ text: 'Esta', file: url }, { text: 'Outra' }],
  },
];

describe('POST /api/files (staff uploads)', () => {
  it('when nobody is signed in, then it is 401 and nothing is stored', async () => {
    // Arrange
    const before = await storedFiles(server);

    // Act
    const result = await staffUpload();

    // Assert
    expect(result.status).toBe(401);
    expect(await storedFiles(server)).toEqual(before);
  });

  it('when a USER uploads a picture, then it belongs to the company from the start and is not claimed yet', async () => {
    // Arrange
    const acme = await companyWithStaff(server);

    // Act
    const result = await staffUpload(acme.user.token);

    // Assert
    expect(result.status).toBe(201);
    const row = await fileRow((result.json as UploadedFile).id);
    expect(row).toMatchObject({ companyId: acme.company.id, formId: null, library: false, claimedAt: null });
  });

  it('when staff send something that is not an image, then it is 400 and nothing is stored', async () => {
    // Arrange
    const acme = await companyWithStaff(server);
    const before = await storedFiles(server);

    // Act
    const result = await upload(server.url, '/api/files', {
      token: acme.manager.token,
      file: { bytes: sampleFiles.pdf, name: 'x.pdf' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(await storedFiles(server)).toEqual(before);
  });

  it('when an ADMIN uploads a picture, then it belongs to the template library', async () => {
    // Arrange
    const admin = await signedInUser(server, { role: 'ADMIN', companyId: null });

    // Act
    const result = await staffUpload(admin.token);

    // Assert
    expect(result.status).toBe(201);
    expect(await fileRow((result.json as UploadedFile).id)).toMatchObject({ companyId: null, library: true });
  });
});

describe('capturing another company’s picture', () => {
  it('when company B’s respondent names company A’s option picture, then it is refused, stays A’s, and deleting B keeps it', async () => {
    // Arrange: A's picture, used by A's form; B has a form with a FILE question.
    const a = await companyWithStaff(server);
    const b = await companyWithStaff(server);
    const picture = (await staffUpload(a.manager.token)).json as UploadedFile;
    const saved = await call(server.url, '/api/forms', {
      method: 'POST',
      token: a.manager.token,
      body: { title: 'Form de A', questions: pictureQuestions(picture.url) },
    });
    expect(saved.status).toBe(201);
    const bForm = await insertForm(server.db, { companyId: b.company.id, questions: surveyQuestions });

    // Act
    const captured = await submitFile(bForm.id, picture.url);
    const admin = await signedInUser(server, { role: 'ADMIN', companyId: null });
    const removed = await call(server.url, `/api/companies/${b.company.id}`, { method: 'DELETE', token: admin.token });

    // Assert
    expect(captured.status).toBe(400);
    expect(captured.json.error.fields).toEqual({ 'answers.0.answer': messages.invalidFileAnswer });
    expect(removed.status).toBe(204);
    const row = await fileRow(picture.id);
    expect(row).toMatchObject({ companyId: a.company.id });
    expect(row!.claimedAt).not.toBeNull();
    expect((await call(server.url, pathOf(picture.url))).status).toBe(200);
  });

  it('when an old editor uploaded the picture anonymously, then A’s form save takes it and B can no longer capture it', async () => {
    // Arrange
    const a = await companyWithStaff(server);
    const b = await companyWithStaff(server);
    const picture = (
      await upload(server.url, '/api/public/files', { file: { bytes: sampleFiles.png, name: 'velha.png' } })
    ).json as UploadedFile;
    const form = await call(server.url, '/api/forms', {
      method: 'POST',
      token: a.user.token,
      body: { title: 'Form antigo', questions: pictureQuestions('https://example.com/outra.png') },
    });
    expect(form.status).toBe(201);

    // Act
    const saved = await call(server.url, `/api/forms/${form.json.id}`, {
      method: 'PATCH',
      token: a.user.token,
      body: { questions: pictureQuestions(picture.url) },
    });
    const bForm = await insertForm(server.db, { companyId: b.company.id, questions: surveyQuestions });
    const captured = await submitFile(bForm.id, picture.url);

    // Assert
    expect(saved.status).toBe(200);
    expect(await fileRow(picture.id)).toMatchObject({ companyId: a.company.id });
    expect(captured.status).toBe(400);
  });

  it('when company B saves a form naming company A’s picture, then the picture stays A’s', async () => {
    // Arrange
    const a = await companyWithStaff(server);
    const b = await companyWithStaff(server);
    const picture = (await staffUpload(a.manager.token)).json as UploadedFile;

    // Act
    const saved = await call(server.url, '/api/forms', {
      method: 'POST',
      token: b.manager.token,
      body: { title: 'Form de B', questions: pictureQuestions(picture.url) },
    });

    // Assert
    expect(saved.status).toBe(201);
    expect(await fileRow(picture.id)).toMatchObject({ companyId: a.company.id, claimedAt: null });
  });
});

describe('POST /api/public/files with formId (respondent uploads)', () => {
  it('when a file is uploaded for form X, then form Y cannot claim it and form X can', async () => {
    // Arrange
    const acme = await companyWithStaff(server);
    const x = await insertForm(server.db, { companyId: acme.company.id, questions: surveyQuestions });
    const y = await insertForm(server.db, { companyId: acme.company.id, questions: surveyQuestions });
    const uploaded = await respondentUpload(x.id);
    expect(uploaded.status).toBe(201);
    const file = uploaded.json as UploadedFile;
    expect(await fileRow(file.id)).toMatchObject({ formId: x.id, companyId: null, claimedAt: null });

    // Act
    const onY = await submitFile(y.id, file.url);
    const onX = await submitFile(x.id, file.url);

    // Assert
    expect(onY.status).toBe(400);
    expect(onX.status).toBe(201);
    const row = await fileRow(file.id);
    expect(row).toMatchObject({ formId: x.id, companyId: acme.company.id });
    expect(row!.claimedAt).not.toBeNull();
  });

  it('when the form is unknown or closed, then the upload is refused and nothing is stored', async () => {
    // Arrange
    const acme = await companyWithStaff(server);
    const closed = await insertForm(server.db, { companyId: acme.company.id, status: 'INACTIVE' });
    const before = await storedFiles(server);
    const discardedBefore = discardedUploads(server);

    // Act
    const unknown = await respondentUpload('0b6c4a52-4a4f-4d3e-9a43-0d7f3b7c0b11');
    const onClosed = await respondentUpload(closed.id);
    const malformed = await respondentUpload('nao-e-um-id');

    // Assert
    expect(unknown.status).toBe(404);
    expect(onClosed.status).toBe(409);
    expect(malformed.status).toBe(404);
    // Each refused request stored the bytes before the form was checked; its removal is its last step.
    expect(await untilDiscarded(server, discardedBefore, 3)).toHaveLength(3);
    expect(await storedFiles(server)).toEqual(before);
  });

  it('when the previous release’s page uploads without formId, then any one form may still claim it (deprecation window)', async () => {
    // Arrange
    const acme = await companyWithStaff(server);
    const form = await insertForm(server.db, { companyId: acme.company.id, questions: surveyQuestions });
    const legacy = (await respondentUpload()).json as UploadedFile;

    // Act
    const created = await submitFile(form.id, legacy.url);

    // Assert
    expect(created.status).toBe(201);
    expect(await fileRow(legacy.id)).toMatchObject({ companyId: acme.company.id, formId: form.id });
  });
});

describe('with UPLOAD_LEGACY=false', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0', UPLOAD_LEGACY: 'false' } });
  });
  afterAll(() => strict.stop());

  it('when an upload names no form, then it is 400 naming formId and nothing is stored', async () => {
    // Arrange
    const discardedBefore = discardedUploads(strict);

    // Act
    const result = await upload(strict.url, '/api/public/files', { file: { bytes: sampleFiles.pdf, name: 'a.pdf' } });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ formId: messages.required });
    expect(await untilDiscarded(strict, discardedBefore, 1)).toHaveLength(1);
    expect(await storedFiles(strict)).toEqual([]);
  });
});

describe('sweep of unclaimed uploads', () => {
  it('when the sweep runs, then unclaimed uploads older than UPLOAD_CLAIM_HOURS go (row and bytes) and the rest stay', async () => {
    // Arrange: an old unclaimed upload, a fresh one, and an old one a submission claimed.
    const acme = await companyWithStaff(server);
    const form = await insertForm(server.db, { companyId: acme.company.id, questions: surveyQuestions });
    const old = (await respondentUpload(form.id)).json as UploadedFile;
    const fresh = (await respondentUpload(form.id)).json as UploadedFile;
    const claimed = (await respondentUpload(form.id)).json as UploadedFile;
    expect((await submitFile(form.id, claimed.url)).status).toBe(201);
    const sevenHoursAgo = new Date(Date.now() - 7 * 3_600_000);
    for (const id of [old.id, claimed.id]) {
      await server.db.update(files).set({ createdAt: sevenHoursAgo }).where(eq(files.id, id));
    }
    const oldStored = (await fileRow(old.id))!.storedName;

    // Act: the run's log line comes once it has removed both the rows and their bytes.
    const sweptBefore = sweeps().length;
    await server.handle.jobs.send(SWEEP_QUEUE, {});
    await eventually(
      async () => sweeps().slice(sweptBefore),
      (runs) => runs.some((run) => Number(run.deleted) >= 1),
      20_000,
    );

    // Assert
    expect(await fileRow(old.id)).toBeUndefined();
    expect(await storedFiles(server)).not.toContain(oldStored);
    expect((await call(server.url, pathOf(old.url))).status).toBe(404);
    expect(await fileRow(fresh.id)).toBeDefined();
    expect((await call(server.url, pathOf(claimed.url))).status).toBe(200);
  });
});
