import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('GET /api/health', () => {
  it('when the database answers, then it is 200 ok', async () => {
    // Act
    const result = await call(server.url, '/api/health');

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ status: 'ok' });
  });

  it('when the app runs, then /api/health/live and /api/health/ready are 200 ok, and ready follows the phase', async () => {
    // Act
    const live = await call(server.url, '/api/health/live');
    const ready = await call(server.url, '/api/health/ready');
    server.handle.lifecycle.phase = 'draining';
    const draining = await call(server.url, '/api/health/ready');
    server.handle.lifecycle.phase = 'ready';

    // Assert
    expect([live.status, live.json]).toEqual([200, { status: 'ok' }]);
    expect([ready.status, ready.json]).toEqual([200, { status: 'ok' }]);
    expect([draining.status, draining.json]).toEqual([503, { status: 'draining' }]);
    expect(draining.headers.get('retry-after')).toBe('1');
  });

  // Last in this file: the database stays closed.
  it('when the database is gone, then it is 503', async () => {
    // Arrange
    await server.handle.database.close();

    // Act
    const result = await call(server.url, '/api/health');

    // Assert: readiness does not follow the database, or one outage would empty the balancer.
    expect(result.status).toBe(503);
    expect(result.json).toEqual({ status: 'unavailable' });
    expect((await call(server.url, '/api/health/ready')).status).toBe(200);
  });
});
