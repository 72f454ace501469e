// No secret and no personal data in any log line (docs/security.md, "Errors, headers and logs").
// The test servers of every file keep their whole log output (test/support/log-capture.ts); this
// file runs last (test/support/sequencer.js) and looks through all of it. It first drives, on a
// server of its own, the paths most likely to leak: a reset mail, a failing user insert carrying a
// fresh password hash, and anonymous answers with a respondent's CPF, e-mail and phone.
import fs from 'node:fs';
import path from 'node:path';
import { insertCompany, insertForm, waitForMail } from './support/fixtures';
import { call, login } from './support/http';
import { logDir } from './support/log-capture';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

/** What must never be written to a log, by name. */
const forbidden: { name: string; pattern: RegExp; test?: (match: string) => boolean }[] = [
  { name: 'access token (JWT)', pattern: /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/g },
  {
    // Refresh and reset tokens: 32 random bytes in base64url.
    name: 'opaque token',
    pattern: /(?<![\w-])[\w-]{43}(?![\w-])/g,
    test: (match) => /[A-Z]/.test(match) && /[a-z]/.test(match) && /\d/.test(match),
  },
  { name: 'reset link', pattern: /reset-pass\?t=|[?&]t=[\w%-]{16,}/g },
  { name: 'argon2 hash', pattern: /\$argon2(?:id|i|d)\$/g },
  { name: 'CPF/CNPJ', pattern: /\d{2,3}\.\d{3}\.\d{3}[-/]\d{2,4}/g },
  // Hex neighbours excluded: a run of digits inside a UUID (a request id) is no document.
  { name: 'document or phone digits', pattern: /(?<![\dA-Fa-f.-])\d{11}(?![\dA-Fa-f.-])/g },
  { name: 'phone', pattern: /\(\d{2}\)\s?\d{4,5}-\d{4}/g },
  // A WhatsApp or SMS number (docs/notifications.md).
  { name: 'E.164 phone', pattern: /\+\d{10,15}(?!\d)/g },
  { name: 'e-mail address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
];

interface Finding {
  file: string;
  rule: string;
  excerpt: string;
}

function scan(dir: string): { files: number; lines: number; findings: Finding[] } {
  const findings: Finding[] = [];
  let lines = 0;
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.log'));
  for (const name of names) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines += 1;
      for (const rule of forbidden) {
        for (const match of line.matchAll(rule.pattern)) {
          if (rule.test && !rule.test(match[0])) continue;
          const start = Math.max(0, (match.index ?? 0) - 60);
          // The excerpt shows where, with the match itself masked.
          const excerpt = `${line.slice(start, match.index)}<${rule.name}>${line.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 60)}`;
          findings.push({ file: name, rule: rule.name, excerpt });
        }
      }
    }
  }
  return { files: names.length, lines, findings };
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

/** The paths that used to leak, driven once so this file fails alone as well as at the end of the suite. */
async function driveRiskyPaths() {
  const admin = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: admin.cookie });

  // A reset mail: with no SMTP_URL it goes to the outbox.
  const asked = new Date(Date.now() - 1000);
  await call(server.url, '/api/auth/forgot-password', { method: 'POST', body: { email: TEST_ADMIN.email } });
  await waitForMail(server, TEST_ADMIN.email, asked);

  // A user insert the database refuses, after the password was hashed.
  const company = await insertCompany(server.db, { name: 'Empresa Registro' });
  await call(server.url, '/api/users', {
    method: 'POST',
    token: admin.token,
    body: {
      name: 'Pessoa\u0000Registrada',
      email: 'pessoa.registrada@example.com',
      phone: '(11) 98888-7777',
      role: 'USER',
      password: 'senha-registrada-123',
      passwordConfirm: 'senha-registrada-123',
      company: company.id,
    },
  });

  // Anonymous answers the database refuses, with a respondent's identity.
  const form = await insertForm(server.db, { companyId: company.id, anonymous: false });
  await call(server.url, `/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    body: {
      name: 'Respondente Registrada',
      document: '390.533.447-05',
      email: 'respondente.registrada@example.com',
      phone: '(11) 97777-6666',
      answers: [{ questionId: 'q1', answer: 'meu nome\u0000' }],
    },
  });
  await call(server.url, `/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    body: { name: 'Outra\uD800', document: '390.533.447-05', answers: [] },
  });
  await call(
    server.url,
    `/api/public/submissions/00000000-0000-4000-8000-000000000000?t=segredo-que-nao-vai-ao-log-123`,
  );
}

describe('log scan', () => {
  it('when the whole suite has run, then no log line holds a token, a reset link, a password hash, a CPF, a phone or an e-mail', async () => {
    // Arrange
    await driveRiskyPaths();
    await server.stop();
    server = await startServer();

    // Act
    const { files, lines, findings } = scan(logDir());

    // Assert
    expect(files).toBeGreaterThan(0);
    expect(lines).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
