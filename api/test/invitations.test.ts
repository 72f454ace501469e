// Invitations by e-mail (docs/people-and-files.md#invitations): the one-time link mailed through the
// queue, the invitee's own password, resend, revoke, the seats of usersLimit and the audit entries.
import { eq } from 'drizzle-orm';
import { invitationMessages, messages, userMessages } from '@formbuilder/contracts';
import { auditEvents, userInvitations, users } from '../src/db/schema';
import { companyWithStaff, eventually, outboxMails } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

let counter = 0;
const newEmail = () => `convidada${(counter += 1)}-${Date.now().toString(36)}@example.com`;

/** The link of the newest invitation mail to `email`, waited for (the mail goes through the queue). */
async function linkMailedTo(email: string, notIn: string[] = []): Promise<{ token: string; mail: string }> {
  const found = await eventually(
    async () =>
      (await outboxMails(server.handle.mailer.outboxDir))
        .filter((mail) => mail.includes(`To: ${email}`))
        .map((mail) => ({ mail, token: /\/convite\?t=([A-Za-z0-9_-]+)/.exec(mail)?.[1] }))
        .filter((found) => found.token && !notIn.includes(found.token)),
    (mails) => mails.length > 0,
  );
  return { token: found[0]!.token!, mail: found[0]!.mail };
}

const invite = (token: string, body: Record<string, unknown>) =>
  call(server.url, '/api/invitations', { method: 'POST', token, body });
const check = (token: string) => call(server.url, '/api/invitations/check', { method: 'POST', body: { token } });
const accept = (token: string, password = 'minha-senha-nova', passwordConfirm = password) =>
  call(server.url, '/api/invitations/accept', { method: 'POST', body: { token, password, passwordConfirm } });

describe('inviting by e-mail', () => {
  it('when a MANAGER invites someone, then a pt-BR mail brings a one-time link, and the invitee sets their own password and signs in', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server, { name: 'Padaria Aurora' });
    const email = newEmail();

    // Act
    const created = await invite(manager.token, { name: 'Carla Convidada', email, role: 'USER' });
    const { token, mail } = await linkMailedTo(email);
    const preview = await check(token);
    const accepted = await accept(token);
    const session = await login(server.url, email, 'minha-senha-nova');

    // Assert
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Carla Convidada', email, role: 'USER', roleLabel: 'Usuário' });
    expect(created.json.invitedBy).toEqual({ id: manager.id, name: 'Gestora Maria' });
    expect(mail).toContain('Subject: Convite para Padaria Aurora');
    expect(mail).toContain('Gestora Maria convidou você');
    expect(mail).toContain('Ele vale por 7 dias');
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({ name: 'Carla Convidada', email, companyName: 'Padaria Aurora' });
    expect(accepted.status).toBe(204);
    expect(session.result.json.user).toMatchObject({ email, name: 'Carla Convidada', role: 'USER' });
    expect(session.result.json.user.company.id).toBe(company.id);
    expect(await server.db.$count(userInvitations, eq(userInvitations.email, email))).toBe(0);
  });

  it('when the link is used a second time, then it is refused before any password is typed', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const email = newEmail();
    await invite(manager.token, { name: 'Duas Vezes', email, role: 'USER' });
    const { token } = await linkMailedTo(email);
    await accept(token);

    // Act
    const checked = await check(token);
    const again = await accept(token, 'outra-senha-nova');

    // Assert
    expect(checked.status).toBe(400);
    expect(checked.json.error.message).toBe(invitationMessages.unusable);
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe(invitationMessages.unusable);
  });

  it('when the confirmation differs, then it is said on the confirmation and the link is not spent', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const email = newEmail();
    await invite(manager.token, { name: 'Digitou Errado', email, role: 'USER' });
    const { token } = await linkMailedTo(email);

    // Act
    const result = await accept(token, 'minha-senha-nova', 'minha-senha-nov');

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ passwordConfirm: messages.passwordMismatch });
    expect((await check(token)).status).toBe(200);
  });

  it('when the link has run out, then it is refused', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const email = newEmail();
    await invite(manager.token, { name: 'Chegou Tarde', email, role: 'USER' });
    const { token } = await linkMailedTo(email);
    await server.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.email, email));

    // Act
    const result = await accept(token);

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(invitationMessages.unusable);
    expect(await server.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('when an invitation is resent, then a new link works and the old one no longer does', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const email = newEmail();
    const created = await invite(manager.token, { name: 'Perdi o E-mail', email, role: 'MANAGER' });
    const first = await linkMailedTo(email);

    // Act
    const resent = await call(server.url, `/api/invitations/${created.json.id}/resend`, {
      method: 'POST',
      token: manager.token,
    });
    const second = await linkMailedTo(email, [first.token]);

    // Assert
    expect(resent.status).toBe(200);
    expect((await check(first.token)).status).toBe(400);
    expect((await accept(second.token)).status).toBe(204);
    expect((await login(server.url, email, 'minha-senha-nova')).result.json.user.role).toBe('MANAGER');
  });

  it('when an invitation is revoked, then its link stops working and it leaves the list', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const email = newEmail();
    const created = await invite(manager.token, { name: 'Não Vem Mais', email, role: 'USER' });
    const { token } = await linkMailedTo(email);

    // Act
    const revoked = await call(server.url, `/api/invitations/${created.json.id}`, {
      method: 'DELETE',
      token: manager.token,
    });
    const list = await call(server.url, '/api/invitations', { token: manager.token });

    // Assert
    expect(revoked.status).toBe(204);
    expect((await check(token)).status).toBe(400);
    expect(list.json.items.map((item: { email: string }) => item.email)).not.toContain(email);
  });

  it('when every step is taken, then each is an audit entry of the company, naming no e-mail', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    const email = newEmail();

    // Act
    const created = await invite(manager.token, { name: 'Auditada', email, role: 'USER' });
    const first = await linkMailedTo(email);
    await call(server.url, `/api/invitations/${created.json.id}/resend`, { method: 'POST', token: manager.token });
    const { token } = await linkMailedTo(email, [first.token]);
    await accept(token);
    const entries = await server.db.select().from(auditEvents).where(eq(auditEvents.companyId, company.id));

    // Assert
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['invitation.created', 'invitation.resent', 'invitation.accepted']),
    );
    expect(JSON.stringify(entries)).not.toContain(email);
  });
});

describe('who may invite, and the seats', () => {
  it('when the e-mail is already a user or already invited, then it says so on the e-mail', async () => {
    // Arrange
    const { manager, user } = await companyWithStaff(server);
    const email = newEmail();
    await invite(manager.token, { name: 'Primeira', email, role: 'USER' });

    // Act
    const taken = await invite(manager.token, { name: 'Já Existe', email: user.email, role: 'USER' });
    const twice = await invite(manager.token, { name: 'Segunda', email, role: 'USER' });

    // Assert
    expect(taken.status).toBe(400);
    expect(taken.json.error.fields).toEqual({ email: messages.emailInUse });
    expect(twice.status).toBe(400);
    expect(twice.json.error.fields).toEqual({ email: invitationMessages.alreadyInvited });
  });

  it('when pending invitations fill usersLimit, then another invitation and a created user are both 409', async () => {
    // Arrange: the manager and the user take 2 of 3 seats.
    const { manager } = await companyWithStaff(server, { usersLimit: 3 });
    await invite(manager.token, { name: 'Terceira', email: newEmail(), role: 'USER' });

    // Act
    const invited = await invite(manager.token, { name: 'Quarta', email: newEmail(), role: 'USER' });
    const created = await call(server.url, '/api/users', {
      method: 'POST',
      token: manager.token,
      body: {
        name: 'Quarta Direta',
        email: newEmail(),
        phone: '(11) 98765-4321',
        role: 'USER',
        password: 'senha-inicial',
        passwordConfirm: 'senha-inicial',
      },
    });

    // Assert
    expect(invited.status).toBe(409);
    expect(invited.json.error.message).toBe(userMessages.usersLimitReached);
    expect(created.status).toBe(409);
  });

  it('when a USER or another company tries, then it is 403 or the same 404 as a missing invitation', async () => {
    // Arrange
    const { manager, user } = await companyWithStaff(server);
    const other = await companyWithStaff(server);
    const created = await invite(manager.token, { name: 'De Outra', email: newEmail(), role: 'USER' });

    // Act
    const byUser = await invite(user.token, { name: 'Não Pode', email: newEmail(), role: 'USER' });
    const resend = await call(server.url, `/api/invitations/${created.json.id}/resend`, {
      method: 'POST',
      token: other.manager.token,
    });
    const revoke = await call(server.url, `/api/invitations/${created.json.id}`, {
      method: 'DELETE',
      token: other.manager.token,
    });
    const list = await call(server.url, '/api/invitations', { token: other.manager.token });

    // Assert
    expect(byUser.status).toBe(403);
    expect(resend.status).toBe(404);
    expect(revoke.status).toBe(404);
    expect(list.json.items).toEqual([]);
    expect(await server.db.$count(userInvitations, eq(userInvitations.id, created.json.id))).toBe(1);
  });

  it('when an ADMIN invites, then it names the company, and without one it is told so', async () => {
    // Arrange
    const { company } = await companyWithStaff(server);
    const admin = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const without = await invite(admin.token, { name: 'Sem Empresa', email: newEmail(), role: 'USER' });
    const withCompany = await invite(admin.token, {
      name: 'Com Empresa',
      email: newEmail(),
      role: 'MANAGER',
      company: company.id,
    });
    const listed = await call(server.url, `/api/invitations?companyId=${company.id}`, { token: admin.token });

    // Assert
    expect(without.status).toBe(400);
    expect(without.json.error.fields).toEqual({ company: messages.required });
    expect(withCompany.status).toBe(201);
    expect(listed.json.items.map((item: { name: string }) => item.name)).toEqual(['Com Empresa']);
  });
});
