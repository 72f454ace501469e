// The MANAGER's Webhooks screen (docs/integrations.md): create an endpoint pointing at a receiver on
// this machine, see its test event fail, replay it once the receiver is fixed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator } from 'playwright-core';
import { adminEnv } from '../support/admin';
import { seriousViolations } from '../support/axe';
import { describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { seedCompany } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';

/** Presses `refresh` until `wanted` shows, each time waiting up to 300 ms for it (about 15 s in all). */
async function untilShown(wanted: Locator, refresh: Locator): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (
      await wanted.waitFor({ timeout: 300 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await refresh.click();
  }
  await wanted.waitFor();
}

describeInBrowser('webhooks (mf-admin)', () => {
  let browser: Browser;
  let server: RunningServer;
  let receiver: http.Server;
  let receiverUrl = '';
  let status = 500;
  const ids: string[] = [];

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      ids.push(String(req.headers['webhook-id']));
      req.resume();
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 500 ? 'erro no receptor' : 'ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    // The receiver is on this machine, so internal addresses are allowed; no retries, so a failure shows at once.
    [browser, server] = await Promise.all([
      launch(),
      startServer({ ...adminEnv, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_LIMIT: '0' }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('when the MANAGER creates a webhook and its test event fails, then the failure shows and REENVIAR delivers it', async () => {
    const company = await seedCompany(server.url);
    const { page, context } = await newPage(browser, server.url, viewports.desktop);
    await openSignedIn(page, company.manager);
    await menu(page).getByRole('link', { name: 'Empresa' }).click();
    await page.waitForURL('**/empresa/dados');
    await page
      .getByRole('navigation', { name: 'Configurações da empresa' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await page.waitForURL('**/webhooks');
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByText('Nenhum webhook cadastrado').waitFor();

    // Create: the secret is shown once.
    await page.getByRole('button', { name: /Novo webhook/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByLabel('Endereço (URL)').fill('ftp://exemplo');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Informe um endereço que comece com http:// ou https://').waitFor();
    await dialog.getByLabel('Endereço (URL)').fill(receiverUrl);
    await dialog.getByLabel('Descrição').fill('ERP da empresa');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Webhook criado com sucesso').first().waitFor();
    const secretDialog = page.getByRole('dialog', { name: 'Segredo do webhook' });
    await secretDialog.getByText(/^whsec_/).waitFor();
    await secretDialog.getByText('Copie e guarde o segredo agora: ele não será mostrado de novo.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhook-secret-1280');
    await secretDialog.getByRole('button', { name: 'JÁ COPIEI' }).click();
    await secretDialog.waitFor({ state: 'hidden' });
    await page.getByText('ERP da empresa').waitFor();

    // The receiver answers 500: the test event fails.
    await page.getByRole('button', { name: `Enviar evento de teste ${receiverUrl}` }).click();
    await page.getByText('Evento de teste enviado para a fila de entrega').first().waitFor();
    await page.getByRole('button', { name: `Entregas ${receiverUrl}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Entregas do webhook' });
    await drawer.waitFor();
    const failed = drawer.getByText('Falhou', { exact: true });
    await untilShown(failed, drawer.getByRole('button', { name: 'Atualizar' }));
    await drawer.getByRole('cell', { name: '500', exact: true }).waitFor();
    await drawer.getByText('erro no receptor').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhook-deliveries-failed-1280');

    // Fixed receiver: REENVIAR sends the same event again and it is delivered.
    status = 200;
    await drawer.getByRole('button', { name: /^Reenviar webhook\.test/ }).click();
    await page.getByText('Entrega enviada de novo para a fila').first().waitFor();
    const delivered = drawer.getByText('Entregue', { exact: true });
    await untilShown(delivered, drawer.getByRole('button', { name: 'Atualizar' }));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);

    // On a phone: the list and the menu (five entries, the rest under Mais), still accessible.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.setViewportSize(viewports.mobile);
    await menu(page).getByRole('link', { name: 'Empresa' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-390');
    await context.close();
  });
});
