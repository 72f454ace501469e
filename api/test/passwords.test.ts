// Forgotten, reset and changed passwords (docs/product.md#screens, #validation, #messages; docs/security.md#passwords-and-sign-in, #tokens-and-sessions).
// TRUST_PROXY lets each test claim its own client IP, so the per-IP limits of one do not reach the next.
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { messages } from '@formbuilder/contracts';
import { passwordResetTokens } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/tokens';
import {
  insertCompany,
  outboxCount,
  resetTokenFrom,
  signedInUser,
  STAFF_PASSWORD,
  unfolded,
  waitForMail,
  type SignedIn,
} from './support/fixtures';
import { call, login } from './support/http';
import { pause } from './support/pause';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let companyId: string;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1' } });
  companyId = (await insertCompany(server.db, { name: 'Senhas Ltda' })).id;
});
afterAll(() => server.stop());

let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const post = (path: string, body: unknown, options: { ip?: string; token?: string } = {}) =>
  call(server.url, path, {
    method: 'POST',
    body,
    token: options.token,
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
  });

const newUser = () => signedInUser(server, { role: 'USER', companyId, name: 'Clara Reset' });

async function requestResetToken(user: SignedIn): Promise<string> {
  const before = new Date(Date.now() - 1_000);
  const result = await post('/api/auth/forgot-password', { email: user.email });
  expect(result.status).toBe(202);
  return resetTokenFrom(await waitForMail(server, user.email, before));
}

const canUse = async (token: string) => (await call(server.url, '/api/users', { token })).status;

describe('POST /api/auth/forgot-password', () => {
  it('when the e-mail belongs to a user, then it is 202 and a pt-BR mail with the reset link lands in the outbox', async () => {
    // Arrange
    const user = await newUser();

    // Act
    const result = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });

    // Assert
    expect(result.status).toBe(202);
    expect(result.json).toEqual({ message: messages.forgotPasswordSent });
    const raw = await waitForMail(server, user.email);
    expect(raw).toContain('Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha?=');
    const mail = unfolded(raw);
    expect(mail).toContain('Olá, Clara Reset.');
    expect(mail).toContain('Ele vale por 1 hora e só pode ser usado uma vez.');
    expect(mail).toMatch(new RegExp(`${server.config.publicUrl}/reset-pass\\?t=[A-Za-z0-9_-]{43}`));
  });

  it('when the e-mail is unknown, then the answer is byte-identical and no mail is written', async () => {
    // Arrange
    const user = await newUser();
    const known = await post('/api/auth/forgot-password', { email: user.email });
    await waitForMail(server, user.email);
    const later = await newUser();
    const mailsBefore = await outboxCount(server);

    // Act
    const unknown = await post('/api/auth/forgot-password', { email: 'ninguem@example.com' });
    // A barrier: a request for a known address, sent after it, whose mail comes after any mail of the first.
    await post('/api/auth/forgot-password', { email: later.email });
    await waitForMail(server, later.email);

    // Assert
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(await outboxCount(server)).toBe(mailsBefore + 1);
  });

  it('when the token is stored, then only its hash is kept and it expires in an hour', async () => {
    // Arrange
    const user = await newUser();

    // Act
    const token = await requestResetToken(user);

    // Assert
    const rows = await server.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('when the e-mail is malformed, then it is 400 naming the field', async () => {
    // Act
    const result = await post('/api/auth/forgot-password', { email: 'not-an-email' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ email: messages.invalidEmail });
  });

  it('when one IP asks 10 times, then the 11th is 429 with Retry-After, for known and unknown e-mails alike', async () => {
    // Arrange
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/api/auth/forgot-password', { email: `x${i}@example.com` }, { ip })).status).toBe(202);
    }

    // Act
    const result = await post('/api/auth/forgot-password', { email: 'x0@example.com' }, { ip });

    // Assert
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(result.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('when the token is good, then it is 204, the new password signs in and the old one does not', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);

    // Act
    const result = await post('/api/auth/reset-password', {
      token,
      password: 'nova-senha-segura',
      passwordConfirm: 'nova-senha-segura',
    });

    // Assert
    expect(result.status).toBe(204);
    expect((await login(server.url, user.email, 'nova-senha-segura')).token).toBeTruthy();
    const old = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: STAFF_PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it('when the same token is used a second time, then it is 400 Erro ao redefinir senha', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);
    const body = { token, password: 'primeira-troca', passwordConfirm: 'primeira-troca' };
    expect((await post('/api/auth/reset-password', body)).status).toBe(204);

    // Act
    const again = await post('/api/auth/reset-password', {
      token,
      password: 'segunda-troca',
      passwordConfirm: 'segunda-troca',
    });

    // Assert
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: { code: 'INVALID', message: messages.resetFailed } });
    expect((await login(server.url, user.email, 'primeira-troca')).token).toBeTruthy();
  });

  it('when a newer link was asked for, then the earlier token no longer works', async () => {
    // Arrange
    const user = await newUser();
    const first = await requestResetToken(user);
    await pause(1_100, 'the newer link is asked for in a later second than the first');
    const second = await requestResetToken(user);

    // Act
    const withFirst = await post('/api/auth/reset-password', {
      token: first,
      password: 'senha-nova-1',
      passwordConfirm: 'senha-nova-1',
    });
    const withSecond = await post('/api/auth/reset-password', {
      token: second,
      password: 'senha-nova-2',
      passwordConfirm: 'senha-nova-2',
    });

    // Assert
    expect(first).not.toBe(second);
    expect(withFirst.status).toBe(400);
    expect(withSecond.status).toBe(204);
  });

  it('when the token has expired, then it is 400 Erro ao redefinir senha', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);
    await server.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResetTokens.userId, user.id));

    // Act
    const result = await post('/api/auth/reset-password', {
      token,
      password: 'tarde-demais',
      passwordConfirm: 'tarde-demais',
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(messages.resetFailed);
  });

  it('when the token is made up, then it is 400 Erro ao redefinir senha', async () => {
    // Act
    const result = await post('/api/auth/reset-password', {
      token: 'inventado',
      password: 'qualquer-senha',
      passwordConfirm: 'qualquer-senha',
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ error: { code: 'INVALID', message: messages.resetFailed } });
  });

  it('when the password has 7 characters or the confirmation differs, then the fields say so', async () => {
    // Act
    const short = await post('/api/auth/reset-password', {
      token: 't',
      password: '1234567',
      passwordConfirm: '1234567',
    });
    const mismatch = await post('/api/auth/reset-password', {
      token: 't',
      password: '12345678',
      passwordConfirm: '12345679',
    });

    // Assert
    expect(short.status).toBe(400);
    expect(short.json.error.fields).toEqual({ password: messages.passwordMin, passwordConfirm: messages.passwordMin });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.fields).toEqual({ passwordConfirm: messages.passwordMismatch });
  });

  it('when a 64-character password is chosen, then it is accepted and signs in', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);
    const long = 'a'.repeat(32) + 'B'.repeat(32);

    // Act
    const result = await post('/api/auth/reset-password', { token, password: long, passwordConfirm: long });

    // Assert
    expect(result.status).toBe(204);
    expect((await login(server.url, user.email, long)).token).toBeTruthy();
  });

  it('when the reset succeeds, then every session of the user ends and its open socket closes', async () => {
    // Arrange
    const user = await newUser();
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
    await new Promise((resolve) => socket.once('open', resolve));
    const ready = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: user.token }));
    await ready;
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const token = await requestResetToken(user);

    // Act
    await post('/api/auth/reset-password', { token, password: 'senha-trocada', passwordConfirm: 'senha-trocada' });

    // Assert
    expect(await closed).toBe(1008);
    expect(await canUse(user.token)).toBe(401);
    const refreshed = await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: user.cookie });
    expect(refreshed.status).toBe(401);
  });

  it('when a reset token is sent as a bearer access token, then it is 401', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);

    // Act
    const status = await canUse(token);

    // Assert
    expect(status).toBe(401);
  });

  it('when one IP sends 10 bad tokens, then the 11th try is 429', async () => {
    // Arrange
    const ip = freshIp();
    const body = { token: 'errado', password: 'qualquer-senha', passwordConfirm: 'qualquer-senha' };
    for (let i = 0; i < 10; i += 1) expect((await post('/api/auth/reset-password', body, { ip })).status).toBe(400);

    // Act
    const result = await post('/api/auth/reset-password', body, { ip });

    // Assert
    expect(result.status).toBe(429);
    expect(result.headers.get('retry-after')).toBeTruthy();
  });
});

describe('POST /api/auth/reset-password/check', () => {
  it('when the link is good, then it is 204 and the link still resets the password afterwards', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);

    // Act
    const checked = await post('/api/auth/reset-password/check', { token });

    // Assert
    expect(checked.status).toBe(204);
    const body = { token, password: 'depois-de-conferir', passwordConfirm: 'depois-de-conferir' };
    expect((await post('/api/auth/reset-password', body)).status).toBe(204);
  });

  it('when the link was used or never existed, then it is 400 Erro ao redefinir senha', async () => {
    // Arrange
    const user = await newUser();
    const token = await requestResetToken(user);
    const body = { token, password: 'ja-usado-uma-vez', passwordConfirm: 'ja-usado-uma-vez' };
    expect((await post('/api/auth/reset-password', body)).status).toBe(204);

    // Act
    const spent = await post('/api/auth/reset-password/check', { token });
    const unknown = await post('/api/auth/reset-password/check', { token: 'nunca-existiu' });
    const empty = await post('/api/auth/reset-password/check', { token: '' });

    // Assert
    for (const result of [spent, unknown, empty]) {
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ error: { message: messages.resetFailed } });
    }
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (user: SignedIn, body: Record<string, string>) =>
    post('/api/auth/change-password', body, { token: user.token });

  it('when the current password is right, then it is 204, this session goes on and the others end', async () => {
    // Arrange
    const user = await newUser();
    const other = await login(server.url, user.email, STAFF_PASSWORD);

    // Act
    const result = await change(user, {
      oldPassword: STAFF_PASSWORD,
      password: 'senha-alterada',
      passwordConfirm: 'senha-alterada',
    });

    // Assert
    expect(result.status).toBe(204);
    expect(await canUse(user.token)).toBe(200);
    expect((await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: user.cookie })).status).toBe(200);
    expect(await canUse(other.token)).toBe(401);
    expect((await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: other.cookie })).status).toBe(401);
    expect((await login(server.url, user.email, 'senha-alterada')).token).toBeTruthy();
  });

  it('when the current password is wrong, then it is 400 with Senha atual incorreta on oldPassword and nothing changes', async () => {
    // Arrange
    const user = await newUser();

    // Act
    const result = await change(user, {
      oldPassword: 'nao-e-a-senha',
      password: 'senha-alterada',
      passwordConfirm: 'senha-alterada',
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      error: {
        code: 'INVALID',
        message: messages.wrongCurrentPassword,
        fields: { oldPassword: messages.wrongCurrentPassword },
      },
    });
    expect((await login(server.url, user.email, STAFF_PASSWORD)).token).toBeTruthy();
  });

  it('when the confirmation differs, then it is 400 on passwordConfirm', async () => {
    // Arrange
    const user = await newUser();

    // Act
    const result = await change(user, {
      oldPassword: STAFF_PASSWORD,
      password: 'senha-alterada',
      passwordConfirm: 'senha-diferente',
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ passwordConfirm: messages.passwordMismatch });
  });

  it('when nobody is signed in, then it is 401', async () => {
    // Act
    const result = await post('/api/auth/change-password', {
      oldPassword: STAFF_PASSWORD,
      password: 'senha-alterada',
      passwordConfirm: 'senha-alterada',
    });

    // Assert
    expect(result.status).toBe(401);
  });

  it('when a session guesses the current password 10 times, then the 11th try is 429 even from another IP', async () => {
    // Arrange
    const user = await newUser();
    const guess = (password: string) =>
      change(user, { oldPassword: password, password: 'senha-alterada', passwordConfirm: 'senha-alterada' });
    for (let i = 0; i < 10; i += 1) expect((await guess(`palpite-${i}-errado`)).status).toBe(400);

    // Act
    const result = await guess(STAFF_PASSWORD);

    // Assert
    expect(result.status).toBe(429);
    expect((await login(server.url, user.email, STAFF_PASSWORD)).token).toBeTruthy();
  });
});
