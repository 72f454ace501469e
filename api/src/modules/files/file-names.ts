// Names of stored files. On disk a file is always `<uuid>.<ext of its sniffed type>`; the client's
// name is kept only as the download name, cleaned so it can not carry a path or spoof its type.
import crypto from 'node:crypto';
import path from 'node:path';
import type { SniffedType } from './sniff';

export const DOWNLOAD_NAME_MAX = 120;
const FALLBACK_NAME = 'arquivo';

// C0/C1 controls (NUL included) and the bidirectional overrides that can show 'gpj.exe' as 'exe.jpg'.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// An image's smaller copy is stored as `<its stored name>.w<width>.webp` (images.ts).
export const STORED_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}(?:\.w\d{2,4}\.webp)?$/;

export function newStoredName(type: SniffedType): string {
  return `${crypto.randomUUID()}.${type.ext}`;
}

/**
 * The client's name reduced to its last path segment, without control characters or leading dots,
 * at most DOWNLOAD_NAME_MAX characters, and ending with an extension of the sniffed type
 * ('a.jpg.php' holding a PNG becomes 'a.jpg.php.png').
 */
export function downloadName(clientName: string, type: SniffedType): string {
  let name = clientName.normalize('NFC').replace(UNSAFE_CHARACTERS, '');
  name = (name.split(/[\\/]/).pop() ?? '').trim().replace(/^\.+/, '').trim();
  let ext = path.extname(name).slice(1).toLowerCase();
  if (!(type.exts as readonly string[]).includes(ext)) {
    name = name ? `${name}.${type.ext}` : '';
    ext = type.ext;
  }
  if (!name || name === `.${ext}`) name = `${FALLBACK_NAME}.${type.ext}`;
  if (name.length > DOWNLOAD_NAME_MAX) {
    const suffix = `.${ext}`;
    name = `${[...name.slice(0, name.length - suffix.length)]
      .slice(0, DOWNLOAD_NAME_MAX - suffix.length)
      .join('')
      .trimEnd()}${suffix}`;
  }
  return name;
}
