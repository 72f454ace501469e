// Starts one real server per test file, in-process on a random port, on a database of its own:
// PGlite in a fresh temporary DATA_DIR, or a fresh `test_<random>` database when DATABASE_URL is set;
// either starts as a copy of the run's migrated template (template-db.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createApp, type AppHandle } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { captureLogger } from './log-capture';
import { testServerEnv } from './server-env';
import { copyTemplateInto, createStatement } from './template-db';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

export interface TestServer {
  url: string;
  handle: AppHandle;
  db: Db;
  config: Config;
  /** The file holding every log line of this server (all levels, whatever LOG_LEVEL says). */
  logFile: string;
  /** Every block the server printed for the operator (the generated admin password). */
  printed: string[];
  /** Stops and starts again on the same data folder and database, with `env` changed if given. */
  restart(env?: Record<string, string | undefined>): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Environment on top of the test defaults; an undefined value removes a default. */
  env?: Record<string, string | undefined>;
  /**
   * Another PostgreSQL server to make the database on (a test's private one) instead of DATABASE_URL's;
   * the database there is empty and migrated by the app at start-up, as the run's template is not there.
   */
  databaseServer?: string;
  /** The time the notification digests and codes go by (a test's clock); the real one by default. */
  now?: () => Date;
}

interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function adminClient(serverUrl: string): Promise<Client> {
  const client = new Client({ connectionString: serverUrl });
  try {
    await client.connect();
    return client;
  } catch (error) {
    // The database named in DATABASE_URL may not exist; the maintenance database always does.
    if ((error as { code?: string }).code !== '3D000') throw error;
    const url = new URL(serverUrl);
    url.pathname = '/postgres';
    const fallback = new Client({ connectionString: url.toString() });
    await fallback.connect();
    return fallback;
  }
}

async function createTestDatabase(serverUrl: string, onSuiteServer: boolean): Promise<TestDatabase> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const client = await adminClient(serverUrl);
  try {
    await client.query(createStatement(name, onSuiteServer));
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = await adminClient(serverUrl);
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-api-'));
  const serverUrl = options.databaseServer ?? process.env.DATABASE_URL;
  const database = serverUrl ? await createTestDatabase(serverUrl, !options.databaseServer) : undefined;
  if (!database) await copyTemplateInto(dataDir);
  const env: Record<string, string | undefined> = {
    ...testServerEnv(dataDir, database?.url),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
    DATABASE_URL: database?.url,
  };
  const printed: string[] = [];
  let logFile = '';

  const boot = async () => {
    const config = loadConfig(env);
    // LOG_LEVEL rules the console (silent by default); every line also goes to the run's capture files.
    const { logger, file } = captureLogger(config.logLevel);
    logFile = file;
    const handle = await createApp(config, { logger, print: (text) => printed.push(text), now: options.now });
    const { url } = await handle.listen(0, '127.0.0.1');
    return { handle, url };
  };

  let current = await boot();
  const server: TestServer = {
    url: current.url,
    handle: current.handle,
    db: current.handle.db,
    config: current.handle.config,
    logFile,
    printed,
    async restart(changes?: Record<string, string | undefined>) {
      await current.handle.close();
      Object.assign(env, changes);
      current = await boot();
      Object.assign(server, {
        url: current.url,
        handle: current.handle,
        db: current.handle.db,
        config: current.handle.config,
        logFile,
      });
    },
    async stop() {
      await current.handle.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
