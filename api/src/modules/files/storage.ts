// Where file bytes live. The local disk under DATA_DIR/files is the default; an S3-compatible store is
// the scale-out path and only has to implement FileStorage.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORED_NAME_PATTERN } from './file-names';

export interface FileStorage {
  put(storedName: string, bytes: Buffer): Promise<void>;
  /** A stream of the stored bytes, or undefined when nothing is stored under that name. */
  get(storedName: string): Promise<Readable | undefined>;
  /** Removes the bytes; a name with nothing stored is not an error. */
  delete(storedName: string): Promise<void>;
}

export function createLocalFileStorage(directory: string): FileStorage {
  // Only server-generated names reach the disk, so no client text can ever become a path.
  const pathOf = (storedName: string) => {
    if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored file name: ${JSON.stringify(storedName)}`);
    return path.join(directory, storedName);
  };

  return {
    async put(storedName, bytes) {
      const target = pathOf(storedName);
      await fs.mkdir(directory, { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await fs.writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(storedName) {
      try {
        const handle = await fs.open(pathOf(storedName), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(storedName) {
      await fs.rm(pathOf(storedName), { force: true });
    },
  };
}
