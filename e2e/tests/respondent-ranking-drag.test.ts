// RANKING by drag and drop on the respondent page: on a 390 px phone a finger drags an item by its
// handle (real touch events, so the page must not scroll instead), on a 1280 px screen the mouse
// does; each drop is announced, and the order sent is the order shown.
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { listSubmissions, seedForm, type QuestionInput } from '../support/seed';
import { browserAndCompany } from '../support/suite';

const questions: QuestionInput[] = [
  {
    id: 'ordem',
    title: 'Ordene por importância',
    type: 'RANKING',
    options: [{ text: 'Preço' }, { text: 'Local' }, { text: 'Data' }],
  },
];

/** The items as the list names them, in the order shown: '1. Preço', ... */
const shown = (page: Page) =>
  page
    .getByRole('list', { name: 'Ordene por importância' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/** The middle of the drag handle of `item`, and of the item `target`, in page pixels. */
async function points(page: Page, item: string, target: string) {
  const handle = (await page.locator('.rs-rank__item', { hasText: item }).locator('.rs-rank__grip').boundingBox())!;
  const over = (await page.locator('.rs-rank__item', { hasText: target }).boundingBox())!;
  return {
    from: { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 },
    over,
  };
}

async function openForm(page: Page, formId: string) {
  await page.goto(`/submissions/${formId}`);
  await page.getByRole('button', { name: 'INICIAR' }).click();
  await page.getByRole('heading', { name: 'Ordene por importância', exact: true }).waitFor();
  await page.locator('.rs-rank__grip').first().waitFor();
}

describeInBrowser('RANKING by drag and drop', () => {
  const setup = browserAndCompany();

  it('when a finger on a phone drags the last item to the top, then it lands first, is announced and is sent in that order', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Prioridades do evento',
      anonymous: true,
      questions,
    } as Parameters<typeof seedForm>[2]);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile, { touch: true });
    page.setDefaultTimeout(10_000);
    await openForm(page, form.id);
    const { from, over } = await points(page, 'Data', 'Preço');
    const touch = await context.newCDPSession(page);
    const at = (x: number, y: number) => [{ x, y, id: 1 }];

    // Act: the finger goes down on the handle of 'Data' and up above the middle of 'Preço'.
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
    const toY = over.y + over.height / 4;
    for (let step = 1; step <= 10; step++) {
      const y = from.y + ((toY - from.y) * step) / 10;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x, y) });
    }
    await page.locator('.rs-rank__item--dragged', { hasText: 'Data' }).waitFor();
    await screenshot(page, 'ranking-drag-390-dragging');
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    // Assert
    await page.getByText('Data agora na posição 1').waitFor({ state: 'attached' });
    expect(await shown(page)).toEqual(['1. Data', '2. Preço', '3. Local']);
    await page.locator('.rs-rank__item--dragged').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'ranking-drag-390');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect((stored.items[0]!.answers[0] as { value?: unknown }).value).toEqual(['Data', 'Preço', 'Local']);
    await context.close();
  });

  it('when the mouse on a desktop drags the first item below the last, then it lands last', async () => {
    // Arrange
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Prioridades da loja',
      anonymous: true,
      questions,
    } as Parameters<typeof seedForm>[2]);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    page.setDefaultTimeout(10_000);
    await openForm(page, form.id);
    const { from, over } = await points(page, 'Preço', 'Data');

    // Act
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, over.y + (over.height * 3) / 4, { steps: 10 });
    await page.mouse.up();

    // Assert
    await page.getByText('Preço agora na posição 3').waitFor({ state: 'attached' });
    expect(await shown(page)).toEqual(['1. Local', '2. Data', '3. Preço']);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'ranking-drag-1280');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect((stored.items[0]!.answers[0] as { value?: unknown }).value).toEqual(['Local', 'Data', 'Preço']);
    await context.close();
  });
});
