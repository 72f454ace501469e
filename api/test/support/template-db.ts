// One database per test run as the app's first start leaves it (see firstStart), copied for each server
// a test starts: running initdb, the migrations, the job queue's schema and its queues once instead of
// once per server. On PGlite the template is a data folder copied file by file; on a PostgreSQL server
// it is a database given to `CREATE DATABASE ... TEMPLATE`. Each copy is still a database of its own:
// isolation is unchanged.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { JOBS_SCHEMA } from '../../src/jobs/queue';
import { createLogger } from '../../src/logger';
import { testServerEnv } from './server-env';

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

/**
 * Brings a database to what the app's first start leaves, less the first administrator, whom each
 * copy's first start still creates as a fresh installation does: the migrations, the job queue's
 * schema, every queue the app works and its schedules. pg-boss makes a table of its own for each queue,
 * and making the nine of them cost every test server's start about 0.3 CPU-s on PGlite (a third of it).
 * No job is left behind for the copies.
 */
async function firstStart(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const logger = createLogger('silent');
  const config = loadConfig({
    ...testServerEnv(dataDir, databaseUrl),
    ADMIN_EMAIL: 'template@example.com',
    ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
  });
  const handle = await createApp(config, { logger, print: () => undefined });
  await handle.close();
  const database = await openDatabase({ databaseUrl, dataDir, logger });
  try {
    await database.db.execute(sql`delete from ${users}`);
    await database.db.execute(sql.raw(`delete from ${JOBS_SCHEMA}.job`));
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
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-template-'));
    try {
      await firstStart(url.toString(), scratch);
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
    process.env[TEMPLATE_DB_ENV] = name;
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-template-'));
    await firstStart(undefined, dataDir);
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
