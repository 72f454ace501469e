// The audit log in the staff app (docs/audit.md): a MANAGER edits a form, opens Auditoria from the
// menu and sees the entry with who, the action in pt-BR, the form and the field changed; a change
// made with an API key names the key; on a phone each entry is stacked, with nothing cut.
import { admin } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { seedApiKey, seedForm, updateForm } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

const SAVE_BUTTON = /^(loading )?SALVAR$/;

describeInBrowser('audit log', () => {
  const setup = browserAndCompany();

  it('when a MANAGER edits a form and opens Auditoria, then the entry shows who, the action, the form and the field changed', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Pesquisa auditada',
      questions: [{ title: 'O que achou?', type: 'STRING', options: [] }],
    });
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop);

    // Act: the title changed in the editor, then the audit screen through the menu's Empresa.
    await page.goto(`/forms/${form.id}`);
    await page.getByLabel('Título do formulário').fill('Pesquisa auditada 2');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    await page.getByText('Formulário atualizado com sucesso!').waitFor();
    await menu(page).getByRole('link', { name: 'Empresa' }).click();
    await page.getByRole('heading', { name: 'Dados da empresa' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Configurações da empresa' })
      .getByRole('link', { name: 'Auditoria' })
      .click();
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

  it('when a form is changed with a company API key, then Auditoria names the key, not the MANAGER who made it', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Pesquisa da integração',
      questions: [{ title: 'Nota?', type: 'STRING', options: [] }],
    });
    const apiKey = await seedApiKey(baseUrl(), setup.company, 'ERP da Padaria', ['forms:write']);
    await updateForm(baseUrl(), apiKey.key, form.id, { title: 'Pesquisa da integração 2' });
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop);

    // Act
    await page.goto('/auditoria');

    // Assert: the edit's row (the MANAGER's sign-in came after it).
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Formulário alterado' }).first();
    await row.getByText('Formulário: Pesquisa da integração 2').waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((cell) => cell.trim());
    expect(cells.slice(1, 5)).toEqual([
      'Chave de API: ERP da Padaria',
      'Formulário alterado',
      'Formulário: Pesquisa da integração 2',
      'título',
    ]);
    await context.close();
  });

  it('when a MANAGER opens Auditoria on a 390 px phone, then each entry is stacked in one column, with its changed fields whole and no sideways scroll', async () => {
    // Arrange: an entry with several changed fields.
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Pesquisa no celular',
      questions: [{ title: 'Nota?', type: 'STRING', options: [] }],
    });
    await updateForm(baseUrl(), setup.company.manager.token, form.id, {
      title: 'Pesquisa no celular 2',
      anonymous: true,
      status: 'INACTIVE',
    });
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.mobile);

    // Act
    await page.goto('/auditoria');

    // Assert: one column, the entry's parts on their own lines, every tag inside the screen.
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Formulário alterado' }).first();
    await row.getByText('Formulário: Pesquisa no celular 2').waitFor();
    expect(await row.locator('td').count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Formulário alterado');
    expect(text).toContain('Gestora Teste');
    expect(text).toContain('Campos alterados');
    const tags = row.locator('.ant-tag');
    expect((await tags.allInnerTexts()).sort()).toEqual(['anônimo', 'situação', 'título']);
    for (const box of await tags.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      table: Math.max(
        ...Array.from(document.querySelectorAll('.ant-table-content, .ant-table-body')).map(
          (node) => node.scrollWidth - node.clientWidth,
        ),
        0,
      ),
    }));
    expect(overflow).toEqual({ page: 390, table: 0 });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'audit-manager-390');
    await context.close();
  });

  it('when the ADMIN opens Auditoria and picks a company, then only the entries of that company are listed, with the company column', async () => {
    // Arrange
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, admin, '/companies');

    // Act
    await menu(page).getByRole('link', { name: 'Auditoria' }).click();
    await page.getByRole('columnheader', { name: 'Empresa' }).waitFor();
    await page.getByLabel('Empresa').click();
    await page.keyboard.type(setup.company.name);
    const filtered = page.waitForResponse((response) =>
      response.url().includes(`companyId=${setup.company.companyId}`),
    );
    await page.locator('.ant-select-item-option', { hasText: setup.company.name }).click();

    // Assert: every row is of that company.
    await filtered;
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const companyCells = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(5)').allInnerTexts();
    expect(companyCells.length).toBeGreaterThan(0);
    expect(new Set(companyCells.map((cell) => cell.trim()))).toEqual(new Set([setup.company.name]));
    await screenshot(page, 'audit-admin-1280');
    await context.close();
  });
});
