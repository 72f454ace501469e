// A form's life in the browser (docs/forms-and-templates.md#a-forms-life): a closed form's page, the
// form's own ending with recall, 'Enviar outra resposta' and the redirect to the company's site,
// 'Duplicar' and the life badges on the forms list, and the editor's 'Agenda, limite e final' panel.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { listSubmissions, seedCompany, seedForm, updateForm, type SeededCompany } from '../support/seed';
import { startStaticOrigin, type StaticOrigin } from '../support/static-origin';

const nameQuestion = { id: 'q-nome', title: 'Como você se chama?', type: 'STRING' as const, options: [], key: 'nome' };

describeInBrowser("a form's life", () => {
  let browser: Browser;
  let company: SeededCompany;
  let site: StaticOrigin;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-site-'));
    fs.writeFileSync(
      path.join(siteDir, 'obrigado.html'),
      '<!doctype html><title>Site da empresa</title><h1>Até logo</h1>',
    );
    [browser, company, site] = await Promise.all([
      launch(),
      seedCompany(baseUrl(), { formsLimit: 10 }),
      startStaticOrigin({ site: siteDir }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('when the form closed an hour ago, then its page says so at 390 and 1280 px, with the company message when written', async () => {
    const token = company.manager.token;
    const closed = await seedForm(baseUrl(), token, {
      title: 'Inscrições 2025',
      anonymous: true,
      questions: [nameQuestion],
    });
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await updateForm(baseUrl(), token, closed.id, { life: { closesAt: hourAgo } });
    const worded = await seedForm(baseUrl(), token, { title: 'Vagas', anonymous: true, questions: [nameQuestion] });
    await updateForm(baseUrl(), token, worded.id, { life: { maxAnswers: 1, closedMessage: 'As vagas acabaram.' } });
    const full = await fetch(`${baseUrl()}/api/public/forms/${worded.id}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: '',
        document: '',
        email: '',
        phone: '',
        answers: [{ questionId: 'q-nome', question: nameQuestion.title, answer: 'Zé' }],
      }),
    });
    expect(full.status).toBe(201);

    for (const [viewport, width] of [
      [viewports.mobile, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const { page, context } = await newPage(browser, baseUrl(), viewport);
      await page.goto(`/submissions/${closed.id}`);
      await page.getByRole('alert').getByText('Esse formulário não está disponível.').waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'INICIAR' }).count()).toBe(0);
      await screenshot(page, `form-closed-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/submissions/${worded.id}`);
      await page.getByRole('alert').getByText('As vagas acabaram.').waitFor({ timeout: 15_000 });
      await context.close();
    }
  });

  it('when the form has its own ending, then the respondent reads it with the recalled answer and can send another', async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, {
      title: 'Cadastro de voluntários',
      anonymous: true,
      questions: [nameQuestion],
    });
    await updateForm(baseUrl(), token, form.id, {
      life: {
        ending: { title: 'Obrigado, {{nome}}!', text: 'Entraremos em contato em até 2 dias.', anotherAnswer: true },
        honeypot: true,
      },
    });

    for (const [viewport, width, name] of [
      [viewports.mobile, 390, 'Ana'],
      [viewports.desktop, 1280, 'Bruno'],
    ] as const) {
      const { page, context } = await newPage(browser, baseUrl(), viewport);
      await page.goto(`/submissions/${form.id}`);
      await page.getByRole('button', { name: 'INICIAR' }).click({ timeout: 15_000 });
      await page.getByLabel('Como você se chama?').fill(name);
      await page.getByRole('button', { name: 'ENVIAR' }).click();
      await page.getByText(`Obrigado, ${name}!`).waitFor();
      await page.getByText('Entraremos em contato em até 2 dias.').waitFor();
      expect(await page.getByText('Formulário enviado com sucesso').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'VOLTAR PARA O INÍCIO' }).count()).toBe(0);
      await screenshot(page, `form-ending-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Enviar outra resposta' }).click();
      await page.getByRole('button', { name: 'INICIAR' }).waitFor();
      await context.close();
    }

    const stored = await listSubmissions(baseUrl(), token, form.id);
    expect(stored.items.map((item) => item.answers[0]?.answer).sort()).toEqual(['Ana', 'Bruno']);
  });

  it("when the form redirects, then after sending the respondent lands on the company's site, the answer stored", async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, { title: 'Orçamento', anonymous: true, questions: [nameQuestion] });
    const redirectUrl = `${site.url}/site/obrigado.html`;
    await updateForm(baseUrl(), token, form.id, { life: { ending: { redirectUrl } } });

    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click({ timeout: 15_000 });
    await page.getByLabel('Como você se chama?').fill('Carla');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.waitForURL(redirectUrl);
    await page.getByRole('heading', { name: 'Até logo' }).waitFor();
    await context.close();

    const stored = await listSubmissions(baseUrl(), token, form.id);
    expect(stored.items.map((item) => item.answers[0]?.answer)).toEqual(['Carla']);
  });

  it('when the MANAGER duplicates a form and schedules the copy, then the list shows the inactive copy and then its badge', async () => {
    const own = await seedCompany(baseUrl(), { formsLimit: 5 });
    const original = await seedForm(baseUrl(), own.manager.token, {
      title: 'Pesquisa de clima',
      questions: [nameQuestion],
    });
    const closed = await seedForm(baseUrl(), own.manager.token, {
      title: 'Avaliação antiga',
      questions: [nameQuestion],
    });
    await updateForm(baseUrl(), own.manager.token, closed.id, { life: { closesAt: '2020-01-01T12:00:00Z' } });

    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, own.manager, '/forms');
    await page.getByRole('button', { name: 'Duplicar Pesquisa de clima' }).click();
    await page.getByText('Formulário duplicado: Pesquisa de clima - Cópia (inativo)').waitFor();
    const copyRow = page.getByRole('listitem').filter({ hasText: 'Pesquisa de clima - Cópia' });
    await copyRow.getByText('Inativo').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Avaliação antiga' }).getByText('Encerrado').waitFor();
    await screenshot(page, 'forms-duplicate-390');
    expect(await seriousViolations(page)).toEqual([]);

    // The copy's schedule, typed in Brasília time in the editor.
    await copyRow.getByRole('button', { name: 'Editar Pesquisa de clima - Cópia' }).click();
    await page.getByText('Agenda, limite e final').waitFor();
    await page.getByLabel('Abre em').fill('31/13/2099 10:00');
    await page.getByRole('button', { name: 'SALVAR AGENDA E FINAL' }).click();
    await page.getByText('Data e hora inválidas. Use o formato dd/mm/aaaa hh:mm').first().waitFor();
    await page.getByLabel('Abre em').fill('01/12/2099 10:00');
    await page.getByRole('button', { name: 'SALVAR AGENDA E FINAL' }).click();
    await page.getByText('Agenda e tela final salvas').waitFor();
    await page.getByText('Agenda, limite e final').scrollIntoViewIfNeeded();
    await screenshot(page, 'form-life-panel-390');
    await context.close();

    const forms = await fetch(`${baseUrl()}/api/forms`, { headers: { Authorization: `Bearer ${own.manager.token}` } });
    const items = ((await forms.json()) as { items: Array<{ id: string; title: string; life: { opensAt: string } }> })
      .items;
    const copy = items.find((item) => item.title === 'Pesquisa de clima - Cópia')!;
    expect(copy.id).not.toBe(original.id);
    expect(copy.life.opensAt).toBe('2099-12-01T13:00:00.000Z');

    const desktop = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(desktop.page, own.manager, '/forms');
    await desktop.page
      .getByRole('listitem')
      .filter({ hasText: 'Pesquisa de clima - Cópia' })
      .getByText('Agendado')
      .waitFor();
    await screenshot(desktop.page, 'forms-life-badges-1280');
    expect(await seriousViolations(desktop.page)).toEqual([]);
    await desktop.page.goto(`/forms/${copy.id}`);
    await desktop.page.getByText('Agenda, limite e final').waitFor();
    expect(await desktop.page.getByLabel('Abre em').inputValue()).toBe('01/12/2099 10:00');
    await screenshot(desktop.page, 'form-life-panel-1280');
    await desktop.context.close();
  });
});
