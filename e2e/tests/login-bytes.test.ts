// The staff login page's weight budget: a fresh, anonymous visit to /login transfers at most 350 kB
// of compressed JS and CSS (as served: precompressed brotli), with every area loaded on demand; and the
// whole way from there to a MANAGER's home under a ceiling (goal: 450 kB, not met yet). The figures and the design behind them:
// docs/architecture.md, "What the login page loads" and "What the signed-in app loads".
import { baseUrl, describeInBrowser, newPage, viewports } from '../support/browser';
import { signInHome } from '../support/login';
import { seedCompany, seedForm } from '../support/seed';
import {
  isScriptOrStyle,
  kB,
  FIRST_SIGN_IN_FORM_BYTES,
  LOGIN_PAGE_BUDGET_BYTES,
  meterTransfers,
  networkSettled,
  SIGNED_IN_HOME_BUDGET_BYTES,
  sumBytes,
  type Transfer,
} from '../support/transfer';
import { browserForBlock } from '../support/suite';

/** Null within the budget; over it, the total and what came, biggest first. */
function overBudget(code: Transfer[], budget: number): string | null {
  const total = sumBytes(code);
  if (total <= budget) return null;
  return `${kB(total)} > ${kB(budget)}:\n${[...code]
    .sort((a, b) => b.bytes - a.bytes)
    .map((t) => `${kB(t.bytes)} ${new URL(t.url).pathname}`)
    .join('\n')}`;
}

describeInBrowser('the staff login page budget', () => {
  const setup = browserForBlock();

  it('when a visitor opens /login with an empty cache, then at most 350 kB of JS and CSS come over the wire, brotli-compressed, and no remote', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    const meter = await meterTransfers(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      encodings.set(response.url(), response.headers()['content-encoding']);
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await networkSettled(page);

    const code = meter.take().filter(isScriptOrStyle);
    const total = sumBytes(code);
    // Over the budget, the failure lists what came, biggest first.
    expect(overBudget(code, LOGIN_PAGE_BUDGET_BYTES)).toBeNull();
    expect(total).toBeGreaterThan(0);
    // Measured as served: the files came precompressed (all but a few tiny ones, which are not worth
    // it, config/precompress-plugin.mjs), and no area (remote) was fetched.
    const uncompressed = code.filter((t) => encodings.get(t.url) !== 'br' && t.bytes > 4000);
    expect(uncompressed.map((t) => t.url)).toEqual([]);
    expect(code.some((t) => new URL(t.url).pathname.startsWith('/remotes/'))).toBe(false);
    // The sign-in form is drawn without React or antd; the shell follows after the sign-in. Their
    // weight back on this page (over 300 kB) would show here long before the budget above.
    expect(total).toBeLessThan(FIRST_SIGN_IN_FORM_BYTES);
    // An anonymous visit logs nothing: the session check answers 204, not 401.
    expect(consoleErrors).toEqual([]);
    await meter.detach();
    await context.close();
  });

  it('when a MANAGER signs in from a fresh /login, then the way to its home with its data transfers at most 450 kB of JS and CSS', async () => {
    const company = await seedCompany(baseUrl());
    await seedForm(baseUrl(), company.manager.token, {
      title: 'Pesquisa de Compra',
      questions: [{ title: 'Como nos conheceu?', type: 'SINGLE', options: [{ text: 'Site' }, { text: 'Loja' }] }],
    });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    const meter = await meterTransfers(page);

    await signInHome(page, company.manager.email, company.manager.password);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await networkSettled(page);

    const code = meter.take().filter(isScriptOrStyle);
    expect(overBudget(code, SIGNED_IN_HOME_BUDGET_BYTES)).toBeNull();
    // Measured on the real way: the forms area (home) came, another area did not.
    expect(code.some((t) => new URL(t.url).pathname.startsWith('/remotes/forms/'))).toBe(true);
    expect(code.some((t) => new URL(t.url).pathname.startsWith('/remotes/admin/'))).toBe(false);
    await meter.detach();
    await context.close();
  });
});
