// The server's outbox (DATA_DIR/outbox, where mail and, in development, WhatsApp and SMS messages go
// without a provider): what the newest message carries, now or once it is written.
import fs from 'node:fs';
import path from 'node:path';
import { serverDataDir } from './browser';

/**
 * The first value `pick` finds in the outbox's files, newest first, waiting for new files until
 * `timeoutMs`. Files still being written (`.part`, renamed whole when done) are not read. A message
 * is a job of the server's queue, behind whatever else the one test server is doing for the other
 * browser tests: on a loaded two-core machine it was seen to take more than ten seconds. The wait
 * ends as soon as the message is there.
 */
export async function fromOutbox<T>(
  pick: (file: string, text: string) => T | undefined,
  what: string,
  { dataDir = serverDataDir(), timeoutMs = 30_000 }: { dataDir?: string; timeoutMs?: number } = {},
): Promise<T> {
  const outbox = path.join(dataDir, 'outbox');
  fs.mkdirSync(outbox, { recursive: true });
  const find = () => {
    for (const file of fs.readdirSync(outbox).sort().reverse()) {
      if (file.endsWith('.part')) continue;
      const found = pick(file, fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  // Watching from before the first look, so a message written in between is not missed: the watch
  // starts with the first next() (an async generator runs nothing before), not at watch().
  const done = new AbortController();
  const signal = AbortSignal.any([done.signal, AbortSignal.timeout(timeoutMs)]);
  const changes = fs.promises.watch(outbox, { signal })[Symbol.asyncIterator]();
  const next = () => {
    const change = changes.next();
    // Settled by the abort below once a message is found; awaited otherwise.
    change.catch(() => undefined);
    return change;
  };
  let change = next();
  try {
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if ((await change).done) break;
      change = next();
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  } finally {
    done.abort();
  }
  throw new Error(`nothing in the outbox: ${what}`);
}

/** The first match of `pattern` in the newest mail to this address; `notIn` skips matches already seen. */
export function mailedMatch(email: string, pattern: RegExp, notIn: string[] = []): Promise<string> {
  return fromOutbox((_file, text) => {
    const mail = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!mail.includes(`To: ${email}`)) return undefined;
    const found = pattern.exec(mail)?.[0];
    return found && !notIn.includes(found) ? found : undefined;
  }, `a mail to ${email} matching ${pattern}`);
}

/**
 * The first link to `pathname` (e.g. '/reset-pass') in the newest mail to this address, now or once
 * it is written; `notIn` skips links already seen (a resent mail brings a new one).
 */
export function mailedLink(email: string, pathname: string, notIn: string[] = []): Promise<string> {
  return mailedMatch(email, new RegExp(`https?://\\S+${pathname.replace(/[/.]/g, '\\$&')}\\?t=[\\w-]+`), notIn);
}
