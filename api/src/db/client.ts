// Opens PostgreSQL (node-postgres pool) or the embedded PGlite, applies the committed migrations and
// hands out one db type, so services never know which driver runs.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import type { Logger } from '../logger';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only), for the job queue that runs on it too. */
  pglite?: PGlite;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  logger: Logger;
  /** Most pooled connections to a PostgreSQL server (10 by default). */
  poolSize?: number;
  /**
   * Apply pending migrations while opening (the default). When false (PostgreSQL with
   * MIGRATE_ON_START=false, migrations run by `npm run db:migrate` at deploy time), opening refuses a
   * database that still lacks some of this build's migrations.
   */
  migrate?: boolean;
}

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export class SchemaBehindError extends Error {}

// pg_trgm backs the answers' search indexes (migration 0007); PGlite ships it as a loadable extension.
// Its package declares ES module types only, so TypeScript refuses a CommonJS import of it; the
// CommonJS build it also ships is what Node loads here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };

// Any constant works; it only has to be the same for every instance migrating the same database.
export const MIGRATION_LOCK_ID = 727_361_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger, options.poolSize, options.migrate ?? true)
    : openPglite(path.join(options.dataDir, 'db'));
}

/** PGlite's own options for the product's data folder (also used by `npm run backup` and `restore`). */
export const pgliteExtensions = { pg_trgm };

/**
 * Next to DATA_DIR/db while a process has it open: PGlite takes no lock of its own, so the backup
 * and restore commands read this file to refuse touching a data folder a running server holds.
 */
export const pglitePidFile = (directory: string) => `${directory}.pid`;

async function openPglite(directory: string): Promise<Database> {
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = new PGlite(directory, { extensions: pgliteExtensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    await client.close();
    throw error;
  }
  fs.writeFileSync(pglitePidFile(directory), `${process.pid}\n`, { mode: 0o600 });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(async () => {
      await client.close();
      fs.rmSync(pglitePidFile(directory), { force: true });
    }),
  };
}

async function openPostgres(
  connectionString: string,
  logger: Logger,
  poolSize = 10,
  migrate = true,
): Promise<Database> {
  const pool = new Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on('error', (error) => logger.error('database pool error', { error: error.message }));
  try {
    const client = await pool.connect();
    if (!migrate) {
      try {
        await assertMigrated(client);
      } finally {
        client.release();
      }
    } else {
      try {
        // Instances starting together would otherwise race to apply the same migration.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => pool.end()),
  };
}

/** Closing twice (a failed start, then shutdown) must not fail the second time. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Refuses a database that has fewer applied migrations than this build ships. */
async function assertMigrated(client: { query(text: string): Promise<{ rows: { n: number }[] }> }): Promise<void> {
  let applied = 0;
  try {
    applied = (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;
  } catch {
    applied = 0;
  }
  const shipped = shippedMigrations();
  if (applied < shipped) {
    throw new SchemaBehindError(
      `the database has ${applied} of this build's ${shipped} migrations; run \`npm run db:migrate\` ` +
        '(or start with MIGRATE_ON_START=true)',
    );
  }
}
