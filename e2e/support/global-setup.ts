import { adminEnv, siteLinksEnv } from './admin';
import { browserAvailable, launchShared, workerEnv } from './browser';
import { createTemplate, startServer, type RunningServer } from './server';

// One Chromium for every browser test file, and one server per jest worker (one with --runInBand):
// the files of a worker share its server one after the other, and no file shares a server with a
// file running at the same time. A file that needs other settings starts a server of its own. Every
// server of the run starts from one migrated database (createTemplate), removed by the teardown.
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const browserStarted = browserAvailable ? launchShared() : undefined;
  (globalThis as { __e2eTemplate?: () => Promise<void> }).__e2eTemplate = await createTemplate();
  const [browser, servers] = await Promise.all([
    browserStarted,
    Promise.all(Array.from({ length: workers }, () => startServer({ ...adminEnv, ...siteLinksEnv }))),
  ]);
  (globalThis as { __e2eBrowser?: unknown }).__e2eBrowser = browser;
  (globalThis as { __e2eServers?: RunningServer[] }).__e2eServers = servers;
  servers.forEach((server, index) => {
    process.env[workerEnv('E2E_BASE_URL', index + 1)] = server.url;
    process.env[workerEnv('E2E_DATA_DIR', index + 1)] = server.dataDir;
  });
}
