import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { listSubmissions, seedCompany, seedForm, type SeededCompany } from '../support/seed';

const questions = [
  {
    id: 'q1',
    title: 'Você já usou nosso produto?',
    type: 'SINGLE' as const,
    options: [{ text: 'Sim', goTo: 'q3' }, { text: 'Não', goTo: 'end' }, { text: 'Talvez' }],
  },
  { id: 'q2', title: 'O que faltou?', type: 'TEXT' as const, options: [] },
  {
    id: 'q3',
    title: 'Quais recursos usa?',
    type: 'MULTIPLE' as const,
    options: [{ text: 'Relatórios' }, { text: 'Exportação' }],
  },
  { id: 'q4', title: 'Nota de 0 a 10', type: 'STRING' as const, options: [] },
];

describeInBrowser('the respondent wizard', () => {
  let browser: Browser;
  let company: SeededCompany;
  beforeAll(async () => {
    [browser, company] = await Promise.all([launch(), seedCompany(baseUrl(), { color: '#facc15' })]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a respondent identifies, branches and sends, then one submission with the walked answers is stored', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, { title: 'Pesquisa de satisfação', questions });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    const started = Date.now();
    await page.goto(`/submissions/${form.id}`);
    await page.getByText('Carregando formulário...').waitFor();
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    // docs/product.md#respondent-pages: the loading state stays at least 2 s; the company colour follows 0.5 s later, darkened
    // because white text does not read on this yellow.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    const primary = () => page.evaluate(() => document.documentElement.style.getPropertyValue('--rs-primary'));
    expect(await primary()).toBe('');
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--rs-primary') !== '');
    expect(await primary()).not.toBe('#facc15');

    // Identification is checked on blur and on INICIAR.
    await page.getByLabel('Nome').fill('');
    await page.getByLabel('CPF/CNPJ').fill('123');
    await page.getByLabel('Nome').focus();
    await page.getByText('CPF/CNPJ inválido').waitFor();
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await page.getByLabel('Nome').fill('Ana Souza');
    await page.getByLabel('CPF/CNPJ').fill('52998224725');
    expect(await page.getByLabel('CPF/CNPJ').inputValue()).toBe('529.982.247-25');
    await screenshot(page, 'wizard-welcome-390');
    await page.getByRole('button', { name: 'INICIAR' }).click();

    await page.getByText('Pergunta 1 de 4').waitFor();
    expect(await page.getByRole('button', { name: 'ANTERIOR' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await page.getByText('Campo obrigatório').waitFor();
    await page.getByLabel('Sim').check();
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    // 'Sim' jumps over q2 to q3.
    await page.getByRole('heading', { name: 'Quais recursos usa?' }).waitFor();
    await page.getByText('Pergunta 2 de 4').waitFor();
    await page.getByLabel('Exportação').check();
    await screenshot(page, 'wizard-multiple-390');

    // Back to q1 and choose the branch that ends the form there.
    await page.getByRole('button', { name: 'ANTERIOR' }).click();
    await page.getByRole('heading', { name: 'Você já usou nosso produto?' }).waitFor();
    await page.getByLabel('Não').check();
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();
    await screenshot(page, 'wizard-sent-390');

    const stored = await listSubmissions(baseUrl(), company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.name).toBe('Ana Souza');
    // The answer left on the abandoned branch (q3) is not sent.
    expect(stored.items[0]!.answers).toEqual([
      expect.objectContaining({ question: 'Você já usou nosso produto?', answer: 'Não' }),
    ]);

    await page.getByRole('button', { name: 'VOLTAR PARA O INÍCIO' }).click();
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    await context.close();
  });

  it('when a respondent takes the other branch, then only the questions of that path are shown and stored', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, { title: 'Segundo caminho', questions });
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await page.goto(`/submissions/${form.id}`);
    await page.getByLabel('Nome').fill('Davi Rocha');
    await page.getByLabel('CPF/CNPJ').fill('11.222.333/0001-81');
    await page.getByLabel('E-mail (opcional)').fill('davi@');
    await page.getByLabel('Telefone (opcional)').fill('1199');
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await page.getByText('Telefone inválido. Use o formato (XX) XXXXX-XXXX').waitFor();
    await screenshot(page, 'wizard-identity-errors-1280');
    await page.getByLabel('E-mail (opcional)').fill('davi@empresa.com.br');
    await page.getByLabel('Telefone (opcional)').fill('11987654321');
    expect(await page.getByLabel('Telefone (opcional)').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'INICIAR' }).click();

    await page.getByLabel('Sim').check();
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await page.getByRole('heading', { name: 'Quais recursos usa?' }).waitFor();
    await page.getByLabel('Relatórios').check();
    await page.getByLabel('Exportação').check();
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await page.getByRole('heading', { name: 'Nota de 0 a 10' }).waitFor();
    await page.getByText('Pergunta 3 de 4').waitFor();
    await page.getByRole('textbox').fill('9');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();

    const stored = await listSubmissions(baseUrl(), company.manager.token, form.id);
    expect(stored.items[0]!.answers.map((a) => [a.question, a.answer])).toEqual([
      ['Você já usou nosso produto?', 'Sim'],
      ['Quais recursos usa?', 'Relatórios, Exportação'],
      ['Nota de 0 a 10', '9'],
    ]);
    await context.close();
  });

  it('when the first two sends fail, then it retries with the same key and exactly one submission is stored', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Anônimo',
      anonymous: true,
      questions: [{ id: 'a1', title: 'Comentário', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    let posts = 0;
    await page.route(`**/api/public/forms/${form.id}/submissions`, async (route) => {
      posts++;
      // The first reaches the server but its answer is lost; the second never leaves.
      if (posts === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else if (posts === 2) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(`/submissions/${form.id}`);
    await page.getByText('Este formulário é anônimo').waitFor();
    expect(await page.getByLabel('Nome').count()).toBe(0);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByLabel('Comentário').fill('Tudo certo');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor({ timeout: 20_000 });
    expect(posts).toBe(3);
    const stored = await listSubmissions(baseUrl(), company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.name).toBe('Resposta anônima');
    await context.close();
  });

  it('when the browser is offline at ENVIAR, then it says so and sends once the connection returns', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Sem rede',
      anonymous: true,
      questions: [{ id: 'o1', title: 'Sugestão', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByLabel('Sugestão').fill('Mais cores');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Sem conexão. Suas respostas estão salvas').waitFor();
    await screenshot(page, 'wizard-offline-390');
    await context.setOffline(false);
    await page.getByText('Formulário enviado com sucesso').waitFor({ timeout: 20_000 });
    expect((await listSubmissions(baseUrl(), company.manager.token, form.id)).totalItems).toBe(1);
    await context.close();
  });

  it('when the page is reloaded while a send is failing, then the send resumes by itself and stores one submission', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Recarregar',
      anonymous: true,
      questions: [{ id: 'r1', title: 'Observação', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    const submissions = `**/api/public/forms/${form.id}/submissions`;
    await page.route(submissions, (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByLabel('Observação').fill('Chegou tudo certo');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Não foi possível enviar agora. Tentando novamente...').waitFor();
    await page.unroute(submissions);
    await page.reload();
    await page.getByText('Formulário enviado com sucesso').waitFor({ timeout: 20_000 });
    const stored = await listSubmissions(baseUrl(), company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.answers[0]!.answer).toBe('Chegou tudo certo');
    await context.close();
  });

  it('when the respondent reopens the link, then the draft is offered and continues where they stopped', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, { title: 'Rascunho', questions });
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await page.goto(`/submissions/${form.id}`);
    await page.getByLabel('Nome').fill('Bruno Lima');
    await page.getByLabel('CPF/CNPJ').fill('11222333000181');
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByLabel('Talvez').check();
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await page.getByRole('heading', { name: 'O que faltou?' }).waitFor();

    await page.reload();
    await page.getByText('Você tem respostas salvas neste aparelho.').waitFor();
    await page.getByRole('button', { name: 'CONTINUAR DE ONDE PAREI' }).click();
    await page.getByRole('heading', { name: 'O que faltou?' }).waitFor();
    await page.getByRole('button', { name: 'ANTERIOR' }).click();
    expect(await page.getByLabel('Talvez').isChecked()).toBe(true);
    await screenshot(page, 'wizard-resumed-1280');
    await context.close();
  });

  it('when the form is inactive, then it says Formulário não está ativo', async () => {
    const form = await seedForm(baseUrl(), company.manager.token, { title: 'Fechado', status: 'INACTIVE', questions });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByText('Formulário não está ativo').waitFor();
    await context.close();
  });
});
