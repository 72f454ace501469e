// Uploads are limited per IP and minute by PUBLIC_SUBMIT_RATE (docs/security.md#files). TRUST_PROXY lets
// each request claim its client IP.
import { messages } from '@formbuilder/contracts';
import { sampleFiles, upload } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '3', TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());

const send = (ip: string) =>
  upload(server.url, '/api/public/files', {
    file: { bytes: sampleFiles.png, name: 'a.png' },
    headers: { 'x-forwarded-for': ip },
  });

describe('upload rate limit', () => {
  it('when one IP uploads more than the limit in a minute, then it gets 429 with Retry-After and other IPs go on', async () => {
    // Arrange
    for (let i = 0; i < 3; i += 1) expect((await send('10.9.0.1')).status).toBe(201);

    // Act
    const blocked = await send('10.9.0.1');
    const otherIp = await send('10.9.0.2');

    // Assert
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
    expect(otherIp.status).toBe(201);
  });
});
