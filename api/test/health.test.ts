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

  // Last in this file: the database stays closed.
  it('when the database is gone, then it is 503', async () => {
    // Arrange
    await server.handle.database.close();

    // Act
    const result = await call(server.url, '/api/health');

    // Assert
    expect(result.status).toBe(503);
    expect(result.json).toEqual({ status: 'unavailable' });
  });
});
