// Offline filling and 'Continuar depois' in the browser (docs/product.md#offline-filling,
// docs/forms-and-templates.md#continue-later): after one load the public form works without a
// connection (the service worker serves its page and form), answers finished offline wait on the
// phone and are each stored once when it returns; a link mailed half-way restores the answers in
// another browser, where the answer is finished, and the link is dead after.
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { mailedMatch } from '../support/mail';
import { listSubmissions, seedForm } from '../support/seed';
import { browserAndCompany } from '../support/suite';

/** The 'Continuar depois' link of the newest mail to this address in the server's outbox (now, or once written). */
const resumeLinkFor = (email: string) => mailedMatch(email, /https?:\/\/\S+\/submissions\/[\w-]+#continuar=[\w-]{43}/);

/** Once the service worker is activated (it keeps the page and the form as it activates): what it kept. */
async function keptForOffline(page: Page, formId: string) {
  return page.evaluate(async (id) => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        }),
      );
    }
    const cache = await caches.open('respondent-pages');
    return {
      controlled: navigator.serviceWorker.controller !== null,
      page: (await cache.match(`${location.origin}/submissions/${id}`)) !== undefined,
      form: (await cache.match(`${location.origin}/api/public/forms/${id}`)) !== undefined,
    };
  }, formId);
}

describeInBrowser('respondent page offline, and continued on another device', () => {
  const setup = browserAndCompany({ allowEmail: true });

  it('when the phone goes offline after one load, then three answers are filled, wait on screen, and are each stored once when it is back', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Coleta em campo',
      anonymous: true,
      questions: [{ id: 'ponto', title: 'Ponto de coleta', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile, { serviceWorkers: 'allow' });
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    expect(await keptForOffline(page, form.id)).toEqual({ controlled: true, page: true, form: true });
    // The worker is the public form pages' only: the staff's pages in the same browser are not its.
    const staff = await context.newPage();
    await staff.goto('/login');
    await staff.getByRole('button', { name: 'ENTRAR' }).waitFor();
    expect(await staff.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await staff.close();

    await context.setOffline(true);
    // The page itself now comes from the service worker.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    for (const n of [1, 2, 3]) {
      await page.getByRole('button', { name: 'INICIAR' }).click();
      await page.getByLabel('Ponto de coleta').fill(`Ponto ${n}`);
      await page.getByRole('button', { name: 'ENVIAR' }).click();
      await page.getByText('Sem conexão: sua resposta será enviada quando a internet voltar').waitFor();
      await page
        .locator('.rs-outbox li[data-state="waiting"]')
        .nth(n - 1)
        .waitFor();
      if (n < 3) await page.getByRole('button', { name: 'PREENCHER OUTRA RESPOSTA' }).click();
    }
    expect(await page.locator('.rs-outbox li').allInnerTexts()).toEqual([
      expect.stringMatching(/^Resposta das \d\d:\d\d: aguardando conexão$/),
      expect.stringMatching(/^Resposta das \d\d:\d\d: aguardando conexão$/),
      expect.stringMatching(/^Resposta das \d\d:\d\d: aguardando conexão$/),
    ]);
    expect((await listSubmissions(baseUrl(), setup.company.manager.token, form.id)).totalItems).toBe(0);
    await screenshot(page, 'respondent-offline-waiting-390');
    expect(await seriousViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.locator('.rs-outbox li[data-state="sent"]').nth(2).waitFor({ timeout: 30_000 });
    // The answer this screen left waiting is now said sent, as any other.
    await page.getByText('Formulário enviado com sucesso').waitFor();
    expect(await page.locator('.rs-outbox li').allInnerTexts()).toEqual([
      expect.stringMatching(/: enviada$/),
      expect.stringMatching(/: enviada$/),
      expect.stringMatching(/: enviada$/),
    ]);
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.totalItems).toBe(3);
    expect(stored.items.map((item) => item.answers[0]!.answer).sort()).toEqual(['Ponto 1', 'Ponto 2', 'Ponto 3']);
    await screenshot(page, 'respondent-offline-sent-390');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'respondent-offline-sent-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // A reload sends nothing again.
    await page.reload();
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    expect(await page.locator('.rs-outbox').count()).toBe(0);
    expect((await listSubmissions(baseUrl(), setup.company.manager.token, form.id)).totalItems).toBe(3);
    await context.close();
  });

  it("when the respondent asks for 'Continuar depois' half-way, then the mailed link restores the answers in another browser, where the answer is finished once, and the link is dead after", async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Cadastro de endereço',
      questions: [
        { id: 'cidade', title: 'Cidade', type: 'STRING', options: [] },
        { id: 'bairro', title: 'Bairro', type: 'STRING', options: [] },
      ],
    });
    const email = `bruna-${form.id.slice(0, 8)}@e2e.test`;
    const first = await newPage(setup.browser, baseUrl(), viewports.desktop, { serviceWorkers: 'allow' });
    await first.page.goto(`/submissions/${form.id}`);
    await first.page.getByLabel('Nome').fill('Bruna Souza');
    await first.page.getByLabel('CPF/CNPJ').fill('52998224725');
    await first.page.getByLabel('E-mail (opcional)').fill(email);
    await first.page.getByRole('button', { name: 'INICIAR' }).click();
    await first.page.getByLabel('Cidade').fill('Recife');
    await first.page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await first.page.getByLabel('Bairro').waitFor();
    await first.page.getByRole('button', { name: 'Continuar depois' }).click();
    const address = first.page.getByLabel('Seu e-mail');
    expect(await address.inputValue()).toBe(email);
    await screenshot(first.page, 'respondent-resume-ask-1280');
    expect(await seriousViolations(first.page)).toEqual([]);
    await first.page.getByRole('button', { name: 'ENVIAR LINK' }).click();
    await first.page.getByText(`Enviamos o link para ${email}.`).waitFor();
    await screenshot(first.page, 'respondent-resume-sent-1280');
    const link = await resumeLinkFor(email);
    await first.context.close();

    // The answers kept are the person's data: the manager finds them under Titulares, apart from answers.
    const staff = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await openSignedIn(staff.page, setup.company.manager, '/forms/titulares');
    await staff.page.getByLabel('CPF ou CNPJ do titular').fill('52998224725');
    await staff.page.getByRole('button', { name: 'Buscar' }).click();
    const kept = staff.page.getByTestId('data-subject-partials');
    await kept.getByText("Respostas em andamento ('Continuar depois')").waitFor();
    await kept.getByText('Cadastro de endereço').waitFor();
    await staff.page.getByText('Nenhuma resposta encontrada para este titular.').waitFor();
    await screenshot(staff.page, 'data-subjects-partials-1280');
    await staff.context.close();

    const second = await newPage(setup.browser, baseUrl(), viewports.mobile, { serviceWorkers: 'allow' });
    await second.page.goto(link);
    await second.page.getByText('Suas respostas foram recuperadas. Continue de onde parou.').waitFor();
    // The token leaves the address as the page opens.
    expect(new URL(second.page.url()).hash).toBe('');
    await screenshot(second.page, 'respondent-resume-restored-390');
    expect(await seriousViolations(second.page)).toEqual([]);
    await second.page.getByRole('button', { name: 'CONTINUAR DE ONDE PAREI' }).click();
    await second.page.getByLabel('Bairro').fill('Boa Viagem');
    await second.page.getByRole('button', { name: 'ANTERIOR' }).click();
    expect(await second.page.getByLabel('Cidade').inputValue()).toBe('Recife');
    await second.page.getByRole('button', { name: 'PRÓXIMA' }).click();
    await second.page.getByRole('button', { name: 'ENVIAR' }).click();
    await second.page.getByText('Formulário enviado com sucesso').waitFor({ timeout: 20_000 });
    await second.context.close();

    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    expect(stored.items[0]!.name).toBe('Bruna Souza');
    expect(stored.items[0]!.answers.map((answer) => answer.answer)).toEqual(['Recife', 'Boa Viagem']);

    const third = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await third.page.goto(link);
    await third.page.getByRole('alert').getByText('Este link para continuar não existe ou já foi usado.').waitFor();
    await screenshot(third.page, 'respondent-resume-used-390');
    await third.context.close();
  });
});
