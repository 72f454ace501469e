// Fixtures for companies, users, passwords and files: staff of a company signed in, sample file bytes
// of every kind, multipart uploads, the mail outbox and the warnings the server logs.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Role } from '@formbuilder/contracts';
import { fileChunks } from '../../src/db/schema';
import { insertCompany, insertUser } from './fixtures';
import { login, readResult, type CallResult } from './http';
import type { TestServer } from './server';

export const STAFF_PASSWORD = 'senha-da-equipe-1';

export interface SignedIn {
  id: string;
  email: string;
  token: string;
  cookie: string;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A user written straight to the database, then signed in through the API. */
export async function signedInUser(
  server: TestServer,
  values: { role: Role; companyId: string | null; name?: string; email?: string },
): Promise<SignedIn> {
  const email = values.email ?? `${values.role.toLowerCase()}-${unique()}@example.com`;
  const row = await insertUser(server.db, { ...values, email, password: STAFF_PASSWORD });
  const session = await login(server.url, email, STAFF_PASSWORD);
  return { id: row.id, email, token: session.token, cookie: session.cookie };
}

/** A company with a signed-in MANAGER and USER. */
export async function companyWithStaff(
  server: TestServer,
  options: { name?: string; usersLimit?: number; formsLimit?: number } = {},
) {
  const company = await insertCompany(server.db, {
    name: options.name ?? `Empresa ${unique()}`,
    usersLimit: options.usersLimit ?? 10,
    formsLimit: options.formsLimit ?? 5,
  });
  const manager = await signedInUser(server, { role: 'MANAGER', companyId: company.id, name: 'Gestora Maria' });
  const user = await signedInUser(server, { role: 'USER', companyId: company.id, name: 'Usuário João' });
  return { company, manager, user };
}

/** A zip holding the given entries uncompressed, as Office files are laid out. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types/>';

export const sampleFiles = {
  // Real 2x2 pictures: JPEG, PNG and WEBP uploads are decoded and encoded again (images.ts).
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQI12PgL8sDIgYIBQAZJgPNqWEcRAAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAZHf/9k=',
    'base64',
  ),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  webp: Buffer.from('UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoCAAIAAsBMJaACdAFAAAD+7HDSr1eZV/8K1/K1/K1b4AAA', 'base64'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n'),
  docx: zip({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' }),
  xlsx: zip({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' }),
  pptx: zip({ '[Content_Types].xml': contentTypes, 'ppt/presentation.xml': '<p:presentation/>' }),
  macroDocx: zip({
    '[Content_Types].xml': contentTypes,
    'word/document.xml': '<w:document/>',
    'word/vbaProject.bin': 'macros',
  }),
  plainZip: zip({ 'notes.txt': 'hello' }),
  txt: Buffer.from('Relatório de vendas\nJaneiro: 10\n'),
  csv: Buffer.from('nome;valor\nAna;10\nJoão;<5\n'),
  html: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  js: Buffer.from('fetch("/api/users").then((r) => r.text()).then(alert);\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64), Buffer.from('This program cannot be run in DOS mode')]),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(32)]),
  shellScript: Buffer.from('#!/bin/sh\nrm -rf /\n'),
};

export interface UploadOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Text fields sent along. */
  fields?: Record<string, string | number | boolean>;
  /** The file part, under `field` (default 'file'). */
  file?: { bytes: Buffer; name: string; type?: string; field?: string };
}

/** A multipart request, as a browser's FormData sends it. */
export async function upload(baseUrl: string, urlPath: string, options: UploadOptions = {}): Promise<CallResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, String(value));
  if (options.file) {
    const { bytes, name, type, field } = options.file;
    form.append(field ?? 'file', new Blob([new Uint8Array(bytes)], { type: type ?? 'application/octet-stream' }), name);
  }
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${urlPath}`, { method: options.method ?? 'POST', body: form, headers });
  return readResult(response);
}

/** The path of an absolute file URL, to fetch from the test server whatever PUBLIC_URL says. */
export const pathOf = (url: string) => new URL(url).pathname;

/** Every stored file name: entries under DATA_DIR/files, or the files kept in the database. */
export async function storedFiles(server: TestServer): Promise<string[]> {
  if (server.config.fileStorage.driver === 'postgres') {
    const rows = await server.db.selectDistinct({ storedName: fileChunks.storedName }).from(fileChunks);
    return rows.map((row) => row.storedName).sort();
  }
  try {
    return (await fs.readdir(path.join(server.config.dataDir, 'files'))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The stored bytes of a file, from whichever store the server uses. */
export async function storedBytes(server: TestServer, storedName: string): Promise<Buffer | undefined> {
  const stream = await server.handle.storage.get(storedName);
  if (!stream) return undefined;
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Uint8Array));
  return Buffer.concat(pieces);
}

/** The text of the newest outbox mail to `to`, waiting for it to be written (mail goes out after the answer). */
export async function waitForMail(
  server: TestServer,
  to: string,
  after = new Date(0),
  timeoutMs = 10_000,
): Promise<string> {
  const outbox = path.join(server.config.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const file = path.join(outbox, name);
      if ((await fs.stat(file)).mtime < after) continue;
      const content = await fs.readFile(file, 'utf8');
      if (content.includes(`To: ${to}`)) return content;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in ${outbox}`);
}

export async function outboxCount(server: TestServer): Promise<number> {
  const names = await fs.readdir(path.join(server.config.dataDir, 'outbox')).catch(() => [] as string[]);
  return names.length;
}

/** A mail's text with quoted-printable soft line breaks and escapes undone. */
export function unfolded(mail: string): string {
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset link's token in a mail. */
export function resetTokenFrom(mail: string): string {
  const match = /\/reset-pass\?t=([A-Za-z0-9_-]+)/.exec(unfolded(mail));
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

/**
 * Collects the JSON lines the server writes to stderr (warn and error) while `work` runs; start the
 * server with LOG_LEVEL=warn for them to be written at all.
 */
export async function capturedWarnings(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
