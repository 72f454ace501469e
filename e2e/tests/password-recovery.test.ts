import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { menu, signInHome } from '../support/login';
import { mailedLink } from '../support/mail';
import { browserAndCompany } from '../support/suite';

/** The reset link of the newest mail to this address in the server's outbox (now, or once it is written). */
const resetLinkFor = (email: string) => mailedLink(email, '/reset-pass');

describeInBrowser('password recovery', () => {
  const setup = browserAndCompany();

  it('when a user forgets the password, then the mailed link sets a new one that signs in', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto('/login');
    await page.getByRole('link', { name: 'ESQUECI MINHA SENHA' }).click();
    await page.waitForURL('**/forgot-pass');
    await page.getByLabel('E-mail').fill('nao-e-email');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await page.getByLabel('E-mail').fill(setup.company.manager.email);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Solicitação de senha enviada com sucesso').waitFor();
    await screenshot(page, 'forgot-sent-390');

    const link = new URL(await resetLinkFor(setup.company.manager.email));
    await page.goto(link.pathname + link.search);
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByLabel('Confirmação da nova senha').fill('outra-coisa');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha deve ter pelo menos 8 caracteres').first().waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('uma-senha-nova-123');
    await page.getByLabel('Confirmação da nova senha').fill('uma-senha-diferente');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('A confirmação de senha não confere').waitFor();
    await page.getByLabel('Confirmação da nova senha').fill('uma-senha-nova-123');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha alterada com sucesso').waitFor();
    await page.getByRole('link', { name: 'IR PARA O LOGIN' }).click();

    await signInHome(page, setup.company.manager.email, 'uma-senha-nova-123');
    await menu(page).getByRole('link', { name: 'Empresa' }).waitFor();

    // The link works once: opened again, the page says so before anything is typed.
    await page.goto(link.pathname + link.search);
    await page.getByText('Erro ao redefinir senha').waitFor();
    await page.getByRole('button', { name: 'PEDIR NOVO LINK' }).waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);
    await context.close();
  });
});
