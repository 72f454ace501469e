// The server's mail outbox (DATA_DIR/outbox, where mail goes without SMTP): the link a mail carries.
import fs from 'node:fs';
import path from 'node:path';
import { serverDataDir } from './browser';

/**
 * The first link to `pathname` (e.g. '/reset-pass') in the newest mail to this address, now or once
 * it is written; `notIn` skips links already seen (a resent mail brings a new one).
 */
export async function mailedLink(email: string, pathname: string, notIn: string[] = []): Promise<string> {
  const outbox = path.join(serverDataDir(), 'outbox');
  fs.mkdirSync(outbox, { recursive: true });
  const pattern = new RegExp(`https?://\\S+${pathname.replace(/[/.]/g, '\\$&')}\\?t=[\\w-]+`);
  const find = () => {
    for (const file of fs.readdirSync(outbox).sort().reverse()) {
      const mail = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!mail.includes(`To: ${email}`)) continue;
      const link = pattern.exec(mail)?.[0];
      if (link && !notIn.includes(link)) return link;
    }
    return undefined;
  };
  // Watching from before the first look, so a mail written in between is not missed.
  const changes = fs.promises.watch(outbox, { signal: AbortSignal.timeout(10_000) });
  try {
    const now = find();
    if (now) return now;
    for await (const _change of changes) {
      const link = find();
      if (link) return link;
    }
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
  throw new Error(`no mail with a ${pathname} link for ${email}`);
}
