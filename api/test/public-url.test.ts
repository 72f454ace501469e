// A deployment behind https with one remote on a CDN: what changes in remotes.json, CSP and cookies.
import { cookieFrom, call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: { PUBLIC_URL: 'https://forms.example.com/', REMOTE_ADMIN_URL: 'https://cdn.example.com/admin' },
  });
});
afterAll(() => server.stop());

describe('remote and public URLs from the environment', () => {
  it('when REMOTE_ADMIN_URL is set, then remotes.json points the admin remote there and keeps the others', async () => {
    // Act
    const result = await call(server.url, '/remotes.json');

    // Assert
    expect(result.json).toEqual({
      forms: { entry: '/remotes/forms/mf-manifest.json' },
      respondent: { entry: '/remotes/respondent/mf-manifest.json' },
      admin: { entry: 'https://cdn.example.com/admin/mf-manifest.json' },
      library: { entry: '/remotes/library/mf-manifest.json' },
      links: { signUp: null, upgrade: null },
    });
  });

  it('when a remote lives on another origin, then the CSP lets scripts, styles and requests reach it', async () => {
    // Act
    const csp = (await call(server.url, '/api/health')).headers.get('content-security-policy') ?? '';

    // Assert
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' wss://forms.example.com https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('when PUBLIC_URL is https, then HSTS is sent and the refresh cookie is Secure', async () => {
    // Act
    const { result } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Assert
    expect(result.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const header = result.headers.getSetCookie().find((value) => value.startsWith('fb_refresh='));
    expect(header).toMatch(/; Secure/);
    expect(cookieFrom(result, 'fb_refresh')).toBeDefined();
  });

  it('when the shell on the public origin fetches a remote, then CORS names that origin', async () => {
    // Act
    const result = await call(server.url, '/remotes/forms/mf-manifest.json', {
      headers: { origin: 'https://forms.example.com' },
    });

    // Assert
    expect(result.headers.get('access-control-allow-origin')).toBe('https://forms.example.com');
  });
});
