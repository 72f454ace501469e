// Issue 25's staff screens: the company settings in one place, the bottom menu on a phone,
// invitations by e-mail accepted through the outbox link, and categories managed on the library screen.
import type { Page } from 'playwright-core';
import { admin } from '../support/admin';
import { cleanAtBothWidths, seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { menu, openSignedIn, signInHome } from '../support/login';
import { mailedLink } from '../support/mail';
import { loginToken, seedCompany, seedCompanyUser } from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Configurações da empresa' });

describeInBrowser('staff screens: settings, menu, invitations, categories', () => {
  const setup = browserForBlock();

  it("when a MANAGER opens Empresa, then data, brand, privacy, webhooks, API keys and audit are one set of screens, and the account's old way leads there", async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile);

    await menu(page).getByRole('link', { name: 'Empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/empresa/dados');
    await page.getByRole('heading', { name: 'Dados da empresa' }).waitFor();
    expect((await settingsNav(page).getByRole('link').allInnerTexts()).map((item) => item.trim())).toEqual([
      'Dados',
      'Marca',
      'Privacidade',
      'Webhooks',
      'Chaves de API',
      'Auditoria',
    ]);
    expect(await settingsNav(page).getByRole('link', { name: 'Dados' }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('form').getByLabel('Nome').inputValue()).toBe(company.name);
    // The plan's limits stay the ADMIN's.
    expect(await page.getByLabel('Limite de usuários').count()).toBe(0);
    await cleanAtBothWidths(page, 'company-settings-dados', { fits: true });

    await page.setViewportSize(viewports.mobile);
    await settingsNav(page).getByRole('link', { name: 'Marca' }).click();
    await page.waitForURL((url) => url.pathname === '/empresa/marca');
    await page.getByRole('button', { name: 'Escolher cor' }).waitFor();
    expect(await page.locator('form').getByLabel('Nome').count()).toBe(0);
    await cleanAtBothWidths(page, 'company-settings-marca', { fits: true });

    await page.setViewportSize(viewports.mobile);
    await settingsNav(page).getByRole('link', { name: 'Privacidade' }).click();
    await page.getByLabel('Texto do aviso').waitFor();
    await page.getByLabel('Guardar respostas por (dias)').fill('90');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa alterada com sucesso').waitFor();
    // The form stays in the page after saving.
    expect(await page.getByLabel('Guardar respostas por (dias)').inputValue()).toBe('90');
    await cleanAtBothWidths(page, 'company-settings-privacidade', { fits: true });
    const saved = (await (
      await fetch(`${baseUrl()}/api/companies/${company.companyId}`, {
        headers: { Authorization: `Bearer ${company.manager.token}` },
      })
    ).json()) as { retentionDays: number | null };
    expect(saved.retentionDays).toBe(90);

    // The integrations are among the same links, and Empresa stays the current menu entry there.
    await settingsNav(page).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await menu(page).locator('a[aria-current="page"]', { hasText: 'Empresa' }).waitFor();
    await settingsNav(page).getByRole('link', { name: 'Auditoria' }).click();
    await page.getByRole('heading', { name: 'Auditoria' }).waitFor();
    expect(await settingsNav(page).getByRole('link', { name: 'Auditoria' }).getAttribute('aria-current')).toBe('page');

    // The old ways in: Minha conta's 'Editar empresa', the bare /empresa and the old landing /webhooks.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/empresa/dados');
    await page.goto('/empresa');
    await page.waitForURL((url) => url.pathname === '/empresa/dados');
    await page.goto('/webhooks');
    await settingsNav(page).getByRole('link', { name: 'Webhooks' }).waitFor();
    await context.close();
  });

  it('when a USER opens the company settings, then access is denied', async () => {
    const company = await seedCompany(baseUrl());
    const user = await seedCompanyUser(baseUrl(), company, 'Ulisses Usuário');
    const { page, context } = await signedInPage(setup.browser, user, viewports.mobile, '/empresa/privacidade');
    await page.waitForURL((url) => url.pathname === '/403');
    await context.close();
  });

  it("when a MANAGER's menu is on a phone, then it has five entries on one line each, and 'Mais' opens the rest by keyboard too", async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile);
    await menu(page).getByRole('link', { name: 'Empresa' }).waitFor();

    const shown = await menu(page).getByRole('link').allInnerTexts();
    expect(shown.map((item) => item.trim())).toEqual(['Home', 'Formulários', 'Biblioteca', 'Empresa']);
    const more = menu(page).getByRole('button', { name: 'Mais' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    // Every label on one line: its text makes a single line box.
    const lines = await menu(page)
      .locator('.fb-bottom-menu__link')
      .evaluateAll((links) =>
        links
          .filter((link) => (link as HTMLElement).offsetParent !== null)
          .map((link) => {
            const text = Array.from(link.childNodes).find((node) => node.nodeType === Node.TEXT_NODE)!;
            const range = document.createRange();
            range.selectNodeContents(text);
            return { label: text.textContent, lines: range.getClientRects().length };
          }),
      );
    expect(lines).toEqual(
      ['Home', 'Formulários', 'Biblioteca', 'Empresa', 'Mais'].map((label) => ({ label, lines: 1 })),
    );
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'menu-manager-390');

    // By keyboard: focus on Mais, Enter opens the list, Escape closes it and gives the focus back.
    await more.focus();
    await page.keyboard.press('Enter');
    await menu(page).getByRole('link', { name: 'Minha conta' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect((await menu(page).getByRole('list').last().getByRole('link').allInnerTexts()).map((i) => i.trim())).toEqual([
      'Usuários',
      'Titulares',
      'Minha conta',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'menu-manager-more-390');
    await page.keyboard.press('Escape');
    await menu(page).getByRole('link', { name: 'Minha conta' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Mais');

    // An entry under Mais: the page opens, the list closes and Mais is marked as where one is.
    await more.click();
    await menu(page).getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await menu(page).locator('button.active', { hasText: 'Mais' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');

    // On a desktop every entry is in the bar and there is no Mais.
    await page.setViewportSize(viewports.desktop);
    await menu(page).getByRole('link', { name: 'Minha conta' }).waitFor();
    expect((await menu(page).getByRole('link').allInnerTexts()).map((item) => item.trim())).toEqual([
      'Home',
      'Formulários',
      'Biblioteca',
      'Usuários',
      'Titulares',
      'Empresa',
      'Minha conta',
    ]);
    expect(await more.isVisible()).toBe(false);
    await screenshot(page, 'menu-manager-1280');
    await context.close();
  });

  it('when a MANAGER invites someone, then the e-mailed link lets them set their own password and sign in; resend and revoke work', async () => {
    const company = await seedCompany(baseUrl());
    const invitee = { name: 'Renata Convidada', email: `convidada-${Date.now()}@e2e.test` };
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.desktop, '/users');
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();

    // Invite: name, e-mail and role; the person appears under pending invitations.
    await page.getByRole('button', { name: /Convidar/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Convidar por e-mail' });
    await dialog.getByLabel('E-mail').fill('nao-e-email');
    await dialog.getByRole('button', { name: 'ENVIAR CONVITE' }).click();
    await dialog.getByText('E-mail inválido').waitFor();
    await dialog.getByText('Campo obrigatório').waitFor();
    await dialog.getByLabel('Nome').fill(invitee.name);
    await dialog.getByLabel('E-mail').fill(invitee.email);
    await screenshot(page, 'invitation-form-1280');
    await dialog.getByRole('button', { name: 'ENVIAR CONVITE' }).click();
    await page.getByText('Convite enviado').waitFor();
    const pending = page.getByRole('region', { name: 'Convites pendentes' });
    await pending.getByText(invitee.name).waitFor();
    await pending.getByText('Aguardando').waitFor();
    const first = await mailedLink(invitee.email, '/convite');

    // Resend: a new link; the first one no longer works.
    await pending.getByRole('button', { name: `Reenviar convite ${invitee.name}` }).click();
    await page.getByText('Convite reenviado').waitFor();
    const link = new URL(await mailedLink(invitee.email, '/convite', [first]));
    await cleanAtBothWidths(page, 'users-invitations', { fits: true });

    const stale = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await stale.page.goto(new URL(first).pathname + new URL(first).search);
    await stale.page.getByText('Este convite expirou, foi cancelado ou já foi usado.', { exact: false }).waitFor();
    expect(await stale.page.getByLabel('Senha', { exact: true }).count()).toBe(0);
    await screenshot(stale.page, 'invitation-unusable-390');
    await stale.context.close();

    // The invitee: greeted by name and company, the confirmation checked, then signed in.
    const guest = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await guest.page.goto(link.pathname + link.search);
    await guest.page
      .getByText(`Olá, ${invitee.name}! Crie sua senha para entrar na empresa ${company.name}.`)
      .waitFor();
    await guest.page.getByText(`Você vai entrar com o e-mail ${invitee.email}.`).waitFor();
    expect(await guest.page.title()).toContain('Convite');
    await guest.page.getByLabel('Senha', { exact: true }).fill('minha-senha-do-convite');
    await guest.page.getByLabel('Confirmação de senha').fill('outra-senha-qualquer');
    await guest.page.getByRole('button', { name: 'CRIAR SENHA' }).click();
    await guest.page.getByText('A confirmação de senha não confere').waitFor();
    expect(await seriousViolations(guest.page)).toEqual([]);
    await screenshot(guest.page, 'invitation-accept-390');
    await guest.page.getByLabel('Confirmação de senha').fill('minha-senha-do-convite');
    await guest.page.getByRole('button', { name: 'CRIAR SENHA' }).click();
    await guest.page.getByText('Senha criada com sucesso.', { exact: false }).waitFor();
    await guest.page.getByRole('link', { name: 'IR PARA O LOGIN' }).click();
    await signInHome(guest.page, invitee.email, 'minha-senha-do-convite');
    await guest.page.getByRole('heading', { name: 'Olá, Renata!' }).waitFor();
    await guest.context.close();

    // The manager: the person is a user now, no longer pending.
    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await page.getByText(invitee.email).waitFor();
    expect(await page.getByRole('region', { name: 'Convites pendentes' }).count()).toBe(0);

    // Revoke: another invitation, cancelled in the drawer, and its link says so.
    const other = { name: 'Otávio Cancelado', email: `cancelado-${Date.now()}@e2e.test` };
    await page.getByRole('button', { name: /Convidar/ }).click();
    await dialog.getByLabel('Nome').fill(other.name);
    await dialog.getByLabel('E-mail').fill(other.email);
    await dialog.getByRole('button', { name: 'ENVIAR CONVITE' }).click();
    await pending.getByText(other.name).waitFor();
    const revokedLink = new URL(await mailedLink(other.email, '/convite'));
    await pending.getByRole('button', { name: `Cancelar convite ${other.name}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Cancelar o convite?' });
    await drawer.getByRole('button', { name: 'CANCELAR CONVITE' }).click();
    await page.getByText('Convite cancelado').waitFor();
    await pending.waitFor({ state: 'detached' });
    await page.goto(revokedLink.pathname + revokedLink.search);
    await page.getByText('Convite indisponível').waitFor();
    await context.close();
  });

  it('when the ADMIN manages categories on the library screen, then it creates, renames and deletes them, and a category with templates is kept', async () => {
    const suffix = Date.now().toString(36);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, admin, '/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const panel = page.getByRole('dialog', { name: 'Nova categoria' });
    await panel.getByLabel('Nome').fill(`Vendas ${suffix}`);
    await panel.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Categoria cadastrada com sucesso').waitFor();
    // The new category is the chosen one.
    await page.getByRole('button', { name: `Renomear categoria Vendas ${suffix}` }).click();
    const rename = page.getByRole('dialog', { name: 'Renomear categoria' });
    expect(await rename.getByLabel('Nome').inputValue()).toBe(`Vendas ${suffix}`);
    await rename.getByLabel('Nome').fill(`Vendas e pós-venda ${suffix}`);
    await screenshot(page, 'category-rename-390');
    await rename.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Categoria alterada com sucesso').waitFor();
    await page.getByRole('button', { name: `Excluir categoria Vendas e pós-venda ${suffix}` }).waitFor();
    await cleanAtBothWidths(page, 'library-categories', { fits: true });

    await page.getByRole('button', { name: `Excluir categoria Vendas e pós-venda ${suffix}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deseja excluir a categoria?' });
    await confirm.getByRole('button', { name: 'EXCLUIR' }).click();
    await page.getByText('Categoria excluída com sucesso').waitFor();
    await page.getByRole('menuitem', { name: `Vendas e pós-venda ${suffix}` }).waitFor({ state: 'detached' });

    // A category holding a template stays, and the reason is said once.
    const token = await loginToken(baseUrl(), admin.email, admin.password);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const category = (await (
      await fetch(`${baseUrl()}/api/template-categories`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Com modelo ${suffix}` }),
      })
    ).json()) as { id: string; name: string };
    const template = await fetch(`${baseUrl()}/api/templates`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Modelo que segura a categoria',
        category: category.id,
        questions: [{ title: 'Qual o seu nome?', type: 'STRING', options: [] }],
      }),
    });
    expect(template.status).toBe(201);
    await page.goto(`/templates?category=${category.id}`);
    await page.getByRole('button', { name: `Excluir categoria ${category.name}` }).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir a categoria?' })
      .getByRole('button', { name: 'EXCLUIR' })
      .click();
    const reason = 'Esta categoria tem modelos. Mova ou apague os modelos dela antes de excluí-la.';
    await page.getByText(reason).waitFor();
    expect(await page.getByText(reason).count()).toBe(1);
    await page.getByRole('menuitem', { name: category.name }).waitFor();
    await context.close();
  });
});
