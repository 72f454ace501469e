import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { browserForBlock } from '../support/suite';

describeInBrowser('the respondent page', () => {
  const setup = browserForBlock();

  it('when the form does not exist, then it ends on /form-not-found having loaded only the respondent bundle', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto('/submissions/6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f');
    await page.waitForURL('**/form-not-found', { timeout: 15_000 });
    await page.getByText('Esse formulário não está disponível.').waitFor();
    await screenshot(page, 'form-not-found-390');

    const assets = requested.filter((p) => !p.startsWith('/api/'));
    const outside = assets.filter(
      (p) =>
        !p.startsWith('/respondent/') &&
        !['/submissions/6f1c2d9e-8a7b-4c3d-9e2f-1a2b3c4d5e6f', '/favicon.ico'].includes(p),
    );
    expect(outside).toEqual([]);
    expect(assets.some((p) => /remoteEntry|mf-manifest|remotes/.test(p))).toBe(false);
    const federation = await page.evaluate(() => '__FEDERATION__' in window);
    expect(federation).toBe(false);
    // antd injects CSS-in-JS style tags; none may be on this page.
    const antdStyles = await page.evaluate(
      () => document.querySelectorAll('style[data-css-hash], [class*="ant-"]').length,
    );
    expect(antdStyles).toBe(0);
    await context.close();
  });
});
