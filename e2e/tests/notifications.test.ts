// New answers on WhatsApp and SMS (docs/notifications.md), in a real browser on a server whose
// channels write to the development outbox: a MANAGER confirms a phone in Minha conta with the code
// the outbox received, the ADMIN sets the monthly cap and sees the month's count, and the MANAGER
// reads the notification log beside the webhooks.
import type { Browser } from 'playwright-core';
import { admin, adminEnv } from '../support/admin';
import { describeInBrowser, launch, newPage, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { fromOutbox } from '../support/mail';
import { loginToken, seedCompany, type SeededCompany } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';

/** The code of the newest outbox message to `phone` on `channel` (now, or once it is written). */
const codeFor = (dataDir: string, phone: string, channel: 'whatsapp' | 'sms') =>
  fromOutbox(
    (file, message) =>
      file.endsWith(`.${channel}.txt`) && message.includes(`To: ${phone}\n`)
        ? /código de confirmação é (\d{6})/.exec(message)?.[1]
        : undefined,
    `a code on ${channel}`,
    { dataDir, timeoutMs: 15_000 },
  );

describeInBrowser('notifications of new answers', () => {
  let browser: Browser;
  let server: RunningServer;
  let company: SeededCompany;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launch(), startServer({ ...adminEnv, CHANNEL_OUTBOX: 'true' })]);
    company = await seedCompany(server.url);
    const adminToken = await loginToken(server.url, admin.email, admin.password);
    const allowed = await fetch(`${server.url}/api/companies/${company.companyId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ allowEmail: true, allowWhatsapp: true, allowSMS: true }),
    });
    if (!allowed.ok) throw new Error(`company not updated: ${allowed.status}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('when a MANAGER gives a mobile in Minha conta and types the WhatsApp code, then WhatsApp is confirmed and on', async () => {
    const { page, context } = await newPage(browser, server.url, viewports.mobile);
    await openSignedIn(page, company.manager);
    // On a phone a MANAGER's Minha conta is under Mais.
    await menu(page).getByRole('button', { name: 'Mais' }).click();
    await menu(page).getByRole('link', { name: 'Minha conta' }).click();
    await page.getByText('Notificações', { exact: true }).waitFor();
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp' });
    expect(await whatsapp.isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'E-mail' }).getAttribute('aria-checked')).toBe('true');

    await page.getByLabel('Celular').fill('11987654321');
    expect(await page.getByLabel('Celular').inputValue()).toBe('(11) 98765-4321');
    await page.getByRole('button', { name: 'Salvar celular' }).click();
    await page.getByText('Celular salvo. Confirme-o em cada canal.').waitFor();
    await page.getByRole('button', { name: 'Enviar código pelo WhatsApp' }).click();
    await page.getByText('Código enviado pelo WhatsApp.').waitFor();
    const code = await codeFor(server.dataDir, '+5511987654321', 'whatsapp');
    await page.getByLabel('Código recebido pelo WhatsApp').fill(code);
    await screenshot(page, 'notifications-code-390');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Celular confirmado no WhatsApp.').waitFor();
    await page.locator('[data-channel="whatsapp"]').getByText('Confirmado').waitFor();
    expect(await whatsapp.getAttribute('aria-checked')).toBe('true');
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'notifications-confirmed-390');

    // The same page on a wide screen, after a reload: the choice was kept.
    await page.setViewportSize(viewports.desktop);
    await page.reload();
    await page.locator('[data-channel="whatsapp"]').getByText('Confirmado').waitFor();
    expect(await page.getByRole('switch', { name: 'WhatsApp' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'notifications-confirmed-1280');
    await context.close();
  });

  it('when the ADMIN sets a monthly cap, then the company list shows the month’s messages against it', async () => {
    const { page, context } = await newPage(browser, server.url, viewports.desktop);
    await openSignedIn(page, admin, '/companies');
    await page.getByRole('button', { name: `Editar ${company.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Limite mensal de mensagens (WhatsApp e SMS)').fill('50');
    await screenshot(page, 'company-messages-limit-1280');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa alterada com sucesso').waitFor();
    // The WhatsApp code of the test above is this month's one message.
    await page.getByText('Mensagens no mês: 1 de 50').waitFor();
    await screenshot(page, 'companies-messages-1280');
    await page.setViewportSize(viewports.mobile);
    await page.getByText('Mensagens no mês: 1 de 50').waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, 'companies-messages-390');
    await context.close();
  });

  it('when a MANAGER opens the notification log beside the webhooks, then the code message shows with its status and no number', async () => {
    const { page, context } = await newPage(browser, server.url, viewports.mobile);
    await openSignedIn(page, company.manager, '/webhooks');
    await page.getByRole('button', { name: 'Registro de notificações' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('cell', { name: 'Código de confirmação' }).waitFor();
    await drawer.getByRole('cell', { name: 'WhatsApp' }).waitFor();
    await drawer.getByText('Enviada', { exact: true }).waitFor();
    expect(await drawer.textContent()).not.toContain('98765');
    await screenshot(page, 'notification-log-390');
    await page.setViewportSize(viewports.desktop);
    await drawer.getByText('Enviada', { exact: true }).waitFor();
    await screenshot(page, 'notification-log-1280');
    await context.close();
  });
});
