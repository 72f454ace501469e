// Configuration is read once and checked (DESIGN section 7); a bad one stops the start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { packageRoot, repoRoot } from '../src/paths';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-config-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('when JWT_SECRET is shorter than 32 bytes, then it refuses', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('when JWT_SECRET is unset, then 48 random bytes are kept in DATA_DIR/jwt-secret, owner-only, and reused', () => {
    // Act
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    // Assert
    const file = path.join(dataDir, 'jwt-secret');
    expect(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64url')).toHaveLength(48);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('when nothing is set, then the defaults of DESIGN section 7 apply, with data and apps at the repo root', () => {
    // Act
    const config = loadConfig({ DATA_DIR: dataDir });
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32) });

    // Assert
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      publicSubmitRate: 60,
      trustProxy: false,
      admin: { email: 'admin@example.com', passwordGenerated: true },
      remotes: {
        forms: '/remotes/forms/',
        respondent: '/remotes/respondent/',
        admin: '/remotes/admin/',
        library: '/remotes/library/',
      },
    });
    expect(config.admin.password.length).toBeGreaterThanOrEqual(20);
    expect(defaults.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(defaults.appsDir).toBe(repoRoot);
    expect(fs.existsSync(path.join(repoRoot, 'api', 'package.json'))).toBe(true);
    expect(packageRoot).toBe(path.join(repoRoot, 'api'));
  });

  it('when DATA_DIR is relative, then it is taken from where npm was run, not from api/', () => {
    // Act
    const config = loadConfig({ DATA_DIR: path.relative(os.tmpdir(), dataDir), INIT_CWD: os.tmpdir() });

    // Assert
    expect(config.dataDir).toBe(dataDir);
  });

  it('when values are given, then they are parsed: port, trimmed URL, lower-cased e-mail, remote with a slash', () => {
    // Act
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      PUBLIC_URL: 'https://forms.example.com/',
      ADMIN_EMAIL: 'Chefe@Example.com',
      ADMIN_PASSWORD: 'uma-senha-longa',
      PUBLIC_SUBMIT_RATE: '0',
      TRUST_PROXY: '2',
      REMOTE_ADMIN_URL: 'https://cdn.example.com/admin',
      DATABASE_URL: 'postgres://u@db:5432/forms',
      SMTP_URL: '',
    });

    // Assert
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://forms.example.com',
      admin: { email: 'chefe@example.com', password: 'uma-senha-longa', passwordGenerated: false },
      publicSubmitRate: 0,
      trustProxy: 2,
      databaseUrl: 'postgres://u@db:5432/forms',
      smtpUrl: undefined,
    });
    expect(config.remotes.admin).toBe('https://cdn.example.com/admin/');
  });

  it.each([
    ['PORT', 'abc'],
    ['PUBLIC_URL', 'ftp://x'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['DATABASE_URL', 'mysql://x'],
    ['REMOTE_FORMS_URL', 'cdn.example.com/forms'],
    ['LOG_LEVEL', 'loud'],
  ])('when %s is %s, then it refuses naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(name));
  });
});

describe('server start-up', () => {
  it('when JWT_SECRET is too short, then the server process exits with an error before listening', async () => {
    // Act
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server.ts'],
        {
          cwd: packageRoot,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, JWT_SECRET: 'too-short', PORT: '0', LOG_LEVEL: 'silent' },
          timeout: 20_000,
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });

    // Assert
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET must have at least 32 bytes');
  });
});
