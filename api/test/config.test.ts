// Configuration is read once and checked (README.md#configuration); a bad one stops the start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, settingNames, withEnvFile } from '../src/config';
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

  it('when DATABASE_URL is set without JWT_SECRET, then it refuses, saying every instance must share the key', () => {
    // Act & Assert
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/forms' })).toThrow(
      /JWT_SECRET is required when DATABASE_URL is set/,
    );
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/forms', JWT_SECRET: 'k'.repeat(32) })
        .jwtSecret,
    ).toBe('k'.repeat(32));
  });

  it('when JWT_SECRET_PREVIOUS lists keys, then each is kept, and a short one is refused', () => {
    // Act
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'n'.repeat(32),
      JWT_SECRET_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(40)}`,
    });

    // Assert
    expect(config.jwtPreviousSecrets).toEqual(['a'.repeat(32), 'b'.repeat(40)]);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtPreviousSecrets).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET_PREVIOUS: 'short' })).toThrow(
      /JWT_SECRET_PREVIOUS must have at least 32 bytes/,
    );
  });

  it('when nothing is set, then the defaults of README.md#configuration apply, with data and apps at the repo root', () => {
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
      JWT_SECRET: 's'.repeat(32),
      INSTANCE_ID: 'api-2',
      SHUTDOWN_DRAIN_MS: '5000',
      DATABASE_POOL_SIZE: '20',
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
      instanceId: 'api-2',
      shutdownDrainMs: 5000,
      databasePoolSize: 20,
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
    ['SIGNUP_URL', 'javascript:alert(1)'],
    ['UPGRADE_URL', 'site.example/planos'],
    ['LOG_LEVEL', 'loud'],
    ['INSTANCE_ID', 'a b'],
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['DATABASE_POOL_SIZE', '0'],
    ['PASSWORD_HASH_COST', 'fast'],
  ])('when %s is %s, then it refuses naming the variable', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(new RegExp(name));
  });
});

describe('site links', () => {
  it('when neither SIGNUP_URL nor UPGRADE_URL is set, then both buttons are hidden (null)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).siteLinks).toEqual({ signUp: null, upgrade: null });
  });

  it('when only SIGNUP_URL is set, then FAZER UPGRADE leads to the same site', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SIGNUP_URL: 'https://site.example/cadastro' });
    expect(config.siteLinks).toEqual({
      signUp: 'https://site.example/cadastro',
      upgrade: 'https://site.example/cadastro',
    });
  });

  it('when both are set, then each button has its own page', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SIGNUP_URL: 'https://site.example/cadastro',
      UPGRADE_URL: 'https://site.example/planos',
    });
    expect(config.siteLinks).toEqual({
      signUp: 'https://site.example/cadastro',
      upgrade: 'https://site.example/planos',
    });
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
          env: {
            PATH: process.env.PATH,
            DATA_DIR: dataDir,
            JWT_SECRET: 'too-short',
            PORT: '0',
            LOG_LEVEL: 'silent',
            ENV_FILE: 'off',
          },
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

describe('withEnvFile (.env)', () => {
  const writeEnvFile = (name: string, text: string) => {
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('when ENV_FILE names a file, then its settings apply beneath the environment, which wins', () => {
    // Arrange
    const file = writeEnvFile(
      'settings.env',
      '# comment\nPORT=4100\nPUBLIC_SUBMIT_RATE=5\nADMIN_EMAIL="Boss@Example.com"\nLOG_LEVEL=warn\n',
    );

    // Act
    const config = loadConfig(withEnvFile({ ENV_FILE: file, PORT: '4200', DATA_DIR: dataDir }));

    // Assert
    expect(config.port).toBe(4200);
    expect(config.publicSubmitRate).toBe(5);
    expect(config.admin.email).toBe('boss@example.com');
    expect(config.logLevel).toBe('warn');
  });

  it('when ENV_FILE is relative, then it is read from the folder the command was typed in', () => {
    // Arrange
    writeEnvFile('local.env', 'PUBLIC_SUBMIT_RATE=7\n');

    // Act
    const env = withEnvFile({ ENV_FILE: 'local.env', INIT_CWD: dataDir });

    // Assert
    expect(env.PUBLIC_SUBMIT_RATE).toBe('7');
  });

  it('when .env.example is read, then it documents every setting config.ts reads, and nothing else', () => {
    // Act
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

    // Assert
    expect([...new Set(documented)].sort()).toEqual([...settingNames].sort());
  });

  it('when ENV_FILE is off, then no file is read and the environment is returned as it is', () => {
    // Arrange
    const env = { ENV_FILE: 'off', PORT: '4300' };

    // Act + Assert
    expect(withEnvFile(env)).toBe(env);
  });

  it('when ENV_FILE names a file that is not there, then it refuses to start', () => {
    expect(() => withEnvFile({ ENV_FILE: path.join(dataDir, 'missing.env') })).toThrow(ConfigError);
    expect(() => withEnvFile({ ENV_FILE: path.join(dataDir, 'missing.env') })).toThrow(/ENV_FILE/);
  });

  it('when the server starts with a settings file holding a bad value, then it exits with that error', async () => {
    // Arrange
    const file = writeEnvFile('bad.env', 'JWT_SECRET=too-short\n');

    // Act
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server.ts'],
        {
          cwd: packageRoot,
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', ENV_FILE: file },
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

describe('file storage settings', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };

  it('when nothing is set, then files go to the local disk, and to the database once DATABASE_URL is set', () => {
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).fileStorage).toEqual({ driver: 'local' });
    expect(
      loadConfig({ ...base, DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).fileStorage,
    ).toEqual({ driver: 'postgres' });
  });

  it('when FILE_STORAGE=s3, then a bucket is required and the keys come in pairs', () => {
    expect(() => loadConfig({ ...base, DATA_DIR: dataDir, FILE_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, DATA_DIR: dataDir, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({
        ...base,
        DATA_DIR: dataDir,
        FILE_STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      }).fileStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it('when the upload settings are unset or wrong, then the defaults apply or the start is refused', () => {
    const config = loadConfig({ ...base, DATA_DIR: dataDir });
    expect(config.uploadClaimHours).toBe(6);
    expect(config.legacyUploads).toBe(true);
    expect(() => loadConfig({ ...base, DATA_DIR: dataDir, UPLOAD_CLAIM_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, DATA_DIR: dataDir, FILE_STORAGE: 'ftp' })).toThrow(ConfigError);
  });
});
