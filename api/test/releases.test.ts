// One-remote releases: scripts/release-remote.mjs writes immutable release folders and releases.json,
// and the running server follows releases.json without a restart (docs/architecture.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createAppsDir } from './support/apps-dir';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

const script = path.join(__dirname, '..', '..', 'scripts', 'release-remote.mjs');

let server: TestServer;
let appsDir: string;
let releasesDir: string;
beforeAll(async () => {
  appsDir = await createAppsDir();
  releasesDir = path.join(appsDir, 'releases');
  server = await startServer({ env: { APPS_DIR: appsDir, RELEASES_DIR: releasesDir } });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(appsDir, { recursive: true, force: true });
});

function release(...args: string[]): string {
  return execFileSync(process.execPath, [script, ...args], {
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

async function builtForms(label: string): Promise<string> {
  const dir = path.join(appsDir, `build-${label}`);
  await fs.mkdir(path.join(dir, 'static', 'js'), { recursive: true });
  await fs.writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_forms', label }));
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `var mf_forms = ${JSON.stringify(label)};`);
  await fs.writeFile(path.join(dir, 'static', 'js', 'main.0badc0de.js'), `/* ${label} */`);
  return dir;
}

const idIn = (output: string) => /forms (\S+) written/.exec(output)?.[1];
const formsEntry = async () =>
  ((await call(server.url, '/remotes.json')).json as { forms: { entry: string } }).forms.entry;

describe('one-remote releases', () => {
  it('when mf-forms is released, switched, switched again and rolled back, then remotes.json follows at once and each release is served as written', async () => {
    // Arrange
    const first = idIn(release('release', 'forms', '--from', await builtForms('first')))!;
    const second = idIn(release('release', 'mf-forms', '--from', await builtForms('second')))!;
    expect(first).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(second).not.toBe(first);
    expect(await formsEntry()).toBe('/remotes/forms/mf-manifest.json');

    // Act + Assert: no restart between the steps.
    release('use', 'forms', first);
    expect(await formsEntry()).toBe(`/releases/forms/${first}/mf-manifest.json`);
    release('use', 'forms', second);
    expect(await formsEntry()).toBe(`/releases/forms/${second}/mf-manifest.json`);
    const entry = await call(server.url, `/releases/forms/${second}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.text).toBe('var mf_forms = "second";');
    // Served like /remotes/*: loadable by a shell on another origin.
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const chunk = await call(server.url, `/releases/forms/${second}/static/js/main.0badc0de.js`);
    expect(chunk.headers.get('cache-control')).toContain('immutable');

    release('rollback', 'forms');
    expect(await formsEntry()).toBe(`/releases/forms/${first}/mf-manifest.json`);
    release('rollback', 'forms');
    expect(await formsEntry()).toBe('/remotes/forms/mf-manifest.json');
    // The other remotes never moved.
    expect(((await call(server.url, '/remotes.json')).json as { admin: { entry: string } }).admin.entry).toBe(
      '/remotes/admin/mf-manifest.json',
    );
  });

  it('when the same build is released twice, then it is the same release, left untouched', async () => {
    const dir = await builtForms('same');
    const id = idIn(release('release', 'forms', '--from', dir))!;
    const again = release('release', 'forms', '--from', dir);
    expect(again).toContain(`${id} exists already`);
  });

  it('when releases.json is broken or names a missing release, then the server keeps serving what it served', async () => {
    const id = idIn(release('release', 'forms', '--from', await builtForms('kept')))!;
    release('use', 'forms', id);
    expect(await formsEntry()).toBe(`/releases/forms/${id}/mf-manifest.json`);
    await fs.writeFile(path.join(releasesDir, 'releases.json'), '{ "forms": ');
    expect(await formsEntry()).toBe(`/releases/forms/${id}/mf-manifest.json`);
    await fs.writeFile(
      path.join(releasesDir, 'releases.json'),
      JSON.stringify({ forms: { current: '0.1.0-missing' } }),
    );
    expect(await formsEntry()).toBe('/remotes/forms/mf-manifest.json');
    expect((await call(server.url, '/releases/forms/..%2f..%2freleases.json')).status).toBe(404);
  });

  it('when a release or remote is unknown, then the script refuses and changes nothing', () => {
    expect(() => release('use', 'forms', 'nope')).toThrow();
    expect(() => release('use', 'billing', 'x')).toThrow();
  });
});
