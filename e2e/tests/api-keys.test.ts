// Chaves de API (docs/api-keys.md): a MANAGER creates a key on its screen, sees it once, another
// system uses it on /api/forms, and revoking it on the screen shuts that system out at once.
import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, settle, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { seedCompany, seedForm } from '../support/seed';

describeInBrowser('company API keys (mf-admin)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a MANAGER creates a key, then it is shown once, reads the company’s forms, and after revoking it the same call is 401', async () => {
    // Arrange
    const base = baseUrl();
    const company = await seedCompany(base);
    await seedForm(base, company.manager.token, {
      title: 'Pesquisa para a integração',
      questions: [{ title: 'Como você se chama?', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, base, viewports.mobile);
    await openSignedIn(page, company.manager);

    // Act: create the key on the screen
    await menu(page).getByRole('link', { name: 'Empresa' }).click();
    await page.getByRole('heading', { name: 'Dados da empresa' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Configurações da empresa' })
      .getByRole('link', { name: 'Chaves de API' })
      .click();
    await page.getByRole('heading', { name: 'Chaves de API' }).waitFor();
    await page.getByRole('button', { name: /Nova chave/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova chave de API' });
    // The dialog zooms in: its button is pressed once it stands where it ends.
    await dialog.getByRole('button', { name: 'CRIAR CHAVE' }).waitFor();
    await settle(page);
    await dialog.getByRole('button', { name: 'CRIAR CHAVE' }).click();
    await dialog.getByText('Campo obrigatório').waitFor();
    await dialog.getByText('Selecione pelo menos uma permissão').waitFor();
    await dialog.getByLabel('Nome').fill('Integração ERP');
    await dialog.getByRole('checkbox', { name: /forms:read/ }).check();
    await dialog.getByRole('button', { name: 'CRIAR CHAVE' }).click();
    const shown = page.getByRole('dialog', { name: 'Chave de API criada' });
    await shown.getByText('Copie a chave agora: ela não será mostrada novamente.').waitFor();
    await shown.getByRole('button', { name: 'Copiar chave' }).waitFor();
    const key = await shown.getByLabel('Chave de API').inputValue();
    await screenshot(page, 'api-key-created-390');
    await shown.getByRole('button', { name: 'CONCLUIR' }).click();
    await shown.waitFor({ state: 'hidden' });

    // Assert: the list shows the prefix only; the key works on /api/forms
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Integração ERP' });
    await row.getByText(key.slice(0, 12)).waitFor();
    expect(await page.content()).not.toContain(key);
    expect(key).toMatch(/^fbk_/);
    const before = await fetch(`${base}/api/forms`, { headers: { Authorization: `Bearer ${key}` } });
    expect(before.status).toBe(200);
    const forms = (await before.json()) as { items: Array<{ title: string }> };
    expect(forms.items.map((form) => form.title)).toEqual(['Pesquisa para a integração']);

    // Act: revoke it behind the confirmation drawer
    await row.getByRole('button', { name: 'Revogar Integração ERP' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Revogar esta chave?' });
    await drawer.getByRole('button', { name: 'REVOGAR' }).click();
    await page.getByText('Chave de API revogada com sucesso').first().waitFor();
    await row.getByText('Revogada').waitFor();

    // Assert
    const after = await fetch(`${base}/api/forms`, { headers: { Authorization: `Bearer ${key}` } });
    expect(after.status).toBe(401);
    await context.close();
  });
});
