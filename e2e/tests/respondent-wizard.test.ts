import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { listSubmissions, seedForm } from '../support/seed';
import { browserAndCompany } from '../support/suite';

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
  const setup = browserAndCompany({ color: '#facc15' });
  /** An anonymous form of one short-text question. */
  const anonymousForm = (title: string, question: { id: string; title: string }) =>
    seedForm(baseUrl(), setup.company.manager.token, {
      title,
      anonymous: true,
      questions: [{ ...question, type: 'STRING', options: [] }],
    });

  it('when a respondent identifies, branches and sends, then one submission with the walked answers is stored', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Pesquisa de satisfação', questions });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    // docs/product.md#respondent-pages: the company colour follows the form 0.5 s later, darkened because
    // white text does not read on this yellow.
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

    // The counter follows the path the answers lead to (docs/product.md#answering-wizard): with no answer
    // yet, all four questions are ahead; 'Sim' jumps over q2, so that path has three.
    await page.getByText('Pergunta 1 de 4').waitFor();
    expect(await page.getByRole('button', { name: 'ANTERIOR' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await page.getByText('Campo obrigatório').waitFor();
    await page.getByLabel('Sim').check();
    await page.getByText('Pergunta 1 de 3').waitFor();
    await page.getByRole('button', { name: 'PRÓXIMA' }).click();
    // 'Sim' jumps over q2 to q3.
    await page.getByRole('heading', { name: 'Quais recursos usa?' }).waitFor();
    await page.getByText('Pergunta 2 de 3').waitFor();
    await page.getByLabel('Exportação').check();
    await screenshot(page, 'wizard-multiple-390');

    // Back to q1 and choose the branch that ends the form there.
    await page.getByRole('button', { name: 'ANTERIOR' }).click();
    await page.getByRole('heading', { name: 'Você já usou nosso produto?' }).waitFor();
    await page.getByLabel('Não').check();
    // 'Não' ends the form here: this is the last step of its path, never 'Pergunta 1 de 4'.
    await page.getByText('Pergunta 1 de 1').waitFor();
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();
    await screenshot(page, 'wizard-sent-390');

    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
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
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Segundo caminho', questions });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
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
    // The last step of the path walked (q1, q3, q4) reads as such.
    await page.getByText('Pergunta 3 de 3').waitFor();
    await page.getByRole('textbox').fill('9');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();

    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.items[0]!.answers.map((a) => [a.question, a.answer])).toEqual([
      ['Você já usou nosso produto?', 'Sim'],
      ['Quais recursos usa?', 'Relatórios, Exportação'],
      ['Nota de 0 a 10', '9'],
    ]);
    await context.close();
  });

  it('when the first two sends fail, then it retries with the same key and exactly one submission is stored', async () => {
    const form = await anonymousForm('Anônimo', { id: 'a1', title: 'Comentário' });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
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
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.name).toBe('Resposta anônima');
    await context.close();
  });

  it('when the browser is offline at ENVIAR, then the answer waits on the phone and is sent once the connection returns', async () => {
    const form = await anonymousForm('Sem rede', { id: 'o1', title: 'Sugestão' });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByLabel('Sugestão').fill('Mais cores');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Sem conexão: sua resposta será enviada quando a internet voltar').waitFor();
    await screenshot(page, 'wizard-offline-390');
    await context.setOffline(false);
    await page.getByText('Formulário enviado com sucesso').waitFor({ timeout: 20_000 });
    expect((await listSubmissions(baseUrl(), setup.company.manager.token, form.id)).totalItems).toBe(1);
    await context.close();
  });

  it('when the page is reloaded while a send is failing, then the send resumes by itself and stores one submission', async () => {
    const form = await anonymousForm('Recarregar', { id: 'r1', title: 'Observação' });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
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
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.answers[0]!.answer).toBe('Chegou tudo certo');
    await context.close();
  });

  it('when the respondent reopens the link, then the draft is offered and continues where they stopped', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Rascunho', questions });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
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

  it('when the form is inactive, then it says Formulário não está ativo, naming the form and the company', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Fechado',
      status: 'INACTIVE',
      questions,
    });
    for (const [viewport, width] of [
      [viewports.mobile, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewport);
      await page.goto(`/submissions/${form.id}`);
      await page.getByText('Formulário não está ativo').waitFor();
      await page.getByRole('heading', { name: 'Fechado' }).waitFor();
      await page.getByText(setup.company.name, { exact: true }).waitFor();
      expect(await page.title()).toBe('Fechado');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `wizard-inactive-${width}`);
      await context.close();
    }
  });

  it('when a link to the form is shared, then the served page names the form and the company in og: tags', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Pesquisa "Café & Pão"', questions });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    // A crawler runs no script: what counts is the HTML as served, before the page's code runs.
    await page.route('**/respondent/static/**', (route) => route.abort());
    await page.goto(`/submissions/${form.id}`);
    const og = (property: string) =>
      page.locator(`meta[property="${property}"]`).getAttribute('content', { timeout: 5_000 });
    expect(await og('og:title')).toBe('Pesquisa "Café & Pão"');
    expect(await og('og:description')).toBe(`Formulário de ${setup.company.name}`);
    expect(await page.title()).toBe('Pesquisa "Café & Pão"');
    await context.close();
  });

  it('when the form answers quickly, then it shows at once; when the API is slow, the loading state shows and stays at least 2 s', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, { title: 'Sem espera', questions });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    // Whether and when the loading state appeared, and when the form replaced it, recorded in the page
    // as the DOM changes (the test's own polling would see both late, by however busy the machine is).
    await page.addInitScript(() => {
      const marks = window as unknown as { loadingSeen?: boolean; loadingSeenAt?: number; formSeenAt?: number };
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (marks.loadingSeenAt === undefined && text.includes('Carregando formulário...')) {
          marks.loadingSeen = true;
          marks.loadingSeenAt = performance.now();
        }
        if (marks.loadingSeenAt !== undefined && marks.formSeenAt === undefined && text.includes('INICIAR')) {
          marks.formSeenAt = performance.now();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The API's real answer is handed over by the page itself, on the first load only, so neither the
    // machine's load nor a round trip through the test process can make it slower than the 400 ms
    // after which the loading state would show.
    const answer = await (await fetch(`${baseUrl()}/api/public/forms/${form.id}`)).text();
    await page.addInitScript(
      ({ path, body }) => {
        if (sessionStorage.getItem('fb-test-fast-answer')) return;
        sessionStorage.setItem('fb-test-fast-answer', 'used');
        const realFetch = window.fetch.bind(window);
        window.fetch = (input, init) =>
          String(input instanceof Request ? input.url : input).endsWith(path)
            ? Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }))
            : realFetch(input, init);
      },
      { path: `/api/public/forms/${form.id}`, body: answer },
    );
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    expect(await page.evaluate(() => (window as unknown as { loadingSeen?: boolean }).loadingSeen ?? false)).toBe(
      false,
    );
    // Before, the form waited 2 s behind the loading state whatever the API took.
    expect(shownAt).toBeLessThan(2000);

    // A slow API (the reload fetches for real): the answer is held until the loading state is on screen.
    let release!: () => void;
    const loadingVisible = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/public/forms/${form.id}`, async (route) => {
      await loadingVisible;
      await route.continue();
    });
    await page.reload();
    await page.getByText('Carregando formulário...').waitFor();
    release();
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    const shown = await page.evaluate(() => {
      const marks = window as unknown as { loadingSeenAt?: number; formSeenAt?: number };
      return { loadingAt: marks.loadingSeenAt ?? NaN, formAt: marks.formSeenAt ?? NaN };
    });
    // Timer rounding only: the page keeps the loading state 2,000 ms from the moment it painted it.
    expect(shown.formAt - shown.loadingAt).toBeGreaterThanOrEqual(1_980);
    await context.close();
  });

  it('when a respondent moves between steps, then the focus is in the answer, the question is its name, and PRÓXIMA stays put', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Passo a passo',
      anonymous: true,
      questions,
    });
    for (const [viewport, width] of [
      [viewports.mobile, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewport);
      await page.goto(`/submissions/${form.id}`);
      await page.getByRole('button', { name: 'INICIAR' }).click();
      const next = page.getByRole('button', { name: 'PRÓXIMA' });
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement;
          const names = (
            el.getAttribute('aria-labelledby') ??
            el.closest('[aria-labelledby]')?.getAttribute('aria-labelledby') ??
            ''
          )
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' ');
          return { tag: el.tagName, type: el.type, label: el.closest('label')?.textContent ?? '', names };
        });

      // SINGLE: the first radio holds the focus; the group is named by the question. A key picks at once.
      await page.getByRole('heading', { name: 'Você já usou nosso produto?' }).waitFor();
      expect(await focused()).toEqual({
        tag: 'INPUT',
        type: 'radio',
        label: 'Sim',
        names: 'Você já usou nosso produto?',
      });
      const firstTop = (await next.boundingBox())!.y;
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel('Talvez').isChecked()).toBe(true);
      await screenshot(page, `wizard-focus-single-${width}`);
      await page.keyboard.press('Enter');

      // TEXT: typing goes straight into the field, named by the question; PRÓXIMA has not moved.
      await page.getByRole('heading', { name: 'O que faltou?' }).waitFor();
      expect(await focused()).toMatchObject({ tag: 'TEXTAREA', names: 'O que faltou?' });
      expect((await next.boundingBox())!.y).toBe(firstTop);
      await page.keyboard.type('Um relatório mensal');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `wizard-focus-text-${width}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');

      // MULTIPLE, then STRING: the same place for the buttons.
      await page.getByRole('heading', { name: 'Quais recursos usa?' }).waitFor();
      expect(await focused()).toMatchObject({ tag: 'INPUT', type: 'checkbox', label: 'Relatórios' });
      expect((await next.boundingBox())!.y).toBe(firstTop);
      await page.keyboard.press('Space');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Nota de 0 a 10' }).waitFor();
      expect(await focused()).toMatchObject({ tag: 'INPUT', type: 'text', names: 'Nota de 0 a 10' });
      expect((await page.getByRole('button', { name: 'ENVIAR' }).boundingBox())!.y).toBe(firstTop);
      await page.keyboard.type('9');
      await screenshot(page, `wizard-focus-string-${width}`);
      await context.close();
    }
  });
});
