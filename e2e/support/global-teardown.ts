import type { RunningServer } from './server';

export default async function globalTeardown() {
  await (globalThis as { __e2eBrowser?: { close(): Promise<void> } }).__e2eBrowser?.close();
  await Promise.all(
    (globalThis as { __e2eServers?: RunningServer[] }).__e2eServers?.map((server) => server.stop()) ?? [],
  );
  await (globalThis as { __e2eTemplate?: () => Promise<void> }).__e2eTemplate?.();
}
