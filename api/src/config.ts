// Reads and validates the environment once at start-up (DESIGN section 7); nothing else reads process.env.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN, type RemoteName } from '@formbuilder/contracts';
import { logLevels, type LogLevel } from './logger';
import { repoRoot } from './paths';

export const JWT_SECRET_MIN_BYTES = 32;

export interface Config {
  port: number;
  /** Interface to listen on; undefined listens on all of them. */
  host: string | undefined;
  /** PostgreSQL server; undefined runs the embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  /** Absolute folder for the embedded database, files, outbox and generated secret. */
  dataDir: string;
  /** Absolute repo root whose <app>/dist folders are served. */
  appsDir: string;
  jwtSecret: string;
  admin: { email: string; password: string; passwordGenerated: boolean };
  smtpUrl: string | undefined;
  /** Public origin (and optional path prefix) without a trailing slash. */
  publicUrl: string;
  publicSubmitRate: number;
  trustProxy: boolean | number | string;
  /** Base URL of each remote's folder, always ending in '/'. */
  remotes: Record<RemoteName, string>;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const remoteUrl = z
  .string()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), {
    error: 'must be an absolute http(s) URL or a path starting with /',
  })
  .transform((value) => (value.endsWith('/') ? value : `${value}/`));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().optional(),
  APPS_DIR: z.string().optional(),
  JWT_SECRET: z.string().optional(),
  ADMIN_EMAIL: z
    .email()
    .transform((value) => value.toLowerCase())
    .default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN, `must have at least ${PASSWORD_MIN} characters`).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  PUBLIC_SUBMIT_RATE: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: z.string().optional(),
  REMOTE_FORMS_URL: remoteUrl.optional(),
  REMOTE_RESPONDENT_URL: remoteUrl.optional(),
  REMOTE_ADMIN_URL: remoteUrl.optional(),
  REMOTE_LIBRARY_URL: remoteUrl.optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // npm sets INIT_CWD to where the command was typed; `npm start` itself runs from api/.
  INIT_CWD: z.string().optional(),
});

type Env = Record<string, string | undefined>;

/** Parses the environment; blank values count as unset. Throws ConfigError when something is wrong. */
export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;

  const cwd = vars.INIT_CWD ?? process.cwd();
  const dataDir = vars.DATA_DIR ? path.resolve(cwd, vars.DATA_DIR) : path.join(repoRoot, 'data');
  const appsDir = vars.APPS_DIR ? path.resolve(cwd, vars.APPS_DIR) : repoRoot;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');

  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    appsDir,
    jwtSecret: resolveJwtSecret(vars.JWT_SECRET, dataDir),
    admin: {
      email: vars.ADMIN_EMAIL,
      password: vars.ADMIN_PASSWORD ?? crypto.randomBytes(18).toString('base64url'),
      passwordGenerated: vars.ADMIN_PASSWORD === undefined,
    },
    smtpUrl: vars.SMTP_URL,
    publicUrl,
    publicSubmitRate: vars.PUBLIC_SUBMIT_RATE,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    remotes: {
      forms: vars.REMOTE_FORMS_URL ?? defaultRemoteUrl('forms'),
      respondent: vars.REMOTE_RESPONDENT_URL ?? defaultRemoteUrl('respondent'),
      admin: vars.REMOTE_ADMIN_URL ?? defaultRemoteUrl('admin'),
      library: vars.REMOTE_LIBRARY_URL ?? defaultRemoteUrl('library'),
    },
    logLevel: vars.LOG_LEVEL,
  };
}

export function defaultRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/`;
}

/** Accepts Express's forms: a hop count, true/false, or a list of addresses and subnets. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * A given secret must be long enough; without one, 48 random bytes are kept in DATA_DIR/jwt-secret
 * (readable by the owner only) so tokens survive restarts.
 */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given !== undefined) {
    if (Buffer.byteLength(given, 'utf8') < JWT_SECRET_MIN_BYTES) {
      throw new ConfigError(`JWT_SECRET must have at least ${JWT_SECRET_MIN_BYTES} bytes`);
    }
    return given;
  }
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' so two instances starting together keep the first one's secret.
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(stored, 'utf8') < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(`${file} holds a secret shorter than ${JWT_SECRET_MIN_BYTES} bytes`);
  }
  return stored;
}
