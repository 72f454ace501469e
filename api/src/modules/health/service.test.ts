import { createHealthService, createLifecycle, HEALTH_PING_TIMEOUT_MS } from './service';

describe('health service', () => {
  it('when the database never answers, then it is reported down once the ping timeout passes', async () => {
    // Arrange
    const health = createHealthService({ ping: () => new Promise<void>(() => undefined) }, createLifecycle('ready'));
    const started = Date.now();

    // Act
    const healthy = await health.isHealthy();

    // Assert
    expect(healthy).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEALTH_PING_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(HEALTH_PING_TIMEOUT_MS + 1_000);
  });

  it('when the ping fails or succeeds, then it says so at once', async () => {
    // Arrange
    const down = createHealthService({ ping: () => Promise.reject(new Error('ECONNREFUSED')) }, createLifecycle());
    const up = createHealthService({ ping: () => Promise.resolve() }, createLifecycle());

    // Act / Assert
    expect(await down.isHealthy()).toBe(false);
    expect(await up.isHealthy()).toBe(true);
  });
});
