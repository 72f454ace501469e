// Serving the built apps (docs/architecture.md#federation, #the-respondent-page, #server-and-data) from a fake repo root.
import fs from 'node:fs/promises';
import { MAIN_JS, RESPONDENT_HTML, SHELL_HTML, createAppsDir } from './support/apps-dir';
import { insertCompany, insertForm } from './support/fixtures';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

const FORM_ID = '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11';
const SUBMISSION_ID = '0d4f0a8e-8a1b-4a43-9d1c-51d0f1b3a0c2';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let server: TestServer;
let appsDir: string;
beforeAll(async () => {
  appsDir = await createAppsDir();
  server = await startServer({ env: { APPS_DIR: appsDir } });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(appsDir, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('when no REMOTE_*_URL is set, then every remote points at its built-in folder, uncached', async () => {
    // Act
    const result = await call(server.url, '/remotes.json');

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      forms: { entry: '/remotes/forms/mf-manifest.json' },
      respondent: { entry: '/remotes/respondent/mf-manifest.json' },
      admin: { entry: '/remotes/admin/mf-manifest.json' },
      library: { entry: '/remotes/library/mf-manifest.json' },
      links: { signUp: null, upgrade: null },
    });
    expect(result.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('pages', () => {
  it.each([
    ['/', 'the home page'],
    ['/companies', 'a staff page'],
    [`/forms/${FORM_ID}/submissions/${SUBMISSION_ID}`, 'the staff view of a submission'],
    ['/anything/unknown', 'an unknown page (the shell shows its /404)'],
  ])('when a browser opens %s (%s), then it gets the shell, uncached', async (path) => {
    // Act
    const result = await call(server.url, path, { headers: html });

    // Assert
    expect(result.status).toBe(200);
    expect(result.text).toBe(SHELL_HTML);
    expect(result.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([[`/submissions/${FORM_ID}`], [`/forms/${FORM_ID}/submissions/${SUBMISSION_ID}/view`], ['/form-not-found']])(
    'when a respondent opens %s, then it gets the standalone respondent page',
    async (path) => {
      // Act
      const result = await call(server.url, path, { headers: html });

      // Assert
      expect(result.status).toBe(200);
      expect(result.text).toBe(RESPONDENT_HTML);
      expect(result.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('when a link preview asks for a form page, then its HTML names the form and the company in og: tags, escaped', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Café & Cia "Ltda"' });
    const form = await insertForm(server.db, { companyId: company.id, title: 'Pesquisa <b>NPS</b> $& 2027' });

    // Act
    const result = await call(server.url, `/submissions/${form.id}`, { headers: html });

    // Assert
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/html/);
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expect(result.text).toBe(
      '<!doctype html><title>Pesquisa &lt;b&gt;NPS&lt;/b&gt; $&amp; 2027</title>' +
        '<meta property="og:type" content="website">' +
        '<meta property="og:title" content="Pesquisa &lt;b&gt;NPS&lt;/b&gt; $&amp; 2027">' +
        '<meta property="og:description" content="Formulário de Café &amp; Cia &quot;Ltda&quot;">' +
        '<meta name="description" content="Formulário de Café &amp; Cia &quot;Ltda&quot;">',
    );
  });

  it('when an inactive form page is asked for, then it is named too; an unknown one gets the plain page', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Padaria Pão Quente' });
    const form = await insertForm(server.db, { companyId: company.id, title: 'Encerrada', status: 'INACTIVE' });

    // Act
    const inactive = await call(server.url, `/submissions/${form.id}`, { headers: html });
    const unknown = await call(server.url, `/submissions/${FORM_ID}`, { headers: html });

    // Assert
    expect(inactive.text).toContain('<meta property="og:title" content="Encerrada">');
    expect(unknown.text).toBe(RESPONDENT_HTML);
  });

  it('when a script that does not exist is requested, then it is 404, not the shell page', async () => {
    // Act
    const result = await call(server.url, '/static/js/main.deadbeef.js', { headers: { accept: '*/*' } });

    // Assert
    expect(result.status).toBe(404);
    expect(result.text).not.toBe(SHELL_HTML);
  });

  it('when an /api route is unknown, even for a browser, then it stays a JSON 404', async () => {
    // Act
    const result = await call(server.url, '/api/companies/x/y/z', { headers: html });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json.error.code).toBe('NOT_FOUND');
  });

  it('when a file under /files is missing, then it is a JSON 404 with nosniff', async () => {
    // Act
    const result = await call(server.url, `/files/${FORM_ID}/logo.png`, { headers: html });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json.error.code).toBe('NOT_FOUND');
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('assets', () => {
  it('when a content-hashed file is requested, then it may be cached for a year', async () => {
    // Act
    const result = await call(server.url, '/static/js/main.3f9a2c1b.js', {
      headers: { 'accept-encoding': 'identity' },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.text).toBe(MAIN_JS);
    expect(result.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(result.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('when the client accepts brotli, then the precompressed .br is sent with the JavaScript type', async () => {
    // Act
    const result = await call(server.url, '/static/js/main.3f9a2c1b.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.headers.get('content-encoding')).toBe('br');
    expect(result.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(result.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(result.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(result.text).toBe(MAIN_JS);
  });

  it('when the client accepts only gzip, then the .gz is sent', async () => {
    // Act
    const result = await call(server.url, '/static/js/main.3f9a2c1b.js', { headers: { 'accept-encoding': 'gzip' } });

    // Assert
    expect(result.headers.get('content-encoding')).toBe('gzip');
    expect(result.text).toBe(MAIN_JS);
  });

  it('when a remote entry or manifest is requested, then it must be revalidated', async () => {
    // Act
    const entry = await call(server.url, '/remotes/forms/remoteEntry.js');
    const manifest = await call(server.url, '/remotes/forms/mf-manifest.json');
    const chunk = await call(server.url, '/remotes/forms/static/js/12.0badc0de.js');

    // Assert
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when the respondent remote and standalone bundle are requested, then each comes from its folder', async () => {
    // Act
    const remote = await call(server.url, '/remotes/respondent/mf-manifest.json');
    const standalone = await call(server.url, '/respondent/static/js/main.aa11bb22.js');

    // Assert
    expect(remote.json).toEqual({ name: 'mf_respondent' });
    expect(standalone.text).toBe('/* respondent */');
  });

  it("when the respondent page's service worker is requested, then it may work on the public form pages only and is revalidated", async () => {
    // Act
    const worker = await call(server.url, '/respondent/sw.js');
    const script = await call(server.url, '/respondent/static/js/main.aa11bb22.js');

    // Assert
    expect(worker.status).toBe(200);
    expect(worker.text).toBe('/* service worker */');
    expect(worker.headers.get('service-worker-allowed')).toBe('/submissions/');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('service-worker-allowed')).toBeNull();
  });

  it('when a remote was not built, then its files are 404 and the server keeps running', async () => {
    // Act
    const missing = await call(server.url, '/remotes/admin/mf-manifest.json');
    const health = await call(server.url, '/api/health');

    // Assert
    expect(missing.status).toBe(404);
    expect(health.status).toBe(200);
  });

  it('when the shell origin fetches a remote file, then CORS allows it; another origin gets no grant', async () => {
    // Arrange
    const shellOrigin = new URL(server.config.publicUrl).origin;

    // Act
    const allowed = await call(server.url, '/remotes/forms/mf-manifest.json', { headers: { origin: shellOrigin } });
    const other = await call(server.url, '/remotes/forms/mf-manifest.json', {
      headers: { origin: 'https://evil.example' },
    });

    // Assert
    expect(allowed.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('vary')).toMatch(/Origin/);
  });

  it('when a path tries to climb out of a dist folder, then nothing outside is served', async () => {
    // Act
    const result = await call(server.url, '/remotes/forms/..%2f..%2fshell%2fdist%2findex.html');

    // Assert
    expect(result.text).not.toBe(SHELL_HTML);
    expect(result.status).toBeGreaterThanOrEqual(400);
  });
});
