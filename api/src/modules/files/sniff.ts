// Decides what an upload is from its bytes (magic numbers), never from the client's name or MIME type,
// so a '.png' made of HTML, an SVG or a script is refused (docs/security.md#files).
import path from 'node:path';
import type { UploadType } from '@formbuilder/contracts';

export interface SniffedType {
  mime: UploadType;
  /** Extension of the stored name and of a download name that lacks a fitting one. */
  ext: string;
  /** Extensions a download name may already end with for this type. */
  exts: readonly string[];
}

export const types = {
  png: { mime: 'image/png', ext: 'png', exts: ['png'] },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', exts: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  gif: { mime: 'image/gif', ext: 'gif', exts: ['gif'] },
  webp: { mime: 'image/webp', ext: 'webp', exts: ['webp'] },
  pdf: { mime: 'application/pdf', ext: 'pdf', exts: ['pdf'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    exts: ['docx'],
  },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', exts: ['xlsx'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    exts: ['pptx'],
  },
  txt: { mime: 'text/plain', ext: 'txt', exts: ['txt'] },
  csv: { mime: 'text/csv', ext: 'csv', exts: ['csv'] },
} as const satisfies Record<string, SniffedType>;

const startsWith = (bytes: Buffer, prefix: string | number[], at = 0) => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** The type of an upload, or undefined when it is not on the allow-list. */
export function sniffType(bytes: Buffer, clientName: string): SniffedType | undefined {
  const signed = signatureType(bytes);
  if (signed) return signed;
  if (isZip(bytes)) return officeType(bytes);
  return textType(bytes, clientName);
}

/** Bytes the signature checks need from the start of a file. */
export const SIGNATURE_BYTES = 12;

/** The types told by their first bytes alone. */
export function signatureType(bytes: Buffer): SniffedType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return types.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return types.jpeg;
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return types.gif;
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return types.webp;
  if (startsWith(bytes, '%PDF-')) return types.pdf;
  return undefined;
}

export const isZip = (bytes: Buffer) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);

/** Word, Excel and PowerPoint files are zips whose entries say which one they are. */
export function officeType(bytes: Buffer, base = 0): SniffedType | undefined {
  const names = zipEntryNames(bytes, base);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  // A macro-enabled document renamed to .docx would still carry its macros.
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return undefined;
  if (names.includes('word/document.xml')) return types.docx;
  if (names.includes('xl/workbook.xml')) return types.xlsx;
  if (names.includes('ppt/presentation.xml')) return types.pptx;
  return undefined;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const MAX_ZIP_COMMENT = 0xffff;

/**
 * The entry names of a zip's central directory; undefined when the structure does not hold together.
 * `bytes` may be the end of a longer file that starts `base` bytes earlier (a streamed upload's tail).
 */
export function zipEntryNames(bytes: Buffer, base = 0): string[] | undefined {
  const lowest = Math.max(0, bytes.length - 22 - MAX_ZIP_COMMENT);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16) - base;
  if (offset < 0 || offset + size > end) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let entry = 0; entry < count; entry += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

// Plain text has no magic number, so the name narrows it (only .txt and .csv) and the bytes must be
// text that no browser would take for a page: no control bytes, no tags of the HTML sniffing
// table (WHATWG MIME Sniffing 7.1), no '#!' interpreter line. Tab, line feed, form feed and carriage
// return are the only control bytes text may hold.
export const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
export const hasControlBytes = (bytes: Buffer) => bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));
export const MARKUP =
  /<(?:!doctype|!--|\?xml|html|head|body|script|iframe|frame|svg|math|object|embed|img|image|style|link|meta|base|form|title|table|div|font|a|b|p|br|h1)[\s/>]/i;

/** The text type a client name allows (.txt or .csv), whatever the bytes. */
export function textTypeByName(clientName: string): SniffedType | undefined {
  const ext = path.extname(clientName).slice(1).toLowerCase();
  return ext === 'txt' ? types.txt : ext === 'csv' ? types.csv : undefined;
}

function textType(bytes: Buffer, clientName: string): SniffedType | undefined {
  const type = textTypeByName(clientName);
  if (!type || bytes.length === 0) return undefined;
  // latin1 keeps one character per byte, so a Windows-1252 CSV reads as well as a UTF-8 one.
  const text = bytes.toString('latin1');
  if (hasControlBytes(bytes) || MARKUP.test(text) || text.startsWith('#!')) return undefined;
  return type;
}
