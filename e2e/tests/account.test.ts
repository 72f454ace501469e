import { admin } from '../support/admin';
import { baseUrl, describeInBrowser, newPage, screenshot, settle, viewports } from '../support/browser';
import { menu, openSignedIn, signIn } from '../support/login';
import { seedCompany, type SeededCompany } from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

/** A USER of the seeded company, made by its MANAGER. */
async function seedUser(company: SeededCompany, name: string) {
  const email = `usuario-${Date.now()}@e2e.test`;
  const password = 'senha-do-usuario-123';
  const response = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.manager.token}` },
    body: JSON.stringify({ name, email, phone: '(21) 91234-5678', role: 'USER', password, passwordConfirm: password }),
  });
  if (response.status !== 201) throw new Error(`user not created: ${response.status} ${await response.text()}`);
  return { email, password };
}

describeInBrowser('the account page', () => {
  const setup = browserForBlock();

  it('when a MANAGER changes the password, then a wrong current one is flagged on its field and the right one works', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, manager, viewports.mobile);
    // On a phone a MANAGER's Minha conta is under Mais.
    await menu(page).getByRole('button', { name: 'Mais' }).click();
    await menu(page).getByRole('link', { name: 'Minha conta' }).click();
    await page.getByText('Gerente').waitFor();
    await page.getByRole('main').getByText('Empresa', { exact: true }).waitFor();
    await screenshot(page, 'account-manager-390');

    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha atual').fill('senha-errada-123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('nova-senha-do-gestor');
    await dialog.getByLabel('Confirmação da nova senha').fill('nova-senha-do-gestor');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Senha atual incorreta').waitFor();
    await screenshot(page, 'change-password-wrong-390');
    await dialog.getByLabel('Senha atual').fill(manager.password);
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha alterada com sucesso').waitFor();

    // The new password signs in from another browser; the old one no longer does.
    const other = await newPage(setup.browser, baseUrl());
    await signIn(other.page, manager.email, manager.password);
    await other.page.getByText('E-mail ou senha inválidos').waitFor();
    await signIn(other.page, manager.email, 'nova-senha-do-gestor');
    await other.page.waitForURL((url) => url.pathname === '/');
    await other.context.close();
    await context.close();
  });

  it("when a MANAGER edits its company from the account page, then it lands on the settings' Dados, without the plan's limits, and the new name shows", async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, manager, viewports.mobile, '/account');
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/empresa/dados');
    const form = page.locator('form');
    await form.getByLabel('Nome').waitFor();
    expect(await form.getByLabel('Limite de usuários').count()).toBe(0);
    await form.getByLabel('Nome').fill('Padaria Pão Quente');
    await screenshot(page, 'account-company-form-390');
    // A save refreshes the session (the header and theme follow the company). Leaving the page before
    // that answer arrives would present the refresh token its request already spent: wait for it.
    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/refresh' && response.ok(),
    );
    await form.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa alterada com sucesso').waitFor();
    await refreshed;
    await page.goto('/account');
    await page.getByText('Padaria Pão Quente').waitFor();
    await context.close();
  });

  it('when a USER edits its profile, then e-mail and role are fixed, the phone goes through the mask and the new name shows at once', async () => {
    const company = await seedCompany(baseUrl());
    const user = await seedUser(company, 'Carla Usuária');
    let name = 'Carla Usuária';
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context } = await signedInPage(setup.browser, user, viewport);
      // The signed-in layout is its own chunk: the menu shows once it has loaded.
      await menu(page).getByRole('link', { name: 'Minha conta' }).waitFor();
      const items = await menu(page).getByRole('link').allInnerTexts();
      expect(items.map((item) => item.trim())).toEqual(['Home', 'Formulários', 'Minha conta']);
      await menu(page).getByRole('link', { name: 'Minha conta' }).click();
      await page.getByText(name, { exact: true }).waitFor();
      await page.getByText('Usuário', { exact: true }).waitFor();
      await screenshot(page, `account-user-${viewport.width}`);

      await page.getByRole('button', { name: 'Editar perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
      await dialog.getByLabel('Nome').waitFor();
      expect(await dialog.getByLabel('Nome').inputValue()).toBe(name);
      expect(await dialog.getByLabel('E-mail').inputValue()).toBe(user.email);
      expect(await dialog.getByLabel('E-mail').isEditable()).toBe(false);
      expect(await dialog.getByLabel('Permissão').isDisabled()).toBe(true);
      expect(await dialog.getByLabel('Senha', { exact: true }).count()).toBe(0);
      await screenshot(page, `account-profile-form-${viewport.width}`);

      // Bad input is refused on its field and nothing is saved.
      await dialog.getByLabel('Nome').fill('');
      await dialog.getByLabel('Telefone').fill('');
      await dialog.getByLabel('Telefone').pressSequentially('219');
      await dialog.getByRole('button', { name: 'SALVAR' }).click();
      await dialog.getByText('Campo obrigatório').waitFor();
      await dialog.getByText('Telefone inválido. Use o formato (XX) XXXXX-XXXX').waitFor();

      const newName = `${name} Souza`;
      await dialog.getByLabel('Nome').fill(newName);
      await dialog.getByLabel('Telefone').fill('');
      await dialog.getByLabel('Telefone').pressSequentially('21998765432');
      expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(21) 99876-5432');
      await dialog.getByRole('button', { name: 'SALVAR' }).click();
      await page.getByText('Usuário alterado com sucesso').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(newName, { exact: true }).waitFor();

      // Saved on the server: a fresh load shows it too.
      await page.reload();
      await page.getByText(newName, { exact: true }).waitFor();
      name = newName;
      await context.close();
    }
  });

  it('when the ADMIN opens its account, then the profile and password modals show at both widths', async () => {
    for (const viewport of [viewports.mobile, viewports.desktop]) {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewport);
      await signIn(page, admin.email, admin.password);
      await page.waitForURL('**/companies');
      await menu(page).getByRole('link', { name: 'Minha conta' }).click();
      await page.getByText('Administrador', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Editar empresa' }).count()).toBe(0);
      await screenshot(page, `account-admin-${viewport.width}`);

      await page.getByRole('button', { name: 'Editar perfil' }).click();
      const profile = page.getByRole('dialog', { name: 'Editar usuário' });
      await profile.getByLabel('Nome').waitFor();
      expect(await profile.getByLabel('Permissão').isDisabled()).toBe(true);
      await screenshot(page, `account-admin-profile-form-${viewport.width}`);
      await profile.getByRole('button', { name: 'CANCELAR' }).click();
      await profile.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Alterar senha' }).click();
      const password = page.getByRole('dialog');
      await password.getByLabel('Senha atual').waitFor();
      // The dialog zooms in: its button is pressed once it stands where it ends.
      await settle(page);
      await password.getByRole('button', { name: 'SALVAR' }).click();
      await password.getByText('Senha deve ter pelo menos 8 caracteres').first().waitFor();
      await screenshot(page, `change-password-${viewport.width}`);
      await context.close();
    }
  });

  it('when a user deletes the account, then it is signed out and can no longer sign in', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, manager, viewports.desktop, '/account');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Deseja excluir sua conta?').waitFor();
    await screenshot(page, 'delete-account-drawer-1280');
    await drawer.getByRole('button', { name: 'EXCLUIR' }).click();
    await page.waitForURL('**/login');
    await signIn(page, manager.email, manager.password);
    await page.getByText('E-mail ou senha inválidos').waitFor();
    await context.close();
  });

  it('when the system asks for less motion, then the password dialog opens at once; otherwise it zooms in', async () => {
    const { manager } = await seedCompany(baseUrl());
    const opened = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop, { reducedMotion });
      await openSignedIn(page, manager, '/account');
      await page.getByRole('button', { name: 'Alterar senha' }).waitFor();
      // Every class the dialog's box wears while it opens, however fast the machine: antd's zoom-in runs
      // while the box wears ant-zoom-appear-active.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { dialogClasses: string[] }).dialogClasses = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            if (target.classList?.contains('ant-modal')) seen.push(target.className);
            for (const node of Array.from(record.addedNodes)) {
              if (node instanceof Element)
                node.querySelectorAll('.ant-modal').forEach((box) => seen.push(box.className));
            }
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      await page.getByRole('dialog').getByLabel('Senha atual').waitFor();
      // Read once the box stands still (no zoom class left), so a slow machine has shown every phase.
      await page.waitForFunction(() => !/ant-zoom/.test(document.querySelector('.ant-modal')?.className ?? 'ant-zoom'));
      const classes = await page.evaluate(() =>
        (window as unknown as { dialogClasses: string[] }).dialogClasses.join(' '),
      );
      await context.close();
      return classes;
    };
    expect(await opened('reduce')).not.toMatch(/ant-zoom-appear-(start|active)/);
    expect(await opened('no-preference')).toMatch(/ant-zoom-appear-active/);
  });
});
