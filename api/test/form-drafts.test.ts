// The editor's autosaved draft of a stored form and the form's description
// (docs/forms-and-templates.md, "Drafts"): a draft is kept apart from the live form, which only a
// save changes; whoever may change the form may read, write and discard its draft.
import { messages } from '@formbuilder/contracts';
import { createTenant, formBody, type TenantFixture } from './support/fixtures';
import { call, type CallOptions } from './support/http';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let acme: TenantFixture;
let other: TenantFixture;

beforeAll(async () => {
  server = await startServer();
  acme = await createTenant(server.db, server.url, { name: 'Acme Rascunhos' });
  other = await createTenant(server.db, server.url, { name: 'Outra Rascunhos' });
});
afterAll(() => server.stop());

const api = (path: string, options?: CallOptions) => call(server.url, path, options);

async function createForm(token: string, overrides: Record<string, unknown> = {}) {
  const created = await api('/api/forms', { method: 'POST', token, body: formBody(overrides) });
  expect(created.status).toBe(201);
  return created.json as { id: string; title: string; updatedAt: string };
}

/** A half edit: a blank title and a blank new question, which a save would refuse. */
const halfEdit = {
  title: '',
  description: 'Conte como foi a sua visita.',
  status: 'ACTIVE',
  anonymous: false,
  notifiedUser: null,
  hiddenFields: [],
  questions: [
    { id: 'q1', title: 'Qual é o seu nome?', type: 'STRING', options: [], required: false },
    { id: 'novo', title: '', type: 'SINGLE', options: [{ text: '' }], required: false },
  ],
};

describe('the form draft', () => {
  it('when the creator stores a half edit, then it is read back and neither the form nor its public page change', async () => {
    // Arrange
    const form = await createForm(acme.user.token);

    // Act
    const stored = await api(`/api/forms/${form.id}/draft`, { method: 'POST', token: acme.user.token, body: halfEdit });
    const read = await api(`/api/forms/${form.id}/draft`, { token: acme.user.token });
    const live = await api(`/api/forms/${form.id}`, { token: acme.user.token });
    const publicForm = await api(`/api/public/forms/${form.id}`);

    // Assert
    expect(stored.status).toBe(200);
    expect(read.status).toBe(200);
    expect(read.json.draft).toMatchObject({
      body: { title: '', description: 'Conte como foi a sua visita.', questions: halfEdit.questions },
      baseUpdatedAt: form.updatedAt,
      updatedBy: { id: acme.user.id },
    });
    expect(live.json).toMatchObject({ title: 'Pesquisa de satisfação', updatedAt: form.updatedAt });
    expect(live.json.description).toBeUndefined();
    expect(publicForm.json.title).toBe('Pesquisa de satisfação');
    expect(publicForm.json.questions).toHaveLength(formBody().questions.length);
  });

  it('when the draft is discarded, then there is none and discarding again is fine', async () => {
    // Arrange
    const form = await createForm(acme.manager.token);
    await api(`/api/forms/${form.id}/draft`, { method: 'POST', token: acme.manager.token, body: halfEdit });

    // Act
    const discarded = await api(`/api/forms/${form.id}/draft`, { method: 'DELETE', token: acme.manager.token });
    const again = await api(`/api/forms/${form.id}/draft`, { method: 'DELETE', token: acme.manager.token });
    const read = await api(`/api/forms/${form.id}/draft`, { token: acme.manager.token });

    // Assert
    expect(discarded.status).toBe(204);
    expect(again.status).toBe(204);
    expect(read.json).toEqual({ draft: null });
  });

  it('when a colleague or another company reaches for the draft, then it is 403 or 404 and the draft stays', async () => {
    // Arrange
    const form = await createForm(acme.user.token);
    await api(`/api/forms/${form.id}/draft`, { method: 'POST', token: acme.user.token, body: halfEdit });

    // Act
    const colleagueRead = await api(`/api/forms/${form.id}/draft`, { token: acme.colleague.token });
    const colleagueWrite = await api(`/api/forms/${form.id}/draft`, {
      method: 'POST',
      token: acme.colleague.token,
      body: { ...halfEdit, title: 'Outro' },
    });
    const foreign = await api(`/api/forms/${form.id}/draft`, { method: 'DELETE', token: other.manager.token });
    const read = await api(`/api/forms/${form.id}/draft`, { token: acme.user.token });

    // Assert
    expect(colleagueRead.status).toBe(403);
    expect(colleagueWrite.status).toBe(403);
    expect(foreign.status).toBe(404);
    expect(read.json.draft.body.title).toBe('');
  });

  it('when a draft is malformed, then it is 400 with a pt-BR message and nothing is stored', async () => {
    // Arrange
    const form = await createForm(acme.user.token);

    // Act
    const refused = await api(`/api/forms/${form.id}/draft`, {
      method: 'POST',
      token: acme.user.token,
      body: { ...halfEdit, questions: [] },
    });
    const read = await api(`/api/forms/${form.id}/draft`, { token: acme.user.token });

    // Assert
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(messages.atLeastOneQuestion);
    expect(read.json).toEqual({ draft: null });
  });
});

describe('the form description', () => {
  it('when a form is saved with a description, then the form and its public page carry it; cleared, it is gone', async () => {
    // Arrange
    const form = await createForm(acme.user.token, { description: '  Leva dois minutos.  ' });

    // Act
    const publicForm = await api(`/api/public/forms/${form.id}`);
    const cleared = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { description: '' },
    });
    const publicAfter = await api(`/api/public/forms/${form.id}`);

    // Assert
    expect(form).toMatchObject({ description: 'Leva dois minutos.' });
    expect(publicForm.json.description).toBe('Leva dois minutos.');
    expect(cleared.status).toBe(200);
    expect(cleared.json.description).toBeUndefined();
    expect(publicAfter.json.description).toBeUndefined();
  });

  it('when a save leaves the description out, then the stored one stays', async () => {
    // Arrange
    const form = await createForm(acme.user.token, { description: 'Bem-vindo!' });

    // Act
    const patched = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { title: 'Novo título' },
    });

    // Assert
    expect(patched.json).toMatchObject({ title: 'Novo título', description: 'Bem-vindo!' });
  });
});
