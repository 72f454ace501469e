import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { listSubmissions, seedForm } from '../support/seed';
import { browserAndCompany } from '../support/suite';

const everyType = [
  { id: 't1', title: 'Seu apelido', type: 'STRING' as const, options: [] },
  { id: 't2', title: 'Conte sua experiência', type: 'TEXT' as const, options: [] },
  { id: 't3', title: 'Recomendaria?', type: 'SINGLE' as const, options: [{ text: 'Sim' }, { text: 'Não' }] },
  {
    id: 't4',
    title: 'Canais usados',
    type: 'MULTIPLE' as const,
    options: [{ text: 'Site' }, { text: 'Aplicativo' }, { text: 'Loja' }],
  },
  { id: 't5', title: 'Comprovante', type: 'FILE' as const, options: [] },
];

async function expectAccessible(page: Page, step: string) {
  const violations = await seriousViolations(page);
  expect({ step, violations }).toEqual({ step, violations: [] });
}

/** Moves the focus with Tab until the element with this accessible name is focused. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return [el.getAttribute('aria-label'), label, el.closest('label')?.textContent, el.textContent]
        .filter(Boolean)
        .join('|');
    });
    if (focused.includes(name)) return;
  }
  throw new Error(`could not reach "${name}" with Tab`);
}

/** The focused element's tag and accessible name: its label, else the element its aria-labelledby names. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = el.closest('label')?.textContent ?? (labelledBy && document.getElementById(labelledBy)?.textContent);
    return `${el.tagName} ${name ?? ''}`;
  });
}

describeInBrowser('the respondent page, by keyboard and for assistive technology', () => {
  const setup = browserAndCompany({ color: '#f59e0b' });

  it('when a respondent uses only the keyboard, then every question type can be answered and sent, with no serious axe violation on any step', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Todos os tipos',
      questions: everyType,
    });
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).waitFor();
    // The company theme lands after the form: axe must judge the colours the respondent sees.
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--rs-primary') !== '');
    await expectAccessible(page, 'welcome');

    await tabTo(page, 'Nome');
    await page.keyboard.type('Carla Dias');
    await tabTo(page, 'CPF/CNPJ');
    await page.keyboard.type('52998224725');
    await page.keyboard.press('Enter');

    // STRING: each step puts the focus in its answer, named by the question, so no Tab is needed.
    await page.getByText('Pergunta 1 de 5').waitFor();
    expect(await focusedName(page)).toBe('INPUT Seu apelido');
    await expectAccessible(page, 'STRING');
    await page.keyboard.type('Cacá');
    await page.keyboard.press('Enter');

    // TEXT
    await page.getByText('Pergunta 2 de 5').waitFor();
    await expectAccessible(page, 'TEXT');
    expect(await focusedName(page)).toBe('TEXTAREA Conte sua experiência');
    await page.keyboard.type('Rápido e fácil');
    await tabTo(page, 'PRÓXIMA');
    await page.keyboard.press('Enter');

    // SINGLE
    await page.getByText('Pergunta 3 de 5').waitFor();
    await expectAccessible(page, 'SINGLE');
    expect(await focusedName(page)).toBe('INPUT Sim');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    // MULTIPLE
    await page.getByText('Pergunta 4 de 5').waitFor();
    await expectAccessible(page, 'MULTIPLE');
    expect(await focusedName(page)).toBe('INPUT Site');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');

    // FILE: the chooser opens from the keyboard; the file itself comes from the system dialog.
    await page.getByText('Pergunta 5 de 5').waitFor();
    await expectAccessible(page, 'FILE');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upload-')), 'comprovante.pdf');
    fs.writeFileSync(file, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const chooser = page.waitForEvent('filechooser');
    expect(await focusedName(page)).toBe('INPUT Comprovante');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(file);
    await page.getByRole('link', { name: 'comprovante.pdf' }).waitFor();
    await screenshot(page, 'wizard-file-390');
    await tabTo(page, 'ENVIAR');
    await page.keyboard.press('Enter');
    await page.getByText('Formulário enviado com sucesso').waitFor();
    await expectAccessible(page, 'sent');

    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.items[0]!.answers.map((a) => a.answer)).toEqual([
      'Cacá',
      'Rápido e fácil',
      'Sim',
      'Site, Loja',
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/files\/.+\/comprovante\.pdf$/),
    ]);

    // The respondent's own view of the answers, with a comment.
    await page.getByRole('link', { name: 'Ver minha resposta' }).click();
    await page.getByRole('heading', { name: 'Todos os tipos' }).waitFor();
    await expectAccessible(page, 'submission view');
    const add = page.getByRole('button', { name: 'ADICIONAR COMENTÁRIO' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Seu comentário').fill('<script>window.hacked = true</script>Obrigada!');
    await add.click();
    await page.getByText('Comentário adicionado com sucesso').waitFor();
    await page.getByText('<script>window.hacked = true</script>Obrigada!').waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await screenshot(page, 'submission-view-390');
    await context.close();
  });

  it('when the answer is an image, then the public view shows it and zooms it in a dialog', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Foto do produto',
      anonymous: true,
      questions: [{ id: 'p1', title: 'Envie uma foto', type: 'FILE', options: [] }],
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await page.goto(`/submissions/${form.id}`);
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Até 10 Mb.').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'produto.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('link', { name: 'produto.png' }).waitFor();
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByRole('link', { name: 'Ver minha resposta' }).click();
    await page.getByRole('button', { name: 'Ampliar produto.png' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: 'produto.png' }).waitFor();
    await screenshot(page, 'submission-view-lightbox-1280');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });
});
