// A form embedded on the company's own site and a form asking for a proof of work, in the browser
// (docs/forms-and-templates.md#embedding, #robots): a page of another origin, listed by the company,
// shows the form through embed.js, with a hidden field from its script tag, and hears `ready` and
// `submitted` with the stored answer's id; a page of an origin not listed cannot frame it; a form
// with ALTCHA on is answered once the widget, loaded only for it, has done its work.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openSignedIn } from '../support/login';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { listSubmissions, seedCompany, seedForm, updateCompany, updateForm, type SeededCompany } from '../support/seed';
import { startStaticOrigin, type StaticOrigin } from '../support/static-origin';

const nameQuestion = { id: 'q-nome', title: 'Como você se chama?', type: 'STRING' as const, options: [], key: 'nome' };

/** The company's page: it records what the embedded form tells it, then loads embed.js. */
const hostPage = (formId: string, mode = 'inline') => `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site da empresa</title></head>
<body style="font-family: sans-serif; margin: 0 auto; max-width: 960px; padding: 16px">
<h1>Fale conosco</h1>
<p>Preencha o formulário abaixo.</p>
<script>
  window.heard = [];
  document.addEventListener('formbuilder:ready', (event) => heard.push({ type: 'ready', detail: event.detail }));
  document.addEventListener('formbuilder:submitted', (event) => heard.push({ type: 'submitted', detail: event.detail }));
</script>
<script src="${baseUrl()}/embed.js" data-form="${formId}" data-mode="${mode}" data-hidden-origem="site-da-empresa"></script>
<p>Rodapé do site.</p>
</body>
</html>`;

interface Heard {
  type: string;
  detail: { formId: string; submissionId?: string };
}

describeInBrowser('embedding a form and keeping robots out', () => {
  let browser: Browser;
  let company: SeededCompany;
  let listed: StaticOrigin;
  let unlisted: StaticOrigin;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'company-embed-'));
    [browser, company, listed, unlisted] = await Promise.all([
      launch(),
      seedCompany(baseUrl(), { formsLimit: 10 }),
      startStaticOrigin({ site: siteDir }),
      startStaticOrigin({ site: siteDir }),
    ]);
    await updateCompany(baseUrl(), company, { embedOrigins: [listed.url] });
  });
  afterAll(async () => {
    await browser?.close();
    await listed?.stop();
    await unlisted?.stop();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  it('when a listed site embeds the form, then it is answered in the page, the frame grows, and the site hears ready and submitted with the id', async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, {
      title: 'Contato pelo site',
      anonymous: true,
      questions: [nameQuestion],
    });
    await updateForm(baseUrl(), token, form.id, { hiddenFields: ['origem'] });
    fs.writeFileSync(path.join(siteDir, `inline-${form.id}.html`), hostPage(form.id));

    const names = { 390: 'Ana do Site', 1280: 'Bruno do Site' } as const;
    const ids: string[] = [];
    for (const [viewport, width] of [
      [viewports.mobile, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const { page, context } = await newPage(browser, listed.url, viewport);
      await page.goto(`/site/inline-${form.id}.html`);
      await page.waitForFunction(
        () => (window as unknown as { heard: Heard[] }).heard.some((e) => e.type === 'ready'),
        null,
        {
          timeout: 15_000,
        },
      );
      const frame = page.frameLocator('iframe[title="Formulário"]');
      // The frame follows its page's height: not the 480 px it starts with.
      await page.waitForFunction(() => {
        const element = document.querySelector('iframe');
        return element !== null && element.style.height !== '480px';
      });
      await frame.getByRole('button', { name: 'INICIAR' }).click();
      await frame.getByLabel('Como você se chama?').fill(names[width]);
      await screenshot(page, `embed-inline-${width}`);
      await frame.getByRole('button', { name: 'ENVIAR' }).click();
      await frame.getByText('Formulário enviado com sucesso').waitFor();
      const submitted = await page.waitForFunction(
        () => (window as unknown as { heard: Heard[] }).heard.find((e) => e.type === 'submitted')?.detail ?? null,
      );
      const detail = (await submitted.jsonValue()) as Heard['detail'];
      expect(detail.formId).toBe(form.id);
      ids.push(detail.submissionId!);
      await screenshot(page, `embed-inline-sent-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }

    const stored = await listSubmissions(baseUrl(), token, form.id);
    expect(stored.items.map((item) => item.id).sort()).toEqual([...ids].sort());
    expect(stored.items.map((item) => item.answers[0]?.answer).sort()).toEqual(['Ana do Site', 'Bruno do Site']);
    const one = (await (
      await fetch(`${baseUrl()}/api/submissions/${ids[0]}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { hidden?: Record<string, string> };
    expect(one.hidden).toEqual({ origem: 'site-da-empresa' });
  });

  it('when a listed site opens the form as a popup, then its button opens it in a dialog that Escape closes', async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, {
      title: 'Orçamento rápido',
      anonymous: true,
      questions: [nameQuestion],
    });
    fs.writeFileSync(path.join(siteDir, `popup-${form.id}.html`), hostPage(form.id, 'popup'));

    const { page, context } = await newPage(browser, listed.url, viewports.mobile);
    await page.goto(`/site/popup-${form.id}.html`);
    await page.getByRole('button', { name: 'Responder formulário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Formulário' });
    await dialog.waitFor();
    await page
      .frameLocator('iframe[title="Formulário"]')
      .getByRole('button', { name: 'INICIAR' })
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'embed-popup-390');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus is back on the button that opened it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Responder formulário');
    await context.close();
  });

  it('when a site the company did not list embeds the form, then the browser refuses to frame it and the site hears nothing', async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, {
      title: 'Não incorporável',
      anonymous: true,
      questions: [nameQuestion],
    });
    fs.writeFileSync(path.join(siteDir, `blocked-${form.id}.html`), hostPage(form.id));

    // The page's own header names only the listed site.
    const response = await fetch(`${baseUrl()}/submissions/${form.id}`, { headers: { Accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${listed.url};`);
    expect(response.headers.get('content-security-policy')).not.toContain(unlisted.url);

    // A context of its own, not watched for CSP violations: here the violation is what is expected.
    const context = await browser.newContext({ viewport: viewports.desktop, locale: 'pt-BR' });
    const page = await context.newPage();
    const refused = page.waitForEvent('console', {
      predicate: (message: ConsoleMessage) =>
        /frame-ancestors/.test(message.text()) && /blocked|Refused/.test(message.text()),
      timeout: 15_000,
    });
    await page.goto(`${unlisted.url}/site/blocked-${form.id}.html`);
    const message = await refused;
    expect(message.text()).toContain(baseUrl());
    expect(await page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)).toEqual([]);
    await context.close();
  });

  it('when a form asks for ALTCHA, then the widget loads for it alone, checks in the background, and the answer is stored', async () => {
    const token = company.manager.token;
    const plain = await seedForm(baseUrl(), token, {
      title: 'Sem verificação',
      anonymous: true,
      questions: [nameQuestion],
    });
    const form = await seedForm(baseUrl(), token, {
      title: 'Inscrição protegida',
      anonymous: true,
      questions: [nameQuestion],
    });
    await updateForm(baseUrl(), token, form.id, { life: { altcha: true } });

    // A form without it never downloads the widget.
    {
      const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(request.url()));
      await page.goto(`/submissions/${plain.id}`);
      await page.getByRole('button', { name: 'INICIAR' }).waitFor({ timeout: 15_000 });
      expect(scripts.filter((url) => url.includes('/altcha'))).toEqual([]);
      expect(await page.locator('altcha-widget').count()).toBe(0);
      await context.close();
    }

    for (const [viewport, width, name] of [
      [viewports.mobile, 390, 'Carla Protegida'],
      [viewports.desktop, 1280, 'Daniel Protegido'],
    ] as const) {
      const { page, context } = await newPage(browser, baseUrl(), viewport);
      await page.goto(`/submissions/${form.id}`);
      await page.getByRole('button', { name: 'INICIAR' }).click({ timeout: 15_000 });
      await page.getByLabel('Como você se chama?').fill(name);
      // A real checkbox with its Portuguese label, reached by keyboard; its label says when it is done.
      const check = page.getByRole('checkbox', { name: 'Não sou um robô' });
      await check.waitFor({ timeout: 15_000 });
      await check.focus();
      expect(await check.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.getByText('Não sou um robô: verificado').waitFor({ timeout: 30_000 });
      expect(await check.isChecked()).toBe(true);
      await screenshot(page, `altcha-verified-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'ENVIAR' }).click();
      await page.getByText('Formulário enviado com sucesso').waitFor();
      await context.close();
    }

    const stored = await listSubmissions(baseUrl(), token, form.id);
    expect(stored.items.map((item) => item.answers[0]?.answer).sort()).toEqual(['Carla Protegida', 'Daniel Protegido']);
  });
  it('when the MANAGER lists a site in the company form and copies the snippet from the share panel, then both are as the site needs them', async () => {
    const token = company.manager.token;
    const form = await seedForm(baseUrl(), token, {
      title: 'Formulário do site',
      anonymous: true,
      questions: [nameQuestion],
    });
    const readSites = async () =>
      (
        (await (
          await fetch(`${baseUrl()}/api/companies/${company.companyId}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { embedOrigins: string[] }
      ).embedOrigins;

    for (const [viewport, width] of [
      [viewports.mobile, 390],
      [viewports.desktop, 1280],
    ] as const) {
      const { page, context } = await newPage(browser, baseUrl(), viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await openSignedIn(page, company.manager);

      // The company settings' Privacidade: a path is refused with the message naming it; the bare
      // origin is saved.
      await page.goto('/empresa/privacidade');
      const sites = page.getByLabel('Sites que podem incorporar os formulários');
      await sites.fill(`${listed.url}\nhttps://www.acme.com.br/contato`);
      await page.getByRole('button', { name: 'SALVAR' }).click();
      await page.getByText('Endereço de site inválido: "https://www.acme.com.br/contato"', { exact: false }).waitFor();
      await screenshot(page, `company-embed-sites-error-${width}`);
      expect(await readSites()).toEqual([listed.url]);
      await sites.fill(`${listed.url}\nhttps://WWW.Acme.com.br/`);
      await page.getByRole('button', { name: 'SALVAR' }).click();
      await page.getByText('Empresa alterada com sucesso').waitFor();
      expect(await readSites()).toEqual([listed.url, 'https://www.acme.com.br']);

      // The editor's share panel: the snippet for the chosen way, copied as is.
      await page.goto(`/forms/${form.id}`);
      await page.getByRole('button', { name: 'Incorporar no site da empresa' }).click();
      await page.getByRole('radio', { name: 'Janela aberta por um botão' }).check();
      const expected = `<script src="${baseUrl()}/embed.js" data-form="${form.id}" data-mode="popup" async></script>`;
      expect(await page.getByLabel('Código para colar no site').inputValue()).toBe(expected);
      await page.getByRole('button', { name: 'Copiar código' }).click();
      await page.getByText('Código copiado com sucesso').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await screenshot(page, `share-panel-embed-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
      await updateCompany(baseUrl(), company, { embedOrigins: [listed.url] });
    }
  });
});
