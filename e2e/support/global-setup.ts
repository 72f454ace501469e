import { adminEnv, siteLinksEnv } from './admin';
import { startServer } from './server';

// One server for every browser test file; a file that needs other settings starts its own.
export default async function globalSetup() {
  const server = await startServer({ ...adminEnv, ...siteLinksEnv });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  (globalThis as { __e2eServer?: typeof server }).__e2eServer = server;
}
