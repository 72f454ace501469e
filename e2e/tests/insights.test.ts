// Many answers on one form, seen by staff: paging through 'Respostas', the insights' numbers
// against what was sent, and the print view of one answer on A4.
import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { signIn } from '../support/login';
import { seedCompany, seedForm, type SeededCompany } from '../support/seed';

const COUNT = 35;
const YES = 21;

/** A CPF with valid check digits from a number. */
function cpfOf(n: number): string {
  const digits = String(100_000_000 + n * 7_919)
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const start of [10, 11]) {
    const rest = digits.reduce((sum, digit, i) => sum + digit * (start - i), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

const nameOf = (i: number) => `Pessoa ${String(i).padStart(2, '0')}`;

describeInBrowser('insights and paging', () => {
  let browser: Browser;
  let company: SeededCompany;
  let formId: string;

  beforeAll(async () => {
    browser = await launch();
    company = await seedCompany(baseUrl());
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Pesquisa com muitas respostas',
      questions: [
        {
          id: 'volta',
          title: 'Voltaria?',
          type: 'SINGLE',
          options: [
            { text: 'Sim', goTo: 'motivo' },
            { text: 'Não', goTo: 'end' },
          ],
        },
        { id: 'motivo', title: 'Por quê?', type: 'TEXT', options: [] },
      ],
    });
    formId = form.id;
    for (let i = 1; i <= COUNT; i += 1) {
      const yes = i <= YES;
      const response = await fetch(`${baseUrl()}/api/public/forms/${formId}/submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: nameOf(i),
          document: cpfOf(i),
          answers: [
            { questionId: 'volta', answer: yes ? 'Sim' : 'Não' },
            ...(yes ? [{ questionId: 'motivo', answer: `Motivo ${i}` }] : []),
          ],
        }),
      });
      if (response.status !== 201) throw new Error(`submission ${i}: ${response.status}`);
    }
  }, 120_000);
  afterAll(() => browser?.close());

  it('when staff page through the answers, then page 2 holds the oldest and the count stays right', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signIn(page, company.manager.email, company.manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/forms/${formId}/submissions`);
    await page.getByRole('heading', { name: `Respostas (${COUNT})` }).waitFor();
    await page.getByText(nameOf(COUNT), { exact: true }).waitFor();
    expect(await page.getByText(nameOf(1), { exact: true }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Páginas de respostas' }).getByText('2', { exact: true }).click();
    await page.getByText(nameOf(1), { exact: true }).waitFor();
    for (let i = 1; i <= COUNT - 30; i += 1) await page.getByText(nameOf(i), { exact: true }).waitFor();
    expect(await page.getByText(nameOf(COUNT), { exact: true }).count()).toBe(0);
    await page.getByText(`31-${COUNT} de ${COUNT}`).waitFor();
    await screenshot(page, 'submissions-page-2-1280');
    await context.close();
  });

  it("when staff open 'Visão geral', then the charts' tables show the counts that were sent", async () => {
    // Step views as three respondents' pages would report them.
    for (const steps of [['welcome', 'volta', 'motivo'], ['welcome', 'volta'], ['welcome']]) {
      await fetch(`${baseUrl()}/api/public/forms/${formId}/views`, { method: 'POST', body: JSON.stringify({ steps }) });
    }
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signIn(page, company.manager.email, company.manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/forms/${formId}/submissions`);
    await page.getByText('Visão geral', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/forms/${formId}/insights`);
    await page.getByText('Respostas no período').waitFor();
    await page.locator('canvas').first().waitFor();

    const rowText = async (label: string) =>
      (await page.getByRole('row').filter({ hasText: label }).first().innerText()).replace(/\s+/g, ' ').trim();
    expect(await rowText('Sim')).toBe('Sim 21 60%');
    expect(await rowText('Não')).toBe('Não 14 40%');
    expect(await rowText('Boas-vindas')).toBe('Boas-vindas 3 100%');
    // These answers were sent through the API, not the page: more sent than welcomed.
    expect(await rowText('Enviadas')).toMatch(new RegExp(`^Enviadas ${COUNT} `));
    await page.getByText(`Motivo ${YES}`).waitFor();
    await screenshot(page, 'insights-1280');
    await context.close();
  });

  it('when staff print one answer, then the A4 page shows the answer without menus or buttons', async () => {
    const { page, context } = await newPage(browser, baseUrl(), { width: 794, height: 1123 });
    await signIn(page, company.manager.email, company.manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`/forms/${formId}/submissions`);
    await page.getByRole('link', { name: `Visualizar ${nameOf(COUNT)}` }).click();
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'ADICIONAR COMENTÁRIO' }).isVisible()).toBe(false);
    expect(await page.getByText(nameOf(COUNT)).first().isVisible()).toBe(true);
    await screenshot(page, 'submission-print-a4');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await context.close();
  });
});
