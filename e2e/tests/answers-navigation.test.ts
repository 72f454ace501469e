// Moving through answers and what the staff screens say: whole rows open what they show (by click and
// by keyboard), previous/next in the answer view follow the list's search and order, the answer's own
// link is copied, each screen names itself in the browser tab, 'Titulares' forgets a person after a
// failed search, the comment box says the respondent reads it, and errors are said once.
import { loginToken } from '../support/seed';
import { admin } from '../support/admin';
import { cleanAtBothWidths } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { openInApp } from '../support/in-app';
import { menu, openSignedIn } from '../support/login';
import { CPF_ANA, CPF_BRUNO, CPF_CARLA, submitAnswers } from '../support/respondent';
import { seedCompany, seedCompanyUser, seedForm, type SeededCompany } from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

async function seedAnswered(company: SeededCompany, title: string) {
  const form = await seedForm(baseUrl(), company.manager.token, {
    title,
    questions: [{ id: 'q1', title: 'Como foi o atendimento?', type: 'STRING', options: [] }],
  });
  // Stored in this order, listed newest first: Carla, Bruno, Ana.
  const ana = await submitAnswers(baseUrl(), form.id, { name: 'Ana Silva', document: CPF_ANA }, [
    { questionId: 'q1', answer: 'Ótimo' },
  ]);
  const bruno = await submitAnswers(baseUrl(), form.id, { name: 'Bruno Silva', document: CPF_BRUNO }, [
    { questionId: 'q1', answer: 'Bom' },
  ]);
  const carla = await submitAnswers(baseUrl(), form.id, { name: 'Carla Souza', document: CPF_CARLA }, [
    { questionId: 'q1', answer: 'Regular' },
  ]);
  return { form, ana, bruno, carla };
}

describeInBrowser('moving through answers', () => {
  const setup = browserForBlock();

  it('when a MANAGER clicks anywhere on a form row or presses Enter on it, then its answers open; an answer row opens the answer', async () => {
    const company = await seedCompany(baseUrl());
    const { form, carla } = await seedAnswered(company, 'Pesquisa NPS');
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/forms');
    // A click on the row's second line (not on the title) opens the answers: the point is covered by
    // the row's link, as a person's click or tap there would be.
    const box = await page.getByText('Criado por: Gestora Teste').boundingBox();
    if (!box) throw new Error('the row is not drawn');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/forms/${form.id}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (3)' }).waitFor();
    await cleanAtBothWidths(page, 'answers-list-rows');

    // The keyboard: the row's link takes the focus and Enter opens it.
    await page.goto('/forms');
    const row = page.getByRole('link', { name: 'Ver respostas de Pesquisa NPS' });
    await row.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/forms/${form.id}/submissions`);

    // The date line of an answer row opens that answer.
    const line = await page.getByText(CPF_CARLA, { exact: false }).boundingBox();
    if (!line) throw new Error('the answer row is not drawn');
    await page.mouse.click(line.x + line.width / 2, line.y + line.height / 2);
    await page.waitForURL(`**/forms/${form.id}/submissions/${carla}`);
    await page.getByRole('heading', { name: 'Visualizar resposta' }).waitFor();
    await context.close();
  });

  it('when an answer is opened from a searched list, then Anterior/Próxima move through that list only, in its order', async () => {
    const company = await seedCompany(baseUrl());
    const { form, ana, bruno } = await seedAnswered(company, 'Pesquisa de clima');
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, company.manager, `/forms/${form.id}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (3)' }).waitFor();
    // The whole list first, so Carla's row leaving below means the search was applied (a list not
    // drawn yet has no row to leave, and its first rows could still be the unsearched ones).
    const carla = page.getByRole('link', { name: 'Visualizar Carla Souza' });
    await carla.waitFor();
    await page.getByLabel('Buscar por Nome ou Documento').fill('Silva');
    await carla.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Visualizar Bruno Silva' }).click();
    await page.waitForURL(`**/submissions/${bruno}`);
    const nav = page.getByRole('navigation', { name: 'Navegar entre as respostas' });
    await nav.getByText('1 de 2').waitFor();
    expect(await nav.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await cleanAtBothWidths(page, 'answer-previous-next');

    await nav.getByRole('button', { name: 'Próxima' }).click();
    await page.waitForURL(`**/submissions/${ana}`);
    await page.getByText('Ana Silva', { exact: true }).waitFor();
    await nav.getByText('2 de 2').waitFor();
    // Carla is not in the searched list: the end of the list is the end.
    expect(await nav.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);

    // The answer's own address is what 'Copiar link da resposta' puts on the clipboard.
    await page.getByRole('button', { name: 'Copiar link da resposta' }).click();
    await page.getByText('Link copiado com sucesso').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/forms/${form.id}/submissions/${ana}`);

    await nav.getByRole('button', { name: 'Anterior' }).click();
    await page.waitForURL(`**/submissions/${bruno}`);
    await nav.getByText('1 de 2').waitFor();
    await context.close();
  });

  it('when staff move between screens, then the browser tab names the screen, the object and the product', async () => {
    const company = await seedCompany(baseUrl());
    const { form } = await seedAnswered(company, 'Pesquisa NPS');
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await page.goto('/login');
    await page.waitForFunction(() => document.title === 'Entrar · Formulários');
    await openSignedIn(page, company.manager);
    await page.waitForFunction(() => document.title === 'Home · Formulários');
    const expectations: Array<[string, string]> = [
      ['/forms', 'Formulários'],
      ['/forms/new', 'Novo formulário · Formulários'],
      [`/forms/${form.id}`, 'Editar formulário · Pesquisa NPS · Formulários'],
      [`/forms/${form.id}/submissions`, 'Respostas · Pesquisa NPS · Formulários'],
      [`/forms/${form.id}/insights`, 'Visão geral · Pesquisa NPS · Formulários'],
      ['/forms/titulares', 'Titulares de dados · Formulários'],
      ['/users', 'Usuários · Formulários'],
      ['/library', 'Biblioteca · Formulários'],
      ['/account', 'Minha conta · Formulários'],
    ];
    for (const [path, title] of expectations) {
      await openInApp(page, path);
      await page.waitForFunction((expected) => document.title === expected, title);
    }
    await context.close();
  });

  it('when a MANAGER searches a valid CPF and then an invalid one on Titulares, then the first person is no longer shown', async () => {
    const company = await seedCompany(baseUrl());
    await seedAnswered(company, 'Cadastro de clientes');
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile);
    // Titulares is in the MANAGER's menu (under Mais on a phone), and it is the current entry there
    // (not Formulários).
    await menu(page).getByRole('button', { name: 'Mais' }).click();
    await menu(page).getByRole('link', { name: 'Titulares' }).click();
    await page.waitForURL('**/forms/titulares');
    // The menu marks its entry once it has rendered for the new address: wait for that, then read both.
    await menu(page).locator('button.active', { hasText: 'Mais' }).waitFor();
    await menu(page).getByRole('button', { name: 'Mais' }).click();
    // The entry listed under Mais (its twin in the bar is hidden on a phone) is the page.
    await menu(page).getByRole('link', { name: 'Titulares' }).waitFor();
    expect(await menu(page).getByRole('link', { name: 'Titulares' }).getAttribute('aria-current')).toBe('page');
    expect(await menu(page).getByRole('link', { name: 'Formulários' }).getAttribute('aria-current')).toBeNull();
    await page.keyboard.press('Escape');

    await page.getByLabel('CPF ou CNPJ do titular').fill(CPF_ANA);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('1 resposta encontrada').waitFor();
    await page.getByRole('button', { name: 'Excluir todas as respostas' }).waitFor();
    await cleanAtBothWidths(page, 'titulares-found');

    await page.getByLabel('CPF ou CNPJ do titular').fill('123.456.789-00');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('CPF/CNPJ inválido', { exact: false }).first().waitFor();
    expect(await page.getByText('1 resposta encontrada').count()).toBe(0);
    expect(await page.getByText('Cadastro de clientes').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Excluir todas as respostas' }).count()).toBe(0);
    await cleanAtBothWidths(page, 'titulares-invalid-after-found');
    await context.close();
  });

  it('when staff write a comment, then the box says the respondent will read it', async () => {
    const company = await seedCompany(baseUrl());
    const { form, ana } = await seedAnswered(company, 'Ouvidoria');
    const { page, context } = await signedInPage(
      setup.browser,
      company.manager,
      viewports.mobile,
      `/forms/${form.id}/submissions/${ana}`,
    );
    const box = page.getByLabel('Novo comentário');
    await box.waitFor();
    const hint = 'O respondente verá este comentário na página pública da resposta, assinado como “Equipe”.';
    await page.getByText(hint).waitFor();
    // Read with the field by a screen reader, not only seen near it.
    const describedBy = await box.getAttribute('aria-describedby');
    const description = await page.evaluate(
      (ids) =>
        (ids ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toContain(hint);
    await cleanAtBothWidths(page, 'comment-visibility-hint');
    await context.close();
  });

  it('when a USER opens its forms, then no company plan card is shown', async () => {
    const company = await seedCompany(baseUrl());
    const user = await seedCompanyUser(baseUrl(), company, 'Úrsula Usuária');
    await seedForm(baseUrl(), await loginToken(baseUrl(), user.email, user.password), {
      title: 'Meu formulário',
      questions: [{ id: 'q1', title: 'Pergunta', type: 'STRING', options: [] }],
    });
    const { page, context } = await signedInPage(setup.browser, user, viewports.mobile);
    expect(await menu(page).getByRole('link', { name: 'Titulares' }).count()).toBe(0);
    await page.goto('/forms');
    await page.getByRole('link', { name: 'Ver respostas de Meu formulário' }).waitFor();
    expect(await page.getByRole('meter', { name: 'Formulários do plano' }).count()).toBe(0);
    expect(await page.getByText('formulário(s) para cadastrar', { exact: false }).count()).toBe(0);
    await cleanAtBothWidths(page, 'user-forms-no-plan');
    await context.close();
  });
});

describeInBrowser('errors said once and rightly', () => {
  const setup = browserForBlock();

  it('when a MANAGER saves a webhook to a private address, then the error is said once, under the address', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/webhooks');
    await page.getByRole('button', { name: /Novo webhook/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByLabel('Endereço (URL)').fill('http://10.0.0.5/receber');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    const message = page.getByText('Esse endereço aponta para uma rede interna ou reservada', { exact: false });
    await message.first().waitFor();
    expect(await message.count()).toBe(1);
    expect(await dialog.getByText('Esse endereço aponta', { exact: false }).count()).toBe(1);
    await screenshot(page, 'webhook-private-once-390');
    await context.close();
  });

  it('when the ADMIN creates a category whose name is taken, then only the inline error shows', async () => {
    const token = await loginToken(baseUrl(), admin.email, admin.password);
    const name = `Categoria repetida ${Date.now()}`;
    const created = await fetch(`${baseUrl()}/api/template-categories`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, admin, '/templates/new');
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const panel = page.getByRole('dialog', { name: 'Nova categoria' });
    await panel.getByLabel('Nome').fill(name);
    await panel.getByRole('button', { name: 'SALVAR' }).click();
    const taken = 'Já existe uma categoria com esse nome';
    await panel.getByText(taken).waitFor();
    // Once, on the field: no toast repeating it or saying 'Tente novamente'.
    expect(await page.getByText(taken).count()).toBe(1);
    expect(await page.getByText('Tente novamente', { exact: false }).count()).toBe(0);
    await screenshot(page, 'category-taken-once-390');
    await context.close();
  });

  it('when the anonymous switch changes, then its hint says what each state means', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/forms/new');
    const off = 'Desligado: o respondente informa nome e CPF/CNPJ (e-mail e telefone opcionais) antes de responder.';
    const on = 'Ligado: o respondente não precisa se identificar.';
    await page.getByText(off).waitFor();
    expect(await page.getByText('O respondente não precisa se identificar.', { exact: true }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Formulário anônimo' }).click();
    await page.getByText(on).waitFor();
    expect(await page.getByText(off).count()).toBe(0);
    await context.close();
  });

  it('when a reset link is spent or unknown, then the page says so as it opens and offers a new link', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto('/reset-pass?t=link-que-nao-existe');
    await page.getByText('Erro ao redefinir senha').waitFor();
    await page.getByText('Este link expirou ou já foi usado. Peça um novo link para criar sua senha.').waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).count()).toBe(0);
    await cleanAtBothWidths(page, 'reset-link-unusable');
    await page.getByRole('button', { name: 'PEDIR NOVO LINK' }).click();
    await page.waitForURL('**/forgot-pass');
    await context.close();
  });

  it('when the user form gets a different confirmation, then the confirmation says so under itself', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/users');
    await page.getByRole('button', { name: /Novo usuário/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('Nome').fill('Pedro Novo');
    await dialog.getByLabel('E-mail').fill(`pedro-${Date.now()}@e2e.test`);
    await dialog.getByLabel('Telefone').fill('11987654321');
    await dialog.getByLabel('Senha', { exact: true }).fill('senha-um-123');
    await dialog.getByLabel('Confirmação de senha').fill('senha-dois-456');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    const mismatch = dialog.getByText('A confirmação de senha não confere');
    await mismatch.waitFor();
    // It follows either field: the password made equal clears it, made different again brings it back.
    await dialog.getByLabel('Senha', { exact: true }).fill('senha-dois-456');
    await mismatch.waitFor({ state: 'detached' });
    await dialog.getByLabel('Senha', { exact: true }).fill('senha-tres-789');
    await mismatch.waitFor();
    await screenshot(page, 'user-form-mismatch-390');
    await context.close();
  });
});
