// Every signed-in staff route, opened by each role that may see it, scanned by axe-core at phone (390 px)
// and desktop (1280 px) width: no serious or critical violation, and no heading that skips a level
// (heading-order: the lists' row titles are text, not h4s under the page's h1; docs/accessibility.md).
// The routes come from the apps' own route maps (shell and remotes), so a new page without a visit
// here fails the first test. What the screens do is tested in the other files; screens.test.ts also
// scans their dialogs and error states.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { admin } from '../support/admin';
import { seriousViolations, type Violation } from '../support/axe';
import { baseUrl, describeInBrowser, launch, newPage, settle, viewports } from '../support/browser';
import { openInApp } from '../support/in-app';
import { signIn } from '../support/login';
import { submitAnswers } from '../support/respondent';
import { loginToken, seedCompany, seedCompanyUser, seedForm } from '../support/seed';

jest.setTimeout(300_000);

type Role = 'ADMIN' | 'MANAGER' | 'USER';

/** The signed-in routes the apps declare (`<Route path="...">`), read from their route maps. */
function declaredRoutes(): string[] {
  const root = path.join(__dirname, '..', '..');
  const files = [
    'shell/src/routes/signed-in-routes.tsx',
    'mf-forms/src/routes.tsx',
    'mf-admin/src/routes.tsx',
    'mf-library/src/routes.tsx',
  ];
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/path="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((route) => route !== '*'),
  );
}

/** Who may see each route (the RequireRole of each route map), with the address to open. */
interface Visit {
  role: Role;
  route: string;
  url: string;
}

interface Seeded {
  companyId: string;
  formId: string;
  answerId: string;
  userFormId: string;
  userAnswerId: string;
  templateId: string;
}

function visits(s: Seeded): Visit[] {
  const v = (role: Role, route: string, url = route): Visit => ({ role, route, url });
  return [
    v('ADMIN', '/companies'),
    v('ADMIN', '/companies/:companyId/users', `/companies/${s.companyId}/users`),
    v('ADMIN', '/templates'),
    v('ADMIN', '/templates/new'),
    v('ADMIN', '/templates/:templateId', `/templates/${s.templateId}`),
    v('ADMIN', '/auditoria'),
    v('ADMIN', '/account'),
    v('MANAGER', '/'),
    v('MANAGER', '/forms'),
    v('MANAGER', '/forms/new'),
    v('MANAGER', '/forms/titulares'),
    v('MANAGER', '/forms/:formId', `/forms/${s.formId}`),
    v('MANAGER', '/forms/:formId/submissions', `/forms/${s.formId}/submissions`),
    v('MANAGER', '/forms/:formId/insights', `/forms/${s.formId}/insights`),
    v('MANAGER', '/forms/:formId/submissions/:submissionId', `/forms/${s.formId}/submissions/${s.answerId}`),
    v('MANAGER', '/users'),
    // The company settings: '/empresa' is its first section, Dados.
    v('MANAGER', '/empresa', '/empresa/dados'),
    v('MANAGER', '/empresa/:section', '/empresa/marca'),
    v('MANAGER', '/empresa/:section', '/empresa/privacidade'),
    v('MANAGER', '/webhooks'),
    v('MANAGER', '/api-keys'),
    v('MANAGER', '/auditoria'),
    v('MANAGER', '/library'),
    v('MANAGER', '/library/:templateId', `/library/${s.templateId}`),
    v('MANAGER', '/account'),
    v('USER', '/'),
    v('USER', '/forms'),
    v('USER', '/forms/new'),
    v('USER', '/forms/:formId', `/forms/${s.userFormId}`),
    v('USER', '/forms/:formId/submissions', `/forms/${s.userFormId}/submissions`),
    v('USER', '/forms/:formId/insights', `/forms/${s.userFormId}/insights`),
    v('USER', '/forms/:formId/submissions/:submissionId', `/forms/${s.userFormId}/submissions/${s.userAnswerId}`),
    v('USER', '/account'),
  ];
}

async function api<T>(route: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${route} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Drawn with its data: the signed-in frame's title is on screen, nothing is asked for, nothing spins. */
async function drawn(page: Page): Promise<void> {
  // The frame's title, not any h1: right after ENTRAR the sign-in form (with its own heading) stays on
  // screen, busy, until the shell's first render replaces it.
  await page.locator('.fb-page h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
}

/** The page is opened as the app's links open it and drawn with its data. */
async function ready(page: Page, url: string): Promise<void> {
  await openInApp(page, url);
  await drawn(page);
}

describeInBrowser('axe on every staff route at 390 and 1280 px', () => {
  let browser: Browser;
  let seeded: Seeded;
  let people: Record<Role, { email: string; password: string }>;

  beforeAll(async () => {
    browser = await launch();
    const base = baseUrl();
    const company = await seedCompany(base);
    const questions = [
      { id: 'q1', title: 'Como nos conheceu?', type: 'SINGLE' as const, options: [{ text: 'Site' }, { text: 'Loja' }] },
      { id: 'q2', title: 'Conte mais', type: 'TEXT' as const, options: [], required: false },
    ];
    const form = await seedForm(base, company.manager.token, { title: 'Pesquisa de Compra', questions });
    const answerId = await submitAnswers(base, form.id, { name: 'José Ávila', document: '529.982.247-25' }, [
      { questionId: 'q1', answer: 'Site' },
      { questionId: 'q2', answer: 'Gostei do atendimento.' },
    ]);
    const user = await seedCompanyUser(base, company, 'Usuária Teste');
    const userToken = await loginToken(base, user.email, user.password);
    const userForm = await seedForm(base, userToken, { title: 'Pesquisa da Usuária', questions });
    const userAnswerId = await submitAnswers(
      base,
      userForm.id,
      { name: 'Maria Souza', document: '11.222.333/0001-81' },
      [{ questionId: 'q1', answer: 'Loja' }],
    );
    const adminToken = await loginToken(base, admin.email, admin.password);
    const category = await api<{ id: string }>('/api/template-categories', adminToken, {
      name: `Acessibilidade ${Date.now()}`,
    });
    const template = await api<{ id: string }>('/api/templates', adminToken, {
      title: 'Pesquisa de atendimento',
      category: category.id,
      questions: [{ title: 'Você já é cliente?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] }],
    });
    seeded = {
      companyId: company.companyId,
      formId: form.id,
      answerId,
      userFormId: userForm.id,
      userAnswerId,
      templateId: template.id,
    };
    people = { ADMIN: admin, MANAGER: company.manager, USER: user };
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the route maps are read, then every signed-in route has a visit below', () => {
    const visited = new Set(visits(seeded).map((visit) => visit.route));
    const declared = declaredRoutes();
    expect(declared.length).toBeGreaterThan(15);
    expect(declared.filter((route) => !visited.has(route))).toEqual([]);
  });

  it.each<Role>(['ADMIN', 'MANAGER', 'USER'])(
    'when a %s opens each route it may see, then axe finds nothing serious and no skipped heading level at either width',
    async (role) => {
      const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
      await signIn(page, people[role].email, people[role].password);
      await page.waitForURL((url) => url.pathname !== '/login');
      const found: Array<{ route: string; width: number; violations: Violation[] }> = [];
      for (const visit of visits(seeded).filter((v) => v.role === role)) {
        await ready(page, visit.url);
        // Not sent elsewhere (/403, /404, the home page): the route itself is what is scanned.
        expect(new URL(page.url()).pathname).toBe(visit.url);
        for (const viewport of [viewports.mobile, viewports.desktop]) {
          await page.setViewportSize(viewport);
          // A width can change what the page shows (a list read again, a drawer laid out anew).
          await drawn(page);
          await settle(page);
          const violations = await seriousViolations(page, ['heading-order']);
          if (violations.length > 0) found.push({ route: visit.route, width: viewport.width, violations });
        }
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
