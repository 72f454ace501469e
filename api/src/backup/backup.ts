// One consistent archive of the database and the uploaded files, and its restore into an empty target
// (docs/deployment.md, "Backup and restore"). The archive is a tar file holding manifest.json, the
// database (PostgreSQL: a pg_dump custom-format dump; PGlite: its own data-folder dump) and, for the
// local and S3 drivers, every uploaded file under files/. Files kept in PostgreSQL are in the dump.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { backupMessages } from '@formbuilder/contracts';
import type { Config, FileStorageConfig } from '../config';
import { pgliteExtensions, pglitePidFile } from '../db/client';

/** A refusal or failure told to the operator as is (pt-BR); nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const ARCHIVE_FORMAT = 1;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  fileStorage: FileStorageConfig['driver'];
  /** Files copied into files/ (local and S3 drivers), with their size and SHA-256. */
  files: { name: string; bytes: number; sha256: string }[];
  /** DATA_DIR/jwt-secret (PGlite without JWT_SECRET): the key sessions are signed with. */
  jwtSecret: boolean;
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'fileStorage'>;

const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'db.dump';
const PGLITE_DUMP_FILE = 'db.tar.gz';
const FILES_DIR = 'files';
const JWT_SECRET_FILE = 'jwt-secret';
/** An image's smaller copies are stored as `<stored name>.w<width>.webp` and go with their image. */
const VARIANT_SUFFIX = /\.w[0-9]+\.webp$/;

const databaseLabel = (kind: Manifest['database']) => (kind === 'pglite' ? 'embutido (PGlite)' : 'PostgreSQL');

/** Writes the archive to `file` (which must not exist yet) and returns what it holds. */
export async function backup(settings: Settings, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(backupMessages.archiveExists(target));
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: new Date().toISOString(),
      database: settings.databaseUrl ? 'postgres' : 'pglite',
      fileStorage: settings.fileStorage.driver,
      files: [],
      jwtSecret: false,
    };
    await fsp.mkdir(path.join(staging, FILES_DIR));
    if (settings.databaseUrl) await backupPostgres(settings, settings.databaseUrl, staging, manifest);
    else await backupPglite(settings, staging, manifest);
    await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written aside and renamed, so a half-written archive never carries the final name.
    const partial = `${target}.partial`;
    await run('tar', ['-cf', partial, '-C', staging, '.']);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, target);
    return { file: target, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(`${target}.partial`, { force: true });
  }
}

/** Restores `file` into the configured database and file storage, which must both be empty. */
export async function restore(settings: Settings, file: string): Promise<Manifest> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile())
    throw new BackupError(backupMessages.archiveMissing(source));
  const unpacked = await fsp.mkdtemp(path.join(os.tmpdir(), 'formbuilder-restore-'));
  try {
    try {
      await run('tar', ['-xf', source, '-C', unpacked]);
    } catch (error) {
      if (error instanceof BackupError && error.message === backupMessages.toolMissing('tar')) throw error;
      throw new BackupError(backupMessages.archiveInvalid(source));
    }
    const manifest = await readManifest(unpacked, source);
    const targetDatabase: Manifest['database'] = settings.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== targetDatabase) {
      throw new BackupError(
        backupMessages.wrongDatabase(databaseLabel(manifest.database), databaseLabel(targetDatabase)),
      );
    }
    if (manifest.fileStorage !== settings.fileStorage.driver) {
      throw new BackupError(backupMessages.wrongStorage(manifest.fileStorage, settings.fileStorage.driver));
    }
    // Everything is checked before anything is written: the archive whole, the target empty.
    for (const entry of manifest.files) {
      const bytes = path.join(unpacked, FILES_DIR, entry.name);
      if (!fs.existsSync(bytes) || (await sha256Of(bytes)) !== entry.sha256) {
        throw new BackupError(backupMessages.archiveCorrupt(entry.name));
      }
    }
    await assertEmptyFiles(settings);
    if (settings.databaseUrl) {
      await assertEmptyPostgres(settings.databaseUrl);
      await restoreFiles(settings, unpacked, manifest);
      const env = libpqEnv(settings.databaseUrl);
      // Only the database's name on the command line; host, user and password travel in the environment.
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
      await run(
        'pg_restore',
        [...args, `--dbname=${env.PGDATABASE ?? env.PGUSER ?? 'postgres'}`, path.join(unpacked, PG_DUMP_FILE)],
        env,
      );
      await analyzePostgres(settings.databaseUrl);
    } else {
      const directory = path.join(settings.dataDir, 'db');
      assertNotHeld(directory);
      if (fs.existsSync(directory) && fs.readdirSync(directory).length > 0) {
        throw new BackupError(backupMessages.databaseNotEmpty);
      }
      await restoreFiles(settings, unpacked, manifest);
      await fsp.mkdir(directory, { recursive: true, mode: 0o700 });
      const dump = await fs.openAsBlob(path.join(unpacked, PGLITE_DUMP_FILE), { type: 'application/x-gzip' });
      const client = new PGlite(directory, { extensions: pgliteExtensions, loadDataDir: dump });
      await client.waitReady;
      await client.close();
      if (manifest.jwtSecret) {
        await fsp.copyFile(path.join(unpacked, JWT_SECRET_FILE), path.join(settings.dataDir, JWT_SECRET_FILE));
        await fsp.chmod(path.join(settings.dataDir, JWT_SECRET_FILE), 0o600);
      }
    }
    return manifest;
  } finally {
    await fsp.rm(unpacked, { recursive: true, force: true });
  }
}

async function readManifest(unpacked: string, source: string): Promise<Manifest> {
  try {
    const manifest = JSON.parse(await fsp.readFile(path.join(unpacked, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.files)) throw new Error('format');
    const dump = manifest.database === 'postgres' ? PG_DUMP_FILE : PGLITE_DUMP_FILE;
    if (!fs.existsSync(path.join(unpacked, dump))) throw new Error('dump');
    return manifest;
  } catch {
    throw new BackupError(backupMessages.archiveInvalid(source));
  }
}

// ---- PGlite ----------------------------------------------------------------------------------

/** PGlite has no lock of its own: a data folder a live process holds must not be opened again. */
function assertNotHeld(directory: string) {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pglitePidFile(directory), 'utf8'), 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // ESRCH: the process that wrote the file is gone (killed): the folder is free.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
  }
  throw new BackupError(backupMessages.serverRunning(pid));
}

async function backupPglite(settings: Settings, staging: string, manifest: Manifest) {
  const directory = path.join(settings.dataDir, 'db');
  if (!fs.existsSync(path.join(directory, 'PG_VERSION')))
    throw new BackupError(backupMessages.nothingToBackUp(directory));
  assertNotHeld(directory);
  const client = new PGlite(directory, { extensions: pgliteExtensions });
  try {
    await client.waitReady;
    const names = await storedNames((text) => client.query<{ stored_name: string }>(text));
    const dump = await client.dumpDataDir('gzip');
    await pipeline(
      Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream),
      fs.createWriteStream(path.join(staging, PGLITE_DUMP_FILE)),
    );
    await copyFiles(settings, names, staging, manifest);
  } finally {
    await client.close();
  }
  const secret = path.join(settings.dataDir, JWT_SECRET_FILE);
  if (fs.existsSync(secret)) {
    await fsp.copyFile(secret, path.join(staging, JWT_SECRET_FILE));
    manifest.jwtSecret = true;
  }
}

// ---- PostgreSQL ------------------------------------------------------------------------------

/**
 * pg_dump runs on a snapshot exported by a transaction that first lists the uploaded files: the
 * files copied are exactly those the dump's rows name, whatever is written meanwhile.
 */
async function backupPostgres(settings: Settings, databaseUrl: string, staging: string, manifest: Manifest) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const names = await storedNames((text) => client.query<{ stored_name: string }>(text));
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${path.join(staging, PG_DUMP_FILE)}`],
      libpqEnv(databaseUrl),
    );
    await copyFiles(settings, names, staging, manifest);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function assertEmptyPostgres(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
    );
    if (rows[0]!.n > 0) throw new BackupError(backupMessages.databaseNotEmpty);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore leaves the planner without row counts until autovacuum gets round to the tables; the
 * answers list and the insights need them from the first request.
 */
async function analyzePostgres(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The server's settings as libpq variables, so no password ever shows in a process list. */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

// ---- Files -----------------------------------------------------------------------------------

async function storedNames(
  query: (text: string) => Promise<{ rows: { stored_name: string }[] }>,
): Promise<Set<string>> {
  // A database the server never started on has no files table yet, and so no files.
  const present = await query("select stored_name from (select to_regclass('public.files')::text as stored_name) t");
  if (!present.rows[0]?.stored_name) return new Set();
  const { rows } = await query('select stored_name from files');
  return new Set(rows.map((row) => row.stored_name));
}

const ownedBy = (names: Set<string>, key: string) => names.has(key) || names.has(key.replace(VARIANT_SUFFIX, ''));

/** Copies every file (and image variant) the snapshot names into staging/files. */
async function copyFiles(settings: Settings, names: Set<string>, staging: string, manifest: Manifest) {
  const storage = settings.fileStorage;
  if (storage.driver === 'postgres') return;
  const into = (name: string) => path.join(staging, FILES_DIR, name);
  if (storage.driver === 'local') {
    const directory = path.join(settings.dataDir, FILES_DIR);
    const present = fs.existsSync(directory) ? await fsp.readdir(directory) : [];
    const found = new Set(present);
    for (const name of names) if (!found.has(name)) throw new BackupError(backupMessages.fileMissing(name));
    for (const name of present.filter((entry) => ownedBy(names, entry))) {
      await fsp.copyFile(path.join(directory, name), into(name));
      manifest.files.push(await describe(name, into(name)));
    }
    return;
  }
  const s3 = await s3Of(storage);
  try {
    const keys = await s3.keys();
    const found = new Set(keys);
    for (const name of names) if (!found.has(name)) throw new BackupError(backupMessages.fileMissing(name));
    for (const key of keys.filter((entry) => ownedBy(names, entry))) {
      await s3.download(key, into(key));
      manifest.files.push(await describe(key, into(key)));
    }
  } finally {
    s3.close();
  }
}

async function assertEmptyFiles(settings: Settings) {
  const storage = settings.fileStorage;
  if (storage.driver === 'local') {
    const directory = path.join(settings.dataDir, FILES_DIR);
    if (fs.existsSync(directory) && (await fsp.readdir(directory)).length > 0) {
      throw new BackupError(backupMessages.filesNotEmpty(directory));
    }
  } else if (storage.driver === 's3') {
    const s3 = await s3Of(storage);
    try {
      if ((await s3.keys(1)).length > 0) throw new BackupError(backupMessages.filesNotEmpty(`s3://${storage.bucket}`));
    } finally {
      s3.close();
    }
  }
}

async function restoreFiles(settings: Settings, unpacked: string, manifest: Manifest) {
  const storage = settings.fileStorage;
  const from = (name: string) => path.join(unpacked, FILES_DIR, name);
  if (storage.driver === 'local') {
    const directory = path.join(settings.dataDir, FILES_DIR);
    await fsp.mkdir(directory, { recursive: true, mode: 0o700 });
    for (const entry of manifest.files) {
      await fsp.copyFile(from(entry.name), path.join(directory, entry.name));
      await fsp.chmod(path.join(directory, entry.name), 0o600);
    }
  } else if (storage.driver === 's3') {
    const s3 = await s3Of(storage);
    try {
      for (const entry of manifest.files) await s3.upload(entry.name, from(entry.name));
    } finally {
      s3.close();
    }
  }
}

async function describe(name: string, file: string) {
  return { name, bytes: (await fsp.stat(file)).size, sha256: await sha256Of(file) };
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The few S3 calls backup and restore need, through the same SDK the file driver uses. */
async function s3Of(options: Extract<FileStorageConfig, { driver: 's3' }>) {
  const [sdk, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  return {
    async keys(limit?: number): Promise<string[]> {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: limit }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = limit === undefined && page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    async download(Key: string, file: string) {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
      await pipeline(answer.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
    },
    async upload(Key: string, file: string) {
      // The same multipart upload as the file driver, one part in memory at a time.
      await new storage.Upload({
        client,
        params: { Bucket, Key, Body: fs.createReadStream(file) },
        queueSize: 1,
      }).done();
    },
    close: () => client.destroy(),
  };
}

// ---- Tools -----------------------------------------------------------------------------------

/** Runs a system tool (tar, pg_dump, pg_restore); its error output becomes the message on failure. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (piece: Buffer) => {
      if (errors.length < 4000) errors += piece.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new BackupError(error.code === 'ENOENT' ? backupMessages.toolMissing(command) : error.message));
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(backupMessages.toolFailed(command, errors.trim() || `código ${code}`)));
    });
  });
}
