// The audit log in the staff app (docs/audit.md): a MANAGER edits a form, opens Auditoria from the
// menu and sees the entry with who, the action in pt-BR, the form and the field changed.
import type { Browser } from 'playwright-core';
import { admin } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, signIn } from '../support/login';
import { seedCompany, seedForm, type SeededCompany } from '../support/seed';

const SAVE_BUTTON = /^(loading )?SALVAR$/;

describeInBrowser('audit log', () => {
  let browser: Browser;
  let company: SeededCompany;
  beforeAll(async () => {
    [browser, company] = await Promise.all([launch(), seedCompany(baseUrl())]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a MANAGER edits a form and opens Auditoria, then the entry shows who, the action, the form and the field changed', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Pesquisa auditada',
      questions: [{ title: 'O que achou?', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signIn(page, company.manager.email, company.manager.password);
    await page.waitForURL((url) => url.pathname === '/');

    // Act: the title changed in the editor, then the audit screen through the menu's Empresa.
    await page.goto(`/forms/${form.id}`);
    await page.getByLabel('Título do formulário').fill('Pesquisa auditada 2');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    await page.getByText('Formulário atualizado com sucesso!').waitFor();
    await menu(page).getByRole('link', { name: 'Empresa' }).click();
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByText('Auditoria', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auditoria');

    // Assert: newest first, the edit on top.
    await page.getByRole('heading', { name: 'Auditoria' }).waitFor();
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await firstRow.getByText('Formulário alterado').waitFor();
    const cells = (await firstRow.locator('td').allInnerTexts()).map((cell) => cell.trim());
    expect(cells[1]).toBe('Gestora Teste');
    expect(cells[2]).toBe('Formulário alterado');
    expect(cells[3]).toBe('Formulário: Pesquisa auditada 2');
    expect(cells[4]).toBe('título');
    await page.getByText('Formulário criado').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-manager-1280');
    await context.close();
  });

  it('when the ADMIN opens Auditoria and picks a company, then only the entries of that company are listed, with the company column', async () => {
    // Arrange
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');

    // Act
    await menu(page).getByRole('link', { name: 'Auditoria' }).click();
    await page.getByRole('columnheader', { name: 'Empresa' }).waitFor();
    await page.getByLabel('Empresa').click();
    await page.keyboard.type(company.name);
    const filtered = page.waitForResponse((response) => response.url().includes(`companyId=${company.companyId}`));
    await page.locator('.ant-select-item-option', { hasText: company.name }).click();

    // Assert: every row is of that company.
    await filtered;
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const companyCells = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allInnerTexts();
    expect(companyCells.length).toBeGreaterThan(0);
    expect(new Set(companyCells.map((cell) => cell.trim()))).toEqual(new Set([company.name]));
    await screenshot(page, 'audit-admin-1280');
    await context.close();
  });
});
