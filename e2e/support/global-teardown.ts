import type { RunningServer } from './server';

export default async function globalTeardown() {
  await (globalThis as { __e2eBrowser?: { close(): Promise<void> } }).__e2eBrowser?.close();
  await (globalThis as { __e2eServer?: RunningServer }).__e2eServer?.stop();
}
