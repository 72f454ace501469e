import { admin, siteLinksEnv } from '../support/admin';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn, signIn } from '../support/login';
import { seedCompany } from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

describeInBrowser('the shell', () => {
  const setup = browserForBlock();

  it('when a visitor opens /login, then it shows ENTRAR, CRIE SUA CONTA and ESQUECI MINHA SENHA', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    const createAccount = page.getByRole('link', { name: 'CRIE SUA CONTA' });
    expect(await createAccount.getAttribute('target')).toBe('_blank');
    expect(await createAccount.getAttribute('href')).toBe(siteLinksEnv.SIGNUP_URL);
    await page.getByRole('link', { name: 'ESQUECI MINHA SENHA' }).waitFor();
    await screenshot(page, 'login-390');
    await context.close();
  });

  it('when the ADMIN signs in, then it lands on /companies (mf-admin) with the ADMIN menu', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    const items = await menu(page).getByRole('link').allInnerTexts();
    expect(items.map((s) => s.trim())).toEqual(['Empresas', 'Biblioteca', 'Auditoria', 'Minha conta']);
    // The page came from the remote, not from the shell's bundle.
    const remoteRequests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(remoteRequests.some((p) => p.startsWith('/remotes/admin/'))).toBe(true);
    await screenshot(page, 'companies-1280');

    await menu(page).getByRole('link', { name: 'Biblioteca' }).click();
    await page.waitForURL('**/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();

    // Reloading keeps the session (refresh cookie) and the page.
    await page.reload();
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await context.close();
  });

  it('when a signed-in user signs out, then a bottom drawer confirms and the user lands on /login', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    await menu(page).getByRole('link', { name: 'Minha conta' }).click();
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Deseja sair da sua conta?').waitFor();
    await screenshot(page, 'sign-out-drawer-390');
    // Dismissing answers no: the drawer closes and nothing happens.
    await drawer.getByRole('button', { name: 'CANCELAR' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');

    await page.getByRole('button', { name: 'Sair' }).click();
    await drawer.getByText('Deseja sair da sua conta?').waitFor();
    await drawer.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    // The session is over on the server too: a reload does not sign back in.
    await page.goto('/account');
    await page.waitForURL('**/login?redirect=*');
    await context.close();
  });

  it('when the password is wrong, then it says E-mail ou senha inválidos', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl());
    await signIn(page, admin.email, 'wrong-password-123');
    const alert = page.getByText('E-mail ou senha inválidos');
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // Alerts go away by themselves after about 3 s.
    const shown = Date.now();
    await alert.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
    await context.close();
  });

  it('when a visitor opens a protected page, then it is alerted and sent to login with the redirect', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl());
    await page.goto('/forms?x=1');
    await page.getByText('Você precisa estar logado para acessar esta página.').waitFor();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/forms?x=1');

    // Signing in there goes back to the page asked for, query string included.
    const { manager } = await seedCompany(baseUrl());
    await page.getByLabel('E-mail').fill(manager.email);
    await page.getByLabel('Senha').fill(manager.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL((url) => url.pathname === '/forms' && url.search === '?x=1');
    await page.getByRole('heading', { name: 'Formulários' }).waitFor();

    // A signed-in visitor of /login is sent home.
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Olá, Gestora!').waitFor();
    await context.close();
  });

  it('when the ADMIN signs in from a link with a redirect, then it lands there, and / sends it to /companies', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl());
    await page.goto('/login?redirect=%2Ftemplates');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Senha').fill(admin.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL('**/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();

    await page.goto('/');
    await page.waitForURL('**/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    await context.close();
  });

  it('when a visitor carries a token t, then a protected page lets it through without the login alert', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl());
    await page.goto('/account?t=convite');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await page.getByText('Você precisa estar logado para acessar esta página.').count()).toBe(0);
    await context.close();
  });

  it('when the session can no longer be refreshed on load, then the user is signed out and sent to login', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, manager);
    // The start-up check (/api/auth/session) answers 204 when the cookie's session is gone.
    await page.route('**/api/auth/session', (route) => route.fulfill({ status: 204 }));
    await page.goto('/account');
    await page.getByText('Você precisa estar logado para acessar esta página.').waitFor();
    await page.waitForURL('**/login?redirect=%2Faccount');
    await context.close();
  });

  it('when a page is left while its start-up refresh is on the way, then the next page is still signed in', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, manager, '/login');
    // The start-up check reaches the server, which rotates the refresh cookie, but its answer (the
    // new cookie) never reaches this page: as when a reload or a link cuts the request short.
    let rotated!: () => void;
    const reachedServer = new Promise<void>((resolve) => (rotated = resolve));
    await page.route('**/api/auth/session', async (route) => {
      const { cookie } = await route.request().allHeaders();
      const answer = await fetch(route.request().url(), { method: 'POST', headers: { cookie: cookie ?? '' } });
      expect(answer.status).toBe(200);
      rotated();
      await route.abort();
    });
    await page.goto('/account', { waitUntil: 'commit' });
    await reachedServer;
    await page.unroute('**/api/auth/session');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    // And the session goes on: one more load renews it with the newest cookie.
    await page.reload();
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    await context.close();
  });

  it('when the server fails as a page loads, then the server-error page offers a fresh start at /', async () => {
    const { manager } = await seedCompany(baseUrl());
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context } = await signedInPage(setup.browser, manager, viewport);
      await page.route('**/api/auth/session', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE"}}' }),
      );
      await page.goto('/account');
      await page.getByText('Ocorreu um erro no servidor.').waitFor();
      await page.getByText('Tente novamente mais tarde ou entre em contato com o suporte.').waitFor();
      // Not mistaken for a missing session.
      expect(new URL(page.url()).pathname).toBe('/account');
      await screenshot(page, `server-error-${viewport.width}`);

      // The server is back: the button starts the app afresh at / and the session is still there.
      await page.unroute('**/api/auth/session');
      await page.getByRole('button', { name: 'VOLTAR PARA A PÁGINA INICIAL' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Olá, Gestora!').waitFor();
      await context.close();
    }
  });

  it('when the path is unknown, then it ends on /404 with a way back home', async () => {
    const { manager } = await seedCompany(baseUrl());
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewport);
      await page.goto('/no-such-page');
      await page.waitForURL('**/404');
      await page.getByText('A página não foi encontrada.').waitFor();
      await screenshot(page, `not-found-${viewport.width}`);
      await openSignedIn(page, manager, '/pagina-que-nao-existe?x=1');
      await page.waitForURL('**/404');
      await page.getByRole('button', { name: 'VOLTAR PARA A PÁGINA INICIAL' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Olá, Gestora!').waitFor();
      await context.close();
    }
  });
});
