// The data subject's rights (docs/privacy.md) in the staff app: one answer deleted from its page
// behind the confirmation drawer, and a person found by CPF, exported, printed and deleted.
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, screenshot, viewports } from '../support/browser';
import { pdfBytes, submitAnswers, uploadFile } from '../support/respondent';
import { listSubmissions, seedForm } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

const questions = [
  { id: 'q1', title: 'O que achou?', type: 'STRING' as const, options: [] },
  // Optional: most answers below give only the first.
  { id: 'q2', title: 'Envie um comprovante', type: 'FILE' as const, options: [], required: false },
];
const person = { name: 'Titular Teste', document: '529.982.247-25', email: 'titular@example.com', phone: '' };

describeInBrowser('data subject rights', () => {
  const setup = browserAndCompany({ formsLimit: 10 });

  it('when a MANAGER deletes an answer from its page through the drawer, then it and its file are gone', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Pesquisa a apagar', questions });
    const fileUrl = await uploadFile(baseUrl(), 'comprovante.pdf', 'application/pdf', pdfBytes);
    const id = await submitAnswers(baseUrl(), form.id, { ...person, name: 'Resposta Apagável' }, [
      { questionId: 'q1', answer: 'Bom' },
      { questionId: 'q2', answer: fileUrl },
    ]);
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop);

    // Act
    await page.goto(`/forms/${form.id}/submissions/${id}`);
    await page.getByRole('button', { name: 'Excluir resposta' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Excluir esta resposta?').waitFor();
    await screenshot(page, 'delete-answer-drawer-1280');
    await drawer.getByRole('button', { name: 'EXCLUIR' }).click();

    // Assert
    await page.getByText('Resposta excluída.').waitFor();
    await page.waitForURL((url) => url.pathname === `/forms/${form.id}/submissions`);
    expect((await listSubmissions(baseUrl(), setup.company.manager.token, form.id)).items).toHaveLength(0);
    expect((await fetch(fileUrl)).status).toBe(404);
    await context.close();
  });

  it('when a MANAGER searches a person by CPF, then every answer is listed, can be exported and printed, and deleted at once', async () => {
    // Arrange
    const first = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Cadastro do titular', questions });
    const second = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Satisfação do titular',
      questions,
    });
    await submitAnswers(baseUrl(), first.id, person, [{ questionId: 'q1', answer: 'Primeira' }]);
    await submitAnswers(baseUrl(), second.id, person, [{ questionId: 'q1', answer: 'Segunda' }]);
    await submitAnswers(baseUrl(), second.id, { ...person, name: 'Outra Pessoa', document: '111.444.777-35' }, [
      { questionId: 'q1', answer: 'Fica' },
    ]);
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop);

    // Act: from a form's answers to the screen, then a search by the CPF without its mask.
    await page.goto(`/forms/${second.id}/submissions`);
    await page.getByRole('link', { name: 'Titulares de dados (LGPD)' }).click();
    await page.waitForURL((url) => url.pathname === '/forms/titulares');
    await page.getByLabel('CPF ou CNPJ do titular').fill('123');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('CPF/CNPJ inválido').waitFor();
    await page.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
    await page.getByRole('button', { name: 'Buscar' }).click();

    // Assert: both answers, not the other person's.
    await page.getByText('2 respostas encontradas').waitFor();
    await page.getByText('Cadastro do titular').waitFor();
    await page.getByText('Satisfação do titular').waitFor();
    await screenshot(page, 'data-subjects-found-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Export: a JSON download with everything.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar dados (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('dados-do-titular.json');
    const exported = JSON.parse(
      await new Promise<string>((resolve, reject) => {
        void download.createReadStream().then((stream) => {
          let text = '';
          stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          stream.on('end', () => resolve(text));
          stream.on('error', reject);
        });
      }),
    ) as { answers: { answers: { answer: string }[] }[] };
    expect(exported.answers.map((answer) => answer.answers[0]!.answer).sort()).toEqual(['Primeira', 'Segunda']);

    // Print view.
    await page.getByRole('button', { name: 'Versão para impressão' }).click();
    await page.getByText('Dados pessoais do titular').first().waitFor();
    expect(await page.getByTestId('data-subject-answer').count()).toBe(2);
    await screenshot(page, 'data-subjects-print-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fechar' }).click();

    // Delete all, behind the drawer.
    await page.getByRole('button', { name: 'Excluir todas as respostas' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Excluir as 2 respostas deste titular?').waitFor();
    await drawer.getByRole('button', { name: 'EXCLUIR' }).click();
    await page.getByText('2 respostas do titular foram excluídas.').waitFor();
    await page.getByText('Nenhuma resposta encontrada para este titular.').waitFor();
    expect((await listSubmissions(baseUrl(), setup.company.manager.token, first.id)).items).toHaveLength(0);
    const left = await listSubmissions(baseUrl(), setup.company.manager.token, second.id);
    expect(left.items.map((item: { name: string }) => item.name)).toEqual(['Outra Pessoa']);
    await context.close();
  });

  it('when a MANAGER sets how many days answers are kept in the company form, then it is saved, and emptied it keeps them for good', async () => {
    // Arrange
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.mobile);
    const read = async () =>
      (await (
        await fetch(`${baseUrl()}/api/companies/${setup.company.companyId}`, {
          headers: { Authorization: `Bearer ${setup.company.manager.token}` },
        })
      ).json()) as { retentionDays: number | null };
    const openForm = async () => {
      await page.goto('/empresa/privacidade');
      const form = page.locator('form');
      await form.getByLabel('Guardar respostas por (dias)').waitFor();
      return form;
    };
    const saveAndRead = async (form: Awaited<ReturnType<typeof openForm>>) => {
      await form.getByRole('button', { name: 'SALVAR' }).click();
      // The toast says the save was answered.
      await page.getByText('Empresa alterada com sucesso').last().waitFor();
      return read();
    };

    // Act
    let form = await openForm();
    await form.getByLabel('Guardar respostas por (dias)').fill('365');
    await screenshot(page, 'company-form-retention-390');
    const saved = await saveAndRead(form);
    // A new visit of the page reads the company again.
    form = await openForm();
    expect(await form.getByLabel('Guardar respostas por (dias)').inputValue()).toBe('365');
    await form.getByLabel('Guardar respostas por (dias)').fill('');
    const cleared = await saveAndRead(form);

    // Assert
    expect(saved.retentionDays).toBe(365);
    expect(cleared.retentionDays).toBeNull();
    await context.close();
  });
});
