// Deploy-time migrations: `npm run db:migrate` (dist/db/migrate.js) applies the schema once, and an
// instance started with MIGRATE_ON_START=false refuses a database that lacks migrations instead of
// serving against it (docs/deployment.md, "Migrations"). PostgreSQL only: the embedded database
// always migrates on start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createDatabase, ensureBuilt, freePort } from './support/spawned-server';

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL;
const describePg = serverUrl ? describe : describe.skip;
const apiRoot = path.resolve(__dirname, '..');
const secret = 'x'.repeat(48);

async function startOnce(url: string, env: Record<string, string>) {
  const port = await freePort();
  return run(process.execPath, [path.join(apiRoot, 'dist', 'server.js')], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, DATABASE_URL: url, JWT_SECRET: secret, ENV_FILE: 'off', PORT: String(port), ...env },
    timeout: 30_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, stderr: error.stderr ?? '' }),
  );
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describePg('deploy-time migrations on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    ensureBuilt();
    database = await createDatabase(serverUrl!);
  });
  afterAll(() => database.drop());

  it('when an instance with MIGRATE_ON_START=false meets an empty database, then it refuses to start and names the command', async () => {
    // Act
    const started = await startOnce(database.url, { MIGRATE_ON_START: 'false' });

    // Assert
    expect(started.code).not.toBe(0);
    expect(started.stderr).toContain('npm run db:migrate');
  });

  it('when db:migrate runs, then every migration is applied once and a second run changes nothing', async () => {
    // Act
    const env = { PATH: process.env.PATH, DATABASE_URL: database.url, JWT_SECRET: secret, ENV_FILE: 'off' };
    await run(process.execPath, [path.join(apiRoot, 'dist', 'db', 'migrate.js')], { cwd: apiRoot, env });
    const first = await appliedMigrations(database.url);
    await run(process.execPath, [path.join(apiRoot, 'dist', 'db', 'migrate.js')], { cwd: apiRoot, env });

    // Assert
    const journal = JSON.parse(fs.readFileSync(path.join(apiRoot, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(first).toBe(journal.entries.length);
    expect(await appliedMigrations(database.url)).toBe(first);
  });
});
