// The editor of the new question types: an NPS with end labels, optional, jumping on its value, and
// a dropdown filled by pasting a list; saved, they come back from the API as set.
import type { Locator, Page } from 'playwright-core';
import type { Form } from '@formbuilder/contracts';
import { describeInBrowser, screenshot, viewports } from '../support/browser';
import { browserAndCompany, signedInPage } from '../support/suite';

const question = (page: Page, position: number) =>
  page.getByRole('group', { name: `Pergunta ${position}`, exact: true });

/** Opens an antd select and picks the option shown with `label` (typed first into a searchable one). */
async function choose(page: Page, select: Locator, label: string, search = false) {
  await select.click();
  if (search) await page.keyboard.type(label);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true })
    .click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
}

describeInBrowser('the editor of the new question types', () => {
  const setup = browserAndCompany();

  it('when a MANAGER sets up an NPS with a value jump and pastes a dropdown list, then the form is saved as set', async () => {
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop, '/forms/new');
    await page.getByRole('heading', { name: 'Novo formulário' }).waitFor();
    await page.getByLabel('Título do formulário').fill('Pesquisa NPS');

    const nps = question(page, 1);
    await nps.getByLabel('Título', { exact: true }).fill('Recomendaria a um amigo?');
    await choose(page, nps.getByLabel('Tipo', { exact: true }), 'NPS', true);
    await nps.getByLabel('Rótulo do menor valor').fill('Nada provável');
    await nps.getByLabel('Rótulo do maior valor').fill('Com certeza');

    await page.getByRole('button', { name: 'NOVA PERGUNTA' }).click();
    const city = question(page, 2);
    await city.getByLabel('Título', { exact: true }).fill('Cidade');
    await choose(page, city.getByLabel('Tipo', { exact: true }), 'Lista suspensa', true);
    await city.getByLabel('Opção 1', { exact: true }).focus();
    await city.getByLabel('Opção 1', { exact: true }).evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', 'Recife\nSalvador\nManaus\n');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await city.getByLabel('Opção 3', { exact: true }).waitFor();

    // 0 to 6 jumps to the dropdown's question; the NPS becomes mandatory.
    await nps.getByRole('button', { name: 'Adicionar regra' }).click();
    await choose(page, nps.getByLabel('Comparação da regra 1 da pergunta 1'), 'menor ou igual a');
    await nps.getByLabel('Valor da regra 1 da pergunta 1').fill('6');
    await nps.getByRole('switch', { name: 'Obrigatória' }).click();
    await screenshot(page, 'form-editor-nps-1280');

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/forms') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /^(loading )?SALVAR$/ }).click();
    const form = (await (await saved).json()) as Form;
    expect(
      form.questions.map(({ type, required, minLabel, maxLabel, conditions, options }) => ({
        type,
        required,
        minLabel,
        maxLabel,
        conditions,
        options: options.map((option) => option.text),
      })),
    ).toEqual([
      {
        type: 'NPS',
        required: true,
        minLabel: 'Nada provável',
        maxLabel: 'Com certeza',
        conditions: [{ op: '<=', value: 6, goTo: form.questions[1]!.id }],
        options: [],
      },
      {
        type: 'DROPDOWN',
        required: false,
        minLabel: undefined,
        maxLabel: undefined,
        conditions: undefined,
        options: ['Recife', 'Salvador', 'Manaus'],
      },
    ]);

    await page.setViewportSize(viewports.mobile);
    await page.goto(`/forms/${form.id}`);
    await question(page, 1).getByLabel('Rótulo do menor valor').waitFor();
    await screenshot(page, 'form-editor-nps-390');
    await context.close();
  });
});
