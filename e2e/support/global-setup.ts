import { adminEnv, siteLinksEnv } from './admin';
import { browserAvailable, launchShared } from './browser';
import { startServer } from './server';

// One server and one Chromium for every browser test file; a file that needs other settings starts
// its own server.
export default async function globalSetup() {
  if (browserAvailable) {
    (globalThis as { __e2eBrowser?: unknown }).__e2eBrowser = await launchShared();
  }
  const server = await startServer({ ...adminEnv, ...siteLinksEnv });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  (globalThis as { __e2eServer?: typeof server }).__e2eServer = server;
}
