// Embedding a form on the company's site and keeping robots out with a proof of work
// (docs/forms-and-templates.md#embedding, #robots): the sites a company lists (validated, the
// MANAGER's to change) are the only ones the public page lets frame it; embed.js is served to other
// sites; a form asking for ALTCHA stores an answer only with a solved, unused challenge of its own.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type * as AltchaLib from 'altcha-lib' with { 'resolution-mode': 'import' };
import type * as AltchaPbkdf2 from 'altcha-lib/algorithms/pbkdf2' with { 'resolution-mode': 'import' };
import { IDEMPOTENCY_KEY_HEADER } from '@formbuilder/contracts';
import { altchaSpent, companies, forms, submissions } from '../src/db/schema';
import { createAppsDir } from './support/apps-dir';
import { insertSurvey, respondent, seedCompany, tokenOf } from './support/fixtures';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

// altcha-lib declares ES module types only; its CommonJS build is what runs here (as in src/).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { solveChallenge } = require('altcha-lib') as typeof AltchaLib;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2') as typeof AltchaPbkdf2;
type Challenge = AltchaLib.Challenge;

const EMBED_JS = '(function(){/* embed */})();';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let server: TestServer;
let appsDir: string;
beforeAll(async () => {
  appsDir = await createAppsDir();
  await fs.mkdir(path.join(appsDir, 'mf-respondent/dist/embed'), { recursive: true });
  await fs.writeFile(path.join(appsDir, 'mf-respondent/dist/embed/embed.js'), EMBED_JS);
  // A tiny cost: the test solves challenges itself, on a shared machine.
  server = await startServer({ env: { APPS_DIR: appsDir, PUBLIC_SUBMIT_RATE: '0', ALTCHA_COST: '10' } });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(appsDir, { recursive: true, force: true });
});

const rowsOf = (formId: string) => server.db.select().from(submissions).where(eq(submissions.formId, formId));

async function setup() {
  const acme = await seedCompany(server.db);
  const token = await tokenOf(server.url, acme.manager.email);
  const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
  return { acme, token, form };
}

describe('sites that may embed the forms', () => {
  it('when a MANAGER lists the company sites, then they are stored as bare origins, without repeats', async () => {
    // Arrange
    const { acme, token } = await setup();

    // Act
    const result = await call(server.url, `/api/companies/${acme.company.id}`, {
      method: 'PATCH',
      token,
      body: { embedOrigins: ['https://WWW.Acme.com.br/', '  http://localhost:8080 ', 'https://www.acme.com.br', ''] },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.embedOrigins).toEqual(['https://www.acme.com.br', 'http://localhost:8080']);
    const [row] = await server.db.select().from(companies).where(eq(companies.id, acme.company.id));
    expect(row!.embedOrigins).toEqual(['https://www.acme.com.br', 'http://localhost:8080']);
  });

  it.each([
    ['a path', 'https://www.acme.com.br/contato'],
    ['another scheme', 'ftp://acme.com.br'],
    ['a wildcard', 'https://*.acme.com.br'],
    ['no scheme', 'www.acme.com.br'],
    ['a CSP keyword smuggled in', "https://acme.com.br 'unsafe-inline'"],
  ])(
    'when a site with %s is listed, then the change is refused in Portuguese and nothing is stored',
    async (_case, origin) => {
      // Arrange
      const { acme, token } = await setup();

      // Act
      const result = await call(server.url, `/api/companies/${acme.company.id}`, {
        method: 'PATCH',
        token,
        body: { embedOrigins: ['https://ok.acme.com.br', origin] },
      });

      // Assert
      expect(result.status).toBe(400);
      expect(result.json.error.message).toContain('Endereço de site inválido');
      expect(result.json.error.message).toContain('https://www.exemplo.com.br');
      const [row] = await server.db.select().from(companies).where(eq(companies.id, acme.company.id));
      expect(row!.embedOrigins).toEqual([]);
    },
  );

  it('when a USER tries to list sites, then the company is unchanged', async () => {
    // Arrange
    const { acme } = await setup();
    const userToken = await tokenOf(server.url, acme.creator.email);

    // Act
    const result = await call(server.url, `/api/companies/${acme.company.id}`, {
      method: 'PATCH',
      token: userToken,
      body: { embedOrigins: ['https://intruso.example'] },
    });

    // Assert
    expect(result.status).toBe(403);
    const [row] = await server.db.select().from(companies).where(eq(companies.id, acme.company.id));
    expect(row!.embedOrigins).toEqual([]);
  });

  it('when the company lists no site, then its form page may be framed by this server only, as before', async () => {
    // Arrange
    const { form } = await setup();

    // Act
    const page = await call(server.url, `/submissions/${form.id}`, { headers: html });

    // Assert
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('acme');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('when the company lists sites, then its form page names exactly them in frame-ancestors, and no other company’s page does', async () => {
    // Arrange
    const { acme, form } = await setup();
    const other = await setup();
    await server.db
      .update(companies)
      .set({ embedOrigins: ['https://www.acme.com.br', 'http://localhost:8080'] })
      .where(eq(companies.id, acme.company.id));

    // Act
    const page = await call(server.url, `/submissions/${form.id}`, { headers: html });
    const otherPage = await call(server.url, `/submissions/${other.form.id}`, { headers: html });

    // Assert
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self' https://www.acme.com.br http://localhost:8080;");
    expect(policy.match(/frame-ancestors/g)).toHaveLength(1);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(otherPage.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(otherPage.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('when another site asks for embed.js, then it is served as a script any site may load', async () => {
    // Act
    const result = await call(server.url, '/embed.js', { headers: { origin: 'https://www.acme.com.br' } });

    // Assert
    expect(result.status).toBe(200);
    expect(result.text).toBe(EMBED_JS);
    expect(result.headers.get('content-type')).toMatch(/javascript/);
    expect(result.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('ALTCHA', () => {
  async function protectedForm() {
    const context = await setup();
    const patched = await call(server.url, `/api/forms/${context.form.id}`, {
      method: 'PATCH',
      token: context.token,
      body: { life: { altcha: true } },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.life.altcha).toBe(true);
    return context;
  }

  /** What the widget sends: the challenge and its solution, as base64 JSON. */
  async function solved(formId: string): Promise<string> {
    const challenge = (await call(server.url, `/api/public/forms/${formId}/altcha`)).json as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the challenge was not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const submit = (formId: string, extra: Record<string, unknown>, key?: string) =>
    call(server.url, `/api/public/forms/${formId}/submissions`, {
      method: 'POST',
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
      body: {
        ...respondent,
        answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Ana' }],
        ...extra,
      },
    });

  it('when a form asks for it, then its public form says so and a solved challenge lets the answer in', async () => {
    // Arrange
    const { form } = await protectedForm();

    // Act
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const result = await submit(form.id, { altcha: await solved(form.id) });

    // Assert
    expect(page.json.altcha).toBe(true);
    expect(result.status).toBe(201);
    expect(await rowsOf(form.id)).toHaveLength(1);
  });

  it('when the solution is missing, then the answer is refused in Portuguese and nothing is stored', async () => {
    // Arrange
    const { form } = await protectedForm();

    // Act
    const result = await submit(form.id, {});

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe('Confirme que você não é um robô antes de enviar.');
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when a solved challenge is sent a second time with another answer, then the replay is refused', async () => {
    // Arrange
    const { form } = await protectedForm();
    const payload = await solved(form.id);
    const first = await submit(form.id, { altcha: payload });

    // Act
    const replay = await submit(form.id, { altcha: payload, name: 'Robô Repetido' });

    // Assert
    expect(first.status).toBe(201);
    expect(replay.status).toBe(400);
    expect(replay.json.error.message).toBe(
      'Esta verificação contra robôs já foi usada ou expirou. Confirme de novo que você não é um robô.',
    );
    expect(await rowsOf(form.id)).toHaveLength(1);
    const spent = await server.db.select().from(altchaSpent);
    expect(spent.length).toBeGreaterThanOrEqual(1);
  });

  it('when the same answer is retried with its idempotency key, then it gets the first answer back, not a refusal', async () => {
    // Arrange
    const { form } = await protectedForm();
    const body = { altcha: await solved(form.id) };
    const first = await submit(form.id, body, 'c0ffee00-0000-4000-8000-000000000001');

    // Act
    const retried = await submit(form.id, body, 'c0ffee00-0000-4000-8000-000000000001');

    // Assert
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.json.id).toBe(first.json.id);
    expect(await rowsOf(form.id)).toHaveLength(1);
  });

  it('when the solution is wrong, or solves another form’s challenge, then the answer is refused', async () => {
    // Arrange
    const { form } = await protectedForm();
    const other = await protectedForm();
    const payload = JSON.parse(Buffer.from(await solved(form.id), 'base64').toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const wrong = Buffer.from(
      JSON.stringify({ ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');

    // Act
    const wrongResult = await submit(form.id, { altcha: wrong });
    const otherResult = await submit(other.form.id, { altcha: await solved(form.id) });
    const garbage = await submit(form.id, { altcha: 'bm90IGpzb24=' });

    // Assert
    for (const result of [wrongResult, otherResult, garbage]) {
      expect(result.status).toBe(400);
      expect(result.json.error.message).toBe(
        'A verificação contra robôs não foi aceita. Confirme de novo que você não é um robô.',
      );
    }
    expect(await rowsOf(form.id)).toHaveLength(0);
    expect(await rowsOf(other.form.id)).toHaveLength(0);
  });

  it('when a form does not ask for it, then it issues no challenge and takes answers without one, as before', async () => {
    // Arrange
    const { form } = await setup();

    // Act
    const challenge = await call(server.url, `/api/public/forms/${form.id}/altcha`);
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const result = await submit(form.id, {});

    // Assert
    expect(challenge.status).toBe(409);
    expect(challenge.json.error.message).toBe('Este formulário não pede verificação contra robôs.');
    expect(page.json.altcha).toBeUndefined();
    expect(result.status).toBe(201);
    const [row] = await server.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row!.altcha).toBe(false);
  });
});
