// The company's privacy notice (set in the company form, shown and acknowledged on the respondent's
// welcome step) and the alphanumeric CNPJ, typed by a respondent and searched by the staff.
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { listSubmissions, seedForm, updateCompany } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

const NOTICE = 'Usamos seus dados apenas para responder a esta pesquisa.\nVocê pode pedir a exclusão quando quiser.';
const POLICY = 'https://empresa.e2e.test/privacidade';

async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

describeInBrowser('privacy notice and alphanumeric CNPJ', () => {
  const setup = browserAndCompany({ color: '#7c3aed' });

  it('when a MANAGER writes the privacy notice in the company settings, then it is saved with its link and switch', async () => {
    const { page, context } = await signedInPage(
      setup.browser,
      setup.company.manager,
      viewports.mobile,
      '/empresa/privacidade',
    );
    // The settings' Privacidade screen holds that part of the company form, in the page.
    const dialog = page.locator('form');
    await dialog.getByLabel('Texto do aviso').waitFor();

    // Requiring the acknowledgement of nothing is refused before any request.
    await dialog.getByLabel('Exigir que o respondente confirme a leitura').click();
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Escreva o aviso ou informe o link da política para exigir a confirmação.').waitFor();
    await dialog.getByLabel('Link da política de privacidade').fill('empresa.e2e.test');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Informe um endereço que comece com http:// ou https://').waitFor();

    await dialog.getByLabel('Texto do aviso').fill(NOTICE);
    await dialog.getByLabel('Link da política de privacidade').fill(POLICY);
    await atBothWidths(page, 'company-form-privacy');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa alterada com sucesso').waitFor();

    const saved = (await (
      await fetch(`${baseUrl()}/api/companies/${setup.company.companyId}`, {
        headers: { Authorization: `Bearer ${setup.company.manager.token}` },
      })
    ).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ privacyNotice: NOTICE, privacyPolicyUrl: POLICY, privacyAckRequired: true });
    await context.close();
  });

  it('when a respondent opens the form, then the notice shows on the welcome step and must be acknowledged, and an alphanumeric CNPJ is accepted', async () => {
    await updateCompany(baseUrl(), setup.company, {
      privacyNotice: NOTICE,
      privacyPolicyUrl: POLICY,
      privacyAckRequired: true,
    });
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Cadastro de fornecedores',
      questions: [{ id: 'q1', title: 'O que vocês vendem?', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    await page.getByRole('heading', { name: 'Aviso de privacidade' }).waitFor();
    await page.getByText('Usamos seus dados apenas para responder', { exact: false }).waitFor();
    const policy = page.getByRole('link', { name: 'Política de privacidade' });
    expect(await policy.getAttribute('href')).toBe(POLICY);
    expect(await policy.getAttribute('target')).toBe('_blank');

    // The document field offers letters (a CNPJ may have them) and formats them as typed.
    const document = page.getByLabel('CPF/CNPJ');
    expect(await document.getAttribute('inputmode')).toBe('text');
    await page.getByLabel('Nome').fill('Fornecedora Alfa');
    await document.fill('12abc34501de35');
    expect(await document.inputValue()).toBe('12.ABC.345/01DE-35');
    await page.getByLabel('Nome').focus();
    expect(await page.getByText('CPF/CNPJ inválido').count()).toBe(0);

    // Without the acknowledgement the wizard does not start.
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Confirme que leu o aviso de privacidade para enviar suas respostas.').waitFor();
    await atBothWidths(page, 'wizard-welcome-privacy');
    await page.setViewportSize(viewports.mobile);
    await page.getByLabel('Li e estou ciente do aviso de privacidade.').check();
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Pergunta 1 de 1').waitFor();
    await page.getByLabel('O que vocês vendem?').fill('Parafusos');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();

    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({
      document: '12.ABC.345/01DE-35',
      privacyAck: { text: NOTICE, policyUrl: POLICY },
    });
    await context.close();

    // The staff find the answer by the CNPJ typed however they like, and see the acknowledgement.
    const staff = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await openSignedIn(staff.page, setup.company.manager, `/forms/${form.id}/submissions`);
    await staff.page.getByText('Fornecedora Alfa').first().waitFor();
    const search = staff.page.getByLabel('Buscar por Nome ou Documento');
    await search.fill('abc.345/01de');
    await staff.page.getByText('Fornecedora Alfa').first().waitFor();
    await search.fill('12.ABC.345/01DE-99');
    await staff.page.getByText('Nenhum resultado encontrado').waitFor();
    await staff.page.goto(`/forms/${form.id}/submissions/${stored.items[0]!.id}`);
    await staff.page.getByText('Aviso de privacidade confirmado em').waitFor();
    await staff.context.close();
  });
});
