// One migrated database per test run, copied for each server a test starts: running initdb, the
// migrations and the job queue's schema once instead of once per server. On PGlite the template is a
// data folder copied file by file; on a PostgreSQL server it is a database given to
// `CREATE DATABASE ... TEMPLATE`. Each copy is still a database of its own: isolation is unchanged.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { openDatabase } from '../../src/db/client';
import { createJobQueue } from '../../src/jobs/queue';
import { createLogger } from '../../src/logger';

/** The PGlite data folder (`<DATA_DIR>/db`) to copy, when the run made one. */
export const TEMPLATE_DIR_ENV = 'API_TEST_TEMPLATE_DIR';
/** The PostgreSQL database to copy, when the run made one. */
export const TEMPLATE_DB_ENV = 'API_TEST_TEMPLATE_DB';

/** Set when the jest global set-up made the template, so its teardown removes it. */
export const TEMPLATE_OWNED_ENV = 'API_TEST_TEMPLATE_OWNED';

/** Runs one statement on the server's maintenance database. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates a database the way a first start does: the app's migrations, then the job queue's schema. */
async function migrate(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const logger = createLogger('silent');
  const database = await openDatabase({ databaseUrl, dataDir, logger });
  try {
    const jobs = await createJobQueue({ database, databaseUrl, logger, schedules: false });
    await jobs.stop();
  } finally {
    await database.close();
  }
}

/**
 * Settings of the test copies only, written at the end of the template's postgresql.conf (a later line
 * wins): PGlite zeroes its shared buffers at every start, so the default 128 MB made each server start
 * cost about 0.6 CPU-s more (a test database holds a few hundred rows). Nothing a test checks depends on
 * the buffer size; the product keeps PostgreSQL's defaults.
 */
const TEST_SERVER_SETTINGS = '\n# API tests: small copies, started often\nshared_buffers = 16MB\n';

/** Makes the run's template (PGlite, or on the server of DATABASE_URL) and names it in the environment. */
export async function createTemplate(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await migrate(url.toString(), os.tmpdir());
    process.env[TEMPLATE_DB_ENV] = name;
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-template-'));
    await migrate(undefined, dataDir);
    await fs.appendFile(path.join(dataDir, 'db', 'postgresql.conf'), TEST_SERVER_SETTINGS);
    process.env[TEMPLATE_DIR_ENV] = path.join(dataDir, 'db');
  }
}

export async function dropTemplate(): Promise<void> {
  const name = process.env[TEMPLATE_DB_ENV];
  if (name && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, `drop database if exists ${name}`);
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) await fs.rm(path.dirname(dir), { recursive: true, force: true });
}

/**
 * `CREATE DATABASE` of a fresh test database: a copy of the run's template when there is one and the
 * database is made on the suite's own server (the template lives there only).
 */
export function createStatement(name: string, onSuiteServer = true): string {
  const template = onSuiteServer ? process.env[TEMPLATE_DB_ENV] : undefined;
  return template ? `create database ${name} template ${template}` : `create database ${name}`;
}

const run = promisify(execFile);

/** Puts a copy of the run's migrated PGlite into `<dataDir>/db` (nothing without a template). */
export async function copyTemplateInto(dataDir: string): Promise<void> {
  const template = process.env[TEMPLATE_DIR_ENV];
  if (!template) return;
  // The system's cp copies the thousand files of a data folder in about a sixth of fs.cp's time.
  await run('cp', ['-a', template, path.join(dataDir, 'db')]);
}
