// Liveness and readiness of a real process (docs/deployment.md, "Readiness"): /api/health/live is
// 200 whenever the process answers; /api/health/ready is 503 while migrations run and while it
// drains after SIGTERM, 200 in between, so a load balancer moves traffic away in time.
import { Client } from 'pg';
import { MIGRATION_LOCK_ID } from '../src/db/client';
import { REQUEST_HELD } from '../src/http/starting';
import { ensureBuilt, spawnServer, untilPrinted, type SpawnedServer } from './support/spawned-server';
import { pause } from './support/pause';

const get = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    json: (await response.json()) as unknown,
    instance: response.headers.get('x-instance-id'),
  };
};

let spawned: SpawnedServer | undefined;
// The process under test runs the built code: build it first when the sources are newer.
beforeAll(() => ensureBuilt(), 180_000);
afterEach(async () => {
  await spawned?.dispose();
  spawned = undefined;
});

describe('readiness of a running process', () => {
  it('when it runs, then live and ready are 200 and every answer names the instance', async () => {
    // Arrange
    spawned = await spawnServer({ env: { INSTANCE_ID: 'api-test-1' } });

    // Act
    const live = await get(`${spawned.url}/api/health/live`);
    const ready = await get(`${spawned.url}/api/health/ready`);
    const health = await get(`${spawned.url}/api/health`);

    // Assert
    expect(live).toEqual({ status: 200, json: { status: 'ok' }, instance: 'api-test-1' });
    expect(ready).toEqual({ status: 200, json: { status: 'ok' }, instance: 'api-test-1' });
    expect(health).toEqual({ status: 200, json: { status: 'ok' }, instance: 'api-test-1' });
  });

  it('when SIGTERM arrives, then ready is 503 draining while requests are still answered, and the process exits 0', async () => {
    // Arrange
    // At info level it logs taking the signal, in the same step that starts the drain.
    spawned = await spawnServer({ env: { SHUTDOWN_DRAIN_MS: '1500', LOG_LEVEL: 'info' } });

    // Act
    const shuttingDown = untilPrinted(spawned, 'shutting down');
    spawned.process.kill('SIGTERM');
    await shuttingDown;
    const ready = await get(`${spawned.url}/api/health/ready`);
    const live = await get(`${spawned.url}/api/health/live`);
    const health = await get(`${spawned.url}/api/health`);
    const exit = await spawned.exited;

    // Assert
    expect(ready).toMatchObject({ status: 503, json: { status: 'draining' } });
    expect(live).toMatchObject({ status: 200, json: { status: 'ok' } });
    expect(health).toMatchObject({ status: 200 });
    expect(exit.code).toBe(0);
  });
});

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) {
  console.warn('readiness: DATABASE_URL is not set, the case "while migrations run" is SKIPPED');
}

withPostgres('readiness while migrations run (PostgreSQL)', () => {
  it('when another instance holds the migration lock, then live is 200, ready 503 starting and other requests wait until the migrations ran', async () => {
    // Arrange: hold the lock instances take to migrate, as a slow migration elsewhere would.
    const holder = { client: undefined as Client | undefined };
    const starting = spawnServer({
      readyPath: '/api/health/live',
      // At info level it logs each request it holds until the app is ready.
      env: { LOG_LEVEL: 'info' },
      beforeStart: async (databaseUrl) => {
        holder.client = new Client({ connectionString: databaseUrl });
        await holder.client.connect();
        await holder.client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      },
    });
    spawned = await starting;
    const client = holder.client!;
    try {
      // Act 1
      const live = await get(`${spawned.url}/api/health/live`);
      const ready = await get(`${spawned.url}/api/health/ready`);
      let apiAnsweredAt = 0;
      const held = untilPrinted(spawned, REQUEST_HELD);
      const api = get(`${spawned.url}/api/companies`).then((result) => {
        apiAnsweredAt = Date.now();
        return result;
      });
      await held;

      // Assert 1: health answers at once, other requests wait for the app (this one reached it).
      expect(live).toMatchObject({ status: 200, json: { status: 'ok' } });
      expect(ready).toMatchObject({ status: 503, json: { status: 'starting' } });
      expect(apiAnsweredAt).toBe(0);

      // Act 2
      const releasedAt = Date.now();
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      const deadline = Date.now() + 15_000;
      let after = await get(`${spawned.url}/api/health/ready`);
      while (after.status !== 200 && Date.now() < deadline) {
        await pause(100, 'polling again');
        after = await get(`${spawned.url}/api/health/ready`);
      }

      // Assert 2: the waiting request was served by the app (401: no token), after the migrations.
      expect(after).toMatchObject({ status: 200, json: { status: 'ok' } });
      expect((await api).status).toBe(401);
      expect(apiAnsweredAt).toBeGreaterThanOrEqual(releasedAt);
    } finally {
      await client.end();
    }
  });
});
