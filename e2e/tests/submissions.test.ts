import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { pdfBytes, pngBytes, submitAnswers, uploadFile } from '../support/respondent';
import { seedCompany, seedForm, type SeededCompany } from '../support/seed';

// Maria answers only the first question: the files are optional.
const questions = [
  { id: 'q1', title: 'Como nos conheceu?', type: 'STRING' as const, options: [] },
  { id: 'q2', title: 'Foto do produto', type: 'FILE' as const, options: [], required: false },
  { id: 'q3', title: 'Nota fiscal', type: 'FILE' as const, options: [], required: false },
];

/** A download's bytes in a file of this machine (the browser may be another process: path() is not there). */
async function savedCopy(download: Download): Promise<string> {
  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-download-')), download.suggestedFilename());
  await download.saveAs(target);
  return target;
}

const jose = {
  name: 'José Ávila',
  document: '529.982.247-25',
  email: 'jose@e2e.test',
  phone: '(11) 98765-4321',
};
const maria = { name: 'Maria Souza', document: '11.222.333/0001-81' };

/** Resolves once the page's realtime socket has been accepted, so an event from now on must arrive. */
function realtimeReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ready"')) resolve();
      });
    });
  });
}

/** RFC 4180 rows of a CSV text separated by `delimiter` (quoted cells may hold it, quotes and line breaks). */
function parseCsv(csv: string, delimiter = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]!;
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describeInBrowser('submissions (mf-forms)', () => {
  let browser: Browser;
  let company: SeededCompany;
  let formId: string;
  let joseId: string;

  beforeAll(async () => {
    [browser, company] = await Promise.all([launch(), seedCompany(baseUrl())]);
    const form = await seedForm(baseUrl(), company.manager.token, { title: 'Pesquisa de Compra', questions });
    formId = form.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a respondent sends an answer, then it appears on the home list within 2 s, without reload', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    const ready = realtimeReady(page);
    await openSignedIn(page, company.manager);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    await page.getByRole('heading', { name: 'Últimas respostas' }).waitFor();
    await page.getByText('Nenhum resultado encontrado').waitFor();
    await ready;

    const [photo, invoice] = await Promise.all([
      uploadFile(baseUrl(), 'produto.png', 'image/png', pngBytes),
      uploadFile(baseUrl(), 'nota-fiscal.pdf', 'application/pdf', pdfBytes),
    ]);
    joseId = await submitAnswers(baseUrl(), formId, jose, [
      { questionId: 'q1', answer: 'Indicação de um amigo' },
      { questionId: 'q2', answer: photo },
      { questionId: 'q3', answer: invoice },
    ]);
    await page.getByText(jose.name).waitFor({ timeout: 2_000 });
    await page
      .getByText(/Pesquisa de Compra/)
      .first()
      .waitFor();

    await submitAnswers(baseUrl(), formId, maria, [{ questionId: 'q1', answer: 'Internet' }]);
    await page.getByText(maria.name).waitFor({ timeout: 2_000 });
    await screenshot(page, 'home-latest-1280');

    // Without accents, and by the document's digits.
    await page.getByLabel('Buscar por Nome ou Documento').fill('jose avila');
    await page.getByText(maria.name).waitFor({ state: 'hidden' });
    await page.getByText(jose.name).waitFor();
    await page.getByLabel('Buscar por Nome ou Documento').fill('11222333');
    await page.getByText(jose.name).waitFor({ state: 'hidden' });
    await page.getByText(maria.name).waitFor();
    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'home-search-390');
    await context.close();
  });

  it('when staff open an answer, then files, the image lightbox and comments work', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, company.manager);
    await page.getByRole('link', { name: `Visualizar ${jose.name}` }).click();
    await page.waitForURL(`**/forms/${formId}/submissions/${joseId}`);
    await page.getByRole('heading', { name: 'Visualizar resposta' }).waitFor();
    await page.getByText(jose.phone).waitFor();
    await page.getByText(jose.email).waitFor();
    await page.getByText('Indicação de um amigo').waitFor();
    await page.getByRole('button', { name: 'Copiar link da resposta' }).waitFor();

    // A file answer is a download link with its size; an image opens in the lightbox.
    const invoice = page.getByRole('link', { name: /nota-fiscal\.pdf/ });
    await invoice.getByText('(1,5 Kb)', { exact: false }).waitFor();
    expect(await invoice.getAttribute('download')).toBe('nota-fiscal.pdf');
    await screenshot(page, 'submission-view-390');
    await page.getByRole('img', { name: 'Ampliar produto.png' }).click();
    await page.locator('.ant-image-preview').waitFor();
    await screenshot(page, 'submission-lightbox-390');
    // The preview listens for Escape once it holds the focus, which it takes as it opens.
    await page.waitForFunction(() => document.activeElement?.closest('.ant-image-preview') != null);
    await page.keyboard.press('Escape');
    await page.locator('.ant-image-preview').waitFor({ state: 'hidden' });

    const add = page.getByRole('button', { name: 'ADICIONAR COMENTÁRIO' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Novo comentário').fill('   ');
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Novo comentário').fill('Cliente pediu retorno por e-mail.');
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await page.getByText('Comentário adicionado com sucesso').waitFor();
    await page.getByText('Cliente pediu retorno por e-mail.').waitFor();
    await page.getByText('Gestora Teste').waitFor();
    expect(await page.getByLabel('Novo comentário').inputValue()).toBe('');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'submission-comment-1280');

    await page.goto(`/forms/${formId}/submissions/6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f`);
    await page.waitForURL('**/404');
    await context.close();
  });

  it("when staff open a form's answers, then they search, export the CSV and the XLSX and can not delete the form", async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, company.manager, `/forms/${formId}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (2)' }).waitFor();
    await page.getByText(jose.name).waitFor();
    await page.getByText(maria.name).waitFor();
    await screenshot(page, 'submissions-list-1280');

    await page.getByLabel('Buscar por Nome ou Documento').fill('MARIA');
    await page.getByText(jose.name).waitFor({ state: 'hidden' });
    await page.getByLabel('Buscar por Nome ou Documento').fill('52998224725');
    await page.getByText(maria.name).waitFor({ state: 'hidden' });
    await page.getByText(jose.name).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync(await savedCopy(file), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual([
      'Data',
      'Nome',
      'Documento',
      'E-mail',
      'Telefone',
      'Como nos conheceu?',
      'Foto do produto',
      'Nota fiscal',
      'Comentários',
    ]);
    expect(rows.map((row) => row[1])).toEqual([maria.name, jose.name]);
    const joseRow = rows[1]!;
    expect(joseRow.slice(2, 6)).toEqual([jose.document, jose.email, jose.phone, 'Indicação de um amigo']);
    expect(joseRow[7]).toMatch(/nota-fiscal\.pdf$/);
    expect(joseRow[8]).toMatch(/\(equipe\): Cliente pediu retorno por e-mail\.$/);

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX is a zip archive: it starts with the local file header 'PK\x03\x04'.
    expect([...fs.readFileSync(await savedCopy(xlsx)).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    await page.setViewportSize(viewports.mobile);
    await page.getByRole('button', { name: 'Apagar formulário' }).click();
    await page.getByText('Esse formulário possui respostas coletadas, portanto não pode ser excluído.').waitFor();
    await screenshot(page, 'submissions-cannot-delete-390');
    expect(new URL(page.url()).pathname).toBe(`/forms/${formId}/submissions`);
    await context.close();
  });

  it('when a text answer is a web address, then staff and the public view show it as plain text, never as an attachment', async () => {
    // A respondent may type any address; only a FILE question's own upload is a file (docs/security.md#files).
    const lure = 'https://evil.example/fatura.pdf';
    const id = await submitAnswers(baseUrl(), formId, maria, [{ questionId: 'q1', answer: lure }]);
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, company.manager);
    for (const path of [`/forms/${formId}/submissions/${id}`, `/forms/${formId}/submissions/${id}/view`]) {
      await page.goto(path);
      await page.getByText(lure, { exact: true }).waitFor();
      expect(await page.locator('a[href*="evil.example"]').count()).toBe(0);
    }
    await screenshot(page, 'submission-text-url-1280');
    await context.close();
  });
});
