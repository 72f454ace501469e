// A fake repo root with the dist folders the server serves, written into a temporary folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const SHELL_HTML = '<!doctype html><title>shell</title>';
export const RESPONDENT_HTML = '<!doctype html><title>respondent</title>';
export const MAIN_JS = `console.log(${JSON.stringify('shell main '.repeat(50))});`;

async function write(root: string, relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** Builds the folders; mf-admin is left out on purpose, as a remote not built yet. */
export async function createAppsDir(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-apps-'));
  await write(root, 'shell/dist/index.html', SHELL_HTML);
  await write(root, 'shell/dist/static/js/main.3f9a2c1b.js', MAIN_JS);
  await write(root, 'shell/dist/static/js/main.3f9a2c1b.js.br', zlib.brotliCompressSync(MAIN_JS));
  await write(root, 'shell/dist/static/js/main.3f9a2c1b.js.gz', zlib.gzipSync(MAIN_JS));
  await write(root, 'mf-forms/dist/remoteEntry.js', 'var mf_forms;');
  await write(root, 'mf-forms/dist/mf-manifest.json', '{"name":"mf_forms"}');
  await write(root, 'mf-forms/dist/static/js/12.0badc0de.js', '/* chunk */');
  await write(root, 'mf-library/dist/mf-manifest.json', '{"name":"mf_library"}');
  await write(root, 'mf-respondent/dist/remote/mf-manifest.json', '{"name":"mf_respondent"}');
  await write(root, 'mf-respondent/dist/standalone/index.html', RESPONDENT_HTML);
  await write(root, 'mf-respondent/dist/standalone/static/js/main.aa11bb22.js', '/* respondent */');
  await write(root, 'mf-respondent/dist/standalone/sw.js', '/* service worker */');
  return root;
}
