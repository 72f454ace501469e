// Reads and validates the environment once at start-up (README.md#configuration); nothing else reads process.env.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseEnvFile } from 'dotenv';
import { z } from 'zod';
import { PASSWORD_MIN, type RemoteName, type SiteLinks } from '@formbuilder/contracts';
import { logLevels, type LogLevel } from './logger';
import { repoRoot } from './paths';
import type { PasswordHashCost } from './security/passwords';

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
  /** The key new access tokens are signed with. */
  jwtSecret: string;
  /** Earlier keys still accepted when verifying (rotation: keep one until its last token expired). */
  jwtPreviousSecrets: string[];
  /** Names this process in the X-Instance-Id header of every answer and in its logs. */
  instanceId: string;
  /** After SIGTERM, how long /api/health/ready answers 503 while requests are still served. */
  shutdownDrainMs: number;
  /** Most connections this process opens to PostgreSQL for queries (the event bus uses one more). */
  databasePoolSize: number;
  /** Apply pending migrations at start-up (PostgreSQL; PGlite always does). */
  migrateOnStart: boolean;
  admin: { email: string; password: string; passwordGenerated: boolean };
  /** argon2id's cost for new password hashes (security/passwords.ts). */
  passwordHashCost: PasswordHashCost;
  smtpUrl: string | undefined;
  /** Development only: log the links of outbox mails (reset links are sign-ins; off by default). */
  logMailLinks: boolean;
  /** Public origin (and optional path prefix) without a trailing slash. */
  publicUrl: string;
  publicSubmitRate: number;
  /** Public answer views (GET /api/public/submissions/:id) per minute per IP; 0 turns the limit off. */
  publicViewRate: number;
  /** Requests per minute per company API key (shared by all instances); 0 turns the limit off. */
  apiKeyRate: number;
  /** Sockets per IP that are open but not authenticated yet; 0 turns the cap off. */
  realtimePendingPerIp: number;
  trustProxy: boolean | number | string;
  /** Base URL of each remote's folder, always ending in '/'. */
  remotes: Record<RemoteName, string>;
  /** CRIE SUA CONTA and FAZER UPGRADE; null hides the button. */
  siteLinks: SiteLinks;
  /** Absolute folder of one-remote releases and their releases.json (docs/architecture.md). */
  releasesDir: string;
  logLevel: LogLevel;
  /** Where uploaded bytes live (see FileStorageConfig). */
  fileStorage: FileStorageConfig;
  /** Uploads nobody claimed are deleted after this many hours. */
  uploadClaimHours: number;
  /** AUDIT_RETENTION_DAYS: audit entries older than this are deleted by a daily job (docs/audit.md). */
  auditRetentionDays: number;
  /** Whether anonymous uploads without a form (the previous release's apps) are still accepted. */
  legacyUploads: boolean;
  /** Webhook deliveries (docs/integrations.md): the SSRF rule, and the retry policy. */
  webhooks: {
    /** Lets webhooks reach private, loopback and other internal addresses (off by default). */
    allowPrivate: boolean;
    /** Wait before the first retry; each next one waits about twice as long. */
    retryDelaySeconds: number;
    /** Retries after the first attempt. */
    retryLimit: number;
    /** How long one attempt waits for the receiver's answer. */
    timeoutSeconds: number;
  };
  /** Message channels (docs/integrations.md#message-channels); an unset provider is unavailable. */
  channels: ChannelsConfig;
  /** The proof of work forms may ask of respondents (docs/forms-and-templates.md#robots). */
  altcha: {
    /** Signs the challenges, so the server needs to remember none until one is answered. */
    hmacKey: string;
    /** PBKDF2 iterations of one attempt at a challenge (modules/submissions/altcha.ts). */
    cost: number;
  };
}

export interface ChannelsConfig {
  whatsapp:
    | {
        apiUrl: string;
        apiVersion: string;
        phoneNumberId: string;
        accessToken: string;
        template: string;
        /** The authentication template that carries a one-time code. */
        codeTemplate: string;
        language: string;
        /** Verifies X-Hub-Signature-256 of the status and reply callbacks; without it they are refused. */
        appSecret: string | undefined;
        /** Answered back by the webhook's subscription check (hub.verify_token). */
        verifyToken: string | undefined;
      }
    | undefined;
  sms:
    | {
        apiUrl: string;
        accountSid: string;
        authToken: string;
        from: string | undefined;
        messagingServiceSid: string | undefined;
      }
    | undefined;
  /** Development: unconfigured channels write their messages to DATA_DIR/outbox/ instead. */
  outbox: boolean;
  retryDelaySeconds: number;
  retryLimit: number;
  /** At most one message per form, user and channel per this many minutes (docs/notifications.md). */
  digestMinutes: number;
}

export type FileStorageConfig =
  | { driver: 'local' }
  | { driver: 'postgres' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server's URL; unset means AWS itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Both or neither; unset, the AWS SDK's own chain (environment, profile, instance role) applies. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const remoteUrl = z
  .string()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), {
    error: 'must be an absolute http(s) URL or a path starting with /',
  })
  .transform((value) => (value.endsWith('/') ? value : `${value}/`));

/**
 * One setting: its type, checks and default (the zod schema, which reads the environment's text), what
 * it means, and, where the schema has no plain default, how the docs name the default. README.md's
 * settings table and .env.example are generated from these (`npm run settings:docs`), and
 * `npm run check:docs` fails when either differs.
 */
export interface Setting {
  schema: z.ZodType;
  meaning: string;
  /** The default as the docs tell it, when it is computed rather than the schema's own. */
  shownDefault?: string;
  /** The value .env.example shows commented out, when it is not the default. */
  example?: string;
  /** Read from the environment only, never from the settings file (.env.example leaves it out). */
  environmentOnly?: boolean;
}

const flag = (fallback: 'true' | 'false') => z.enum(['true', 'false']).default(fallback);
const rate = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** Every setting the server reads, in the order the docs list them. */
export const settings = {
  PORT: { schema: z.coerce.number().int().min(0).max(65535).default(3000), meaning: 'the one port of `npm start`' },
  HOST: {
    schema: z.string().optional(),
    shownDefault: '(all interfaces)',
    meaning: 'interface to listen on (`npm run dev` uses 127.0.0.1)',
  },
  DATABASE_URL: {
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    shownDefault: '(none: embedded PGlite in `DATA_DIR/db`)',
    example: 'postgres://postgres@127.0.0.1:5432/formbuilder',
    meaning: 'PostgreSQL server; unset runs the embedded PGlite',
  },
  DATA_DIR: {
    schema: z.string().optional(),
    shownDefault: '`./data`',
    example: './data',
    meaning:
      'folder for the embedded database, uploaded files, the mail outbox and the generated secret (a relative path is read from the folder the command was typed in)',
  },
  APPS_DIR: {
    schema: z.string().optional(),
    shownDefault: '(the repository root)',
    example: '.',
    meaning: 'folder holding the built apps (`shell/dist`, `mf-*/dist`)',
  },
  JWT_SECRET: {
    schema: z.string().optional(),
    shownDefault: 'generated into `DATA_DIR` (PGlite only)',
    meaning: 'token signing key, at least 32 bytes; required with `DATABASE_URL`',
  },
  JWT_SECRET_PREVIOUS: {
    schema: z.string().optional(),
    shownDefault: '(none)',
    meaning: 'earlier signing keys still accepted during a rotation, comma-separated (docs/deployment.md)',
  },
  INSTANCE_ID: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes, colons or underscores')
      .optional(),
    shownDefault: '`<hostname>-<pid>`',
    meaning: 'name of this instance in the `X-Instance-Id` header and the logs',
  },
  SHUTDOWN_DRAIN_MS: {
    schema: z.coerce.number().int().min(0).max(60_000).default(0),
    meaning: 'after SIGTERM, how long readiness answers 503 while requests are still served (milliseconds)',
  },
  DATABASE_POOL_SIZE: {
    schema: z.coerce.number().int().min(1).max(200).default(10),
    meaning: 'PostgreSQL connections per instance for queries (one more listens for events)',
  },
  MIGRATE_ON_START: {
    schema: flag('true'),
    meaning:
      'apply pending migrations at start-up (PostgreSQL); `false` with `npm run db:migrate` at deploy time, and an instance then refuses a database that lacks some of its migrations',
  },
  ADMIN_EMAIL: {
    schema: z
      .email()
      .transform((value) => value.toLowerCase())
      .default('admin@example.com'),
    meaning: 'the first administrator, created on an empty database',
  },
  ADMIN_PASSWORD: {
    schema: z.string().min(PASSWORD_MIN, `must have at least ${PASSWORD_MIN} characters`).optional(),
    shownDefault: 'generated and printed once',
    meaning: "the first administrator's password",
  },
  PASSWORD_HASH_COST: {
    schema: z.enum(['standard', 'minimal'] as const satisfies readonly PasswordHashCost[]).default('standard'),
    meaning:
      "argon2id's cost of new password hashes: `standard` is OWASP's minimum (19 MiB, 2 passes); `minimal` is for test runs only, and redone at `standard` on the next sign-in",
  },
  SMTP_URL: {
    schema: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    shownDefault: '(none: mails written to `DATA_DIR/outbox/`)',
    example: 'smtp://user:password@smtp.example.com:587',
    meaning: 'mail transport (smtp:// or smtps://); every mail goes through the job queue (retried with back-off)',
  },
  PUBLIC_URL: {
    schema: httpUrl.optional(),
    shownDefault: '`http://localhost:$PORT`',
    example: 'http://localhost:3000',
    meaning: 'public origin used in links (public form link, reset mail)',
  },
  PUBLIC_SUBMIT_RATE: {
    schema: rate(60),
    meaning: 'public submissions, uploads and step-view reports per minute per client IP; 0 turns the limit off',
  },
  PUBLIC_VIEW_RATE: {
    schema: rate(120),
    meaning: 'views of public answer links per minute per IP; 0 turns the limit off',
  },
  API_KEY_RATE: {
    schema: rate(600),
    meaning:
      'requests per minute per company API key, counted across all instances (docs/api-keys.md); 0 turns the limit off',
  },
  REALTIME_PENDING_PER_IP: {
    schema: rate(20),
    meaning: 'sockets one IP may hold open before authenticating; 0 turns the cap off',
  },
  LOG_LEVEL: {
    schema: z.enum(logLevels).default('info'),
    meaning: '`silent`, `error`, `warn`, `info` or `debug`; JSON lines (pino), redacted',
  },
  LOG_MAIL_LINKS: {
    schema: z.enum(['true', 'false', '1', '0']).default('false'),
    meaning: 'development only: also log the links of outbox mails (a reset link signs a person in)',
  },
  TRUST_PROXY: {
    schema: z.string().optional(),
    shownDefault: '(off)',
    example: '1',
    meaning: 'reverse proxies to trust for the client IP: a hop count, true/false, or addresses and subnets',
  },
  FILE_STORAGE: {
    schema: z.enum(['local', 'postgres', 's3']).optional(),
    shownDefault: '`local`, or `postgres` with `DATABASE_URL`',
    example: 'local',
    meaning: 'where uploads live: `local` (`DATA_DIR/files`), `postgres` (chunked rows) or `s3`',
  },
  S3_BUCKET: {
    schema: z.string().optional(),
    shownDefault: '(none; required for s3)',
    meaning: 'bucket of `FILE_STORAGE=s3`',
  },
  S3_REGION: { schema: z.string().default('us-east-1'), meaning: 'region of `FILE_STORAGE=s3`' },
  S3_ENDPOINT: {
    schema: httpUrl.optional(),
    shownDefault: '(AWS)',
    meaning: 'URL of an S3-compatible server (MinIO, Ceph, Garage...)',
  },
  S3_FORCE_PATH_STYLE: {
    schema: z.enum(['true', 'false']).optional(),
    shownDefault: '`true` when an endpoint is set',
    example: 'true',
    meaning: 'path-style addressing of the S3 server',
  },
  S3_ACCESS_KEY_ID: {
    schema: z.string().optional(),
    shownDefault: "(the AWS SDK's own credential chain)",
    meaning: 'S3 credentials, with `S3_SECRET_ACCESS_KEY`: both or neither',
  },
  S3_SECRET_ACCESS_KEY: {
    schema: z.string().optional(),
    shownDefault: "(the AWS SDK's own credential chain)",
    meaning: 'S3 credentials, with `S3_ACCESS_KEY_ID`: both or neither',
  },
  UPLOAD_CLAIM_HOURS: {
    schema: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(6),
    meaning: 'uploads no submission, form or template claimed are deleted after these hours',
  },
  UPLOAD_LEGACY: {
    schema: flag('true'),
    meaning:
      "accept the previous release's uploads that carry no form (docs/people-and-files.md); `false` refuses them",
  },
  AUDIT_RETENTION_DAYS: {
    schema: z.coerce.number().int().min(1).max(36500).default(365),
    meaning: 'days audit entries are kept; a daily job deletes older ones (docs/audit.md)',
  },
  WEBHOOK_ALLOW_PRIVATE: {
    schema: flag('false'),
    meaning:
      'let webhooks reach private, loopback and link-local addresses (docs/integrations.md); leave it `false` wherever the server can reach anything internal',
  },
  WEBHOOK_RETRY_DELAY_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600).default(60),
    meaning: 'wait before the first retry of a failed webhook delivery; each next retry waits about twice as long',
  },
  WEBHOOK_RETRY_LIMIT: {
    schema: z.coerce.number().int().min(0).max(20).default(10),
    meaning: 'retries of a failed webhook delivery (with the default delay, about a day)',
  },
  WEBHOOK_TIMEOUT_SECONDS: {
    schema: z.coerce.number().int().min(1).max(30).default(10),
    meaning: "how long one webhook attempt waits for the receiver's answer, in seconds (1 to 30)",
  },
  WHATSAPP_API_URL: {
    schema: httpUrl.default('https://graph.facebook.com'),
    meaning: 'base URL of the WhatsApp Business Cloud API (docs/integrations.md#message-channels)',
  },
  WHATSAPP_API_VERSION: {
    schema: z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
    meaning: 'Graph API version of the WhatsApp calls',
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    schema: z.string().regex(/^\d+$/, 'must be the numeric id of the sending number').optional(),
    shownDefault: '(none: WhatsApp unavailable)',
    meaning: 'id of the WhatsApp Business number that sends; with WHATSAPP_ACCESS_TOKEN it turns WhatsApp on',
  },
  WHATSAPP_ACCESS_TOKEN: {
    schema: z.string().optional(),
    shownDefault: '(none)',
    meaning: 'secret: the access token of the WhatsApp Business Cloud API (never logged)',
  },
  WHATSAPP_TEMPLATE: {
    schema: z.string().default('novas_respostas'),
    meaning: 'approved message template sent on WhatsApp; its body takes the count, the form title and the link',
  },
  WHATSAPP_CODE_TEMPLATE: {
    schema: z.string().default('codigo_confirmacao'),
    meaning:
      'approved authentication template that sends the one-time code confirming a number on WhatsApp (body and copy-code button take the code)',
  },
  WHATSAPP_APP_SECRET: {
    schema: z.string().optional(),
    shownDefault: '(none: callbacks refused)',
    meaning:
      "secret: the Meta app's secret, which signs the delivery statuses and replies posted to `/api/channels/whatsapp/webhook` (X-Hub-Signature-256; never logged)",
  },
  WHATSAPP_VERIFY_TOKEN: {
    schema: z.string().optional(),
    shownDefault: '(none)',
    meaning: "the token Meta's webhook subscription check must send (`hub.verify_token`)",
  },
  WHATSAPP_TEMPLATE_LANGUAGE: {
    schema: z.string().default('pt_BR'),
    meaning: 'language code of the WhatsApp template',
  },
  TWILIO_API_URL: {
    schema: httpUrl.default('https://api.twilio.com'),
    meaning: 'base URL of the Twilio API that sends SMS',
  },
  TWILIO_ACCOUNT_SID: {
    schema: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID (AC...)')
      .optional(),
    shownDefault: '(none: SMS unavailable)',
    meaning: 'Twilio account; with TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID it turns SMS on',
  },
  TWILIO_AUTH_TOKEN: {
    schema: z.string().optional(),
    shownDefault: '(none)',
    meaning: 'secret: the Twilio auth token (never logged)',
  },
  TWILIO_FROM: {
    schema: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number such as +5511999990000')
      .optional(),
    shownDefault: '(none)',
    meaning: 'sending number of the SMS, in E.164',
  },
  TWILIO_MESSAGING_SERVICE_SID: {
    schema: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Twilio Messaging Service SID (MG...)')
      .optional(),
    shownDefault: '(none)',
    meaning: 'Twilio Messaging Service that sends the SMS (instead of TWILIO_FROM)',
  },
  CHANNEL_OUTBOX: {
    schema: flag('false'),
    meaning:
      'development: WhatsApp and SMS without a provider write their messages to `DATA_DIR/outbox/` instead of being unavailable',
  },
  CHANNEL_RETRY_DELAY_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600).default(30),
    meaning:
      'wait before the first retry of a failed WhatsApp or SMS send (doubled each time; a Retry-After of the provider wins)',
  },
  ALTCHA_HMAC_KEY: {
    schema: z.string().optional(),
    shownDefault: 'derived from the JWT signing key',
    meaning:
      'secret: signs the ALTCHA challenges of the forms that ask for a proof of work, at least 32 bytes; unset, derived from `JWT_SECRET` (itself generated on PGlite), so every instance agrees',
  },
  ALTCHA_COST: {
    schema: z.coerce.number().int().min(1).max(100_000).default(500),
    meaning:
      "PBKDF2 iterations of each of the 1,000 to 2,000 attempts an ALTCHA challenge takes (about a second of a phone's work with the default); the server checks a solution in one step",
  },
  CHANNEL_RETRY_LIMIT: {
    schema: z.coerce.number().int().min(0).max(20).default(8),
    meaning: 'retries of a failed WhatsApp or SMS send',
  },
  CHANNEL_DIGEST_MINUTES: {
    schema: z.coerce.number().int().min(1).max(1440).default(15),
    meaning:
      'at most one WhatsApp or SMS message per form and user in this many minutes; answers in between go in the next one (docs/notifications.md)',
  },
  REMOTE_FORMS_URL: {
    schema: remoteUrl.optional(),
    shownDefault: '`/remotes/forms/`',
    example: '/remotes/forms/',
    meaning: 'where the shell loads the forms remote from (the folder holding its `mf-manifest.json`)',
  },
  REMOTE_RESPONDENT_URL: {
    schema: remoteUrl.optional(),
    shownDefault: '`/remotes/respondent/`',
    example: '/remotes/respondent/',
    meaning: 'where the shell loads the respondent remote from',
  },
  REMOTE_ADMIN_URL: {
    schema: remoteUrl.optional(),
    shownDefault: '`/remotes/admin/`',
    example: '/remotes/admin/',
    meaning: 'where the shell loads the admin remote from',
  },
  REMOTE_LIBRARY_URL: {
    schema: remoteUrl.optional(),
    shownDefault: '`/remotes/library/`',
    example: '/remotes/library/',
    meaning: 'where the shell loads the library remote from',
  },
  SIGNUP_URL: {
    schema: httpUrl.optional(),
    shownDefault: '(none: CRIE SUA CONTA hidden)',
    meaning: 'http(s) page CRIE SUA CONTA opens on `/login` (new tab)',
  },
  UPGRADE_URL: {
    schema: httpUrl.optional(),
    shownDefault: '`SIGNUP_URL` (none: FAZER UPGRADE hidden)',
    meaning: "http(s) page the plan card's FAZER UPGRADE opens at the limit (new tab)",
  },
  RELEASES_DIR: {
    schema: z.string().optional(),
    shownDefault: '`./releases`',
    example: './releases',
    meaning: 'one-remote releases and `releases.json` (which release each remote serves)',
  },
  ENV_FILE: {
    schema: z.string().optional(),
    shownDefault: '`.env` at the repository root, when present',
    environmentOnly: true,
    meaning: 'a settings file to read instead; `off` reads none (the test harnesses set it)',
  },
} satisfies Record<string, Setting>;

type Shape<S extends Record<string, Setting>> = { [K in keyof S]: S[K]['schema'] };
const shapeOf = <S extends Record<string, Setting>>(all: S) =>
  Object.fromEntries(Object.entries(all).map(([name, setting]) => [name, setting.schema])) as Shape<S>;

const envSchema = z.object({
  ...shapeOf(settings),
  // npm sets INIT_CWD to where the command was typed; `npm start` itself runs from api/.
  INIT_CWD: z.string().optional(),
});

/** Every setting the settings file may hold, each documented in .env.example. */
export const settingNames = Object.entries(settings as Record<string, Setting>)
  .filter(([, setting]) => !setting.environmentOnly)
  .map(([name]) => name);

type Env = Record<string, string | undefined>;

/** Where `npm start` and `npm run dev` look for settings written down once (see .env.example). */
export const ENV_FILE_DEFAULT = path.join(repoRoot, '.env');

/**
 * The environment with the settings of a `.env` file beneath it: a variable already set wins. The file
 * is `ENV_FILE` (relative to where the command was typed) or `<repo>/.env` when that exists;
 * `ENV_FILE=off` reads none, as the harnesses that start the built server set, so a developer's `.env`
 * never reaches a test. Only the server's entry point calls this; `loadConfig` itself never reads files.
 */
export function withEnvFile(env: Env = process.env): Env {
  const named = env.ENV_FILE?.trim();
  if (named === 'off') return env;
  const file = named ? path.resolve(env.INIT_CWD ?? process.cwd(), named) : ENV_FILE_DEFAULT;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (!named && (error as NodeJS.ErrnoException).code === 'ENOENT') return env;
    throw new ConfigError(`ENV_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return { ...parseEnvFile(text), ...env };
}

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
  const jwtSecret = resolveJwtSecret(vars.JWT_SECRET, dataDir, vars.DATABASE_URL !== undefined);

  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    appsDir,
    jwtSecret,
    jwtPreviousSecrets: previousSecrets(vars.JWT_SECRET_PREVIOUS),
    instanceId: vars.INSTANCE_ID ?? `${os.hostname()}-${process.pid}`,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    migrateOnStart: vars.MIGRATE_ON_START === 'true',
    admin: {
      email: vars.ADMIN_EMAIL,
      password: vars.ADMIN_PASSWORD ?? crypto.randomBytes(18).toString('base64url'),
      passwordGenerated: vars.ADMIN_PASSWORD === undefined,
    },
    passwordHashCost: vars.PASSWORD_HASH_COST,
    smtpUrl: vars.SMTP_URL,
    logMailLinks: vars.LOG_MAIL_LINKS === 'true' || vars.LOG_MAIL_LINKS === '1',
    publicUrl,
    publicSubmitRate: vars.PUBLIC_SUBMIT_RATE,
    publicViewRate: vars.PUBLIC_VIEW_RATE,
    apiKeyRate: vars.API_KEY_RATE,
    realtimePendingPerIp: vars.REALTIME_PENDING_PER_IP,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    remotes: {
      forms: vars.REMOTE_FORMS_URL ?? defaultRemoteUrl('forms'),
      respondent: vars.REMOTE_RESPONDENT_URL ?? defaultRemoteUrl('respondent'),
      admin: vars.REMOTE_ADMIN_URL ?? defaultRemoteUrl('admin'),
      library: vars.REMOTE_LIBRARY_URL ?? defaultRemoteUrl('library'),
    },
    // One site for both when only SIGNUP_URL is set; neither set hides both buttons.
    siteLinks: { signUp: vars.SIGNUP_URL ?? null, upgrade: vars.UPGRADE_URL ?? vars.SIGNUP_URL ?? null },
    releasesDir: vars.RELEASES_DIR ? path.resolve(cwd, vars.RELEASES_DIR) : path.join(repoRoot, 'releases'),
    logLevel: vars.LOG_LEVEL,
    fileStorage: fileStorageOf(vars),
    uploadClaimHours: vars.UPLOAD_CLAIM_HOURS,
    legacyUploads: vars.UPLOAD_LEGACY === 'true',
    webhooks: {
      allowPrivate: vars.WEBHOOK_ALLOW_PRIVATE === 'true',
      retryDelaySeconds: vars.WEBHOOK_RETRY_DELAY_SECONDS,
      retryLimit: vars.WEBHOOK_RETRY_LIMIT,
      timeoutSeconds: vars.WEBHOOK_TIMEOUT_SECONDS,
    },
    auditRetentionDays: vars.AUDIT_RETENTION_DAYS,
    channels: channelsOf(vars),
    altcha: { hmacKey: altchaKeyOf(vars.ALTCHA_HMAC_KEY, jwtSecret), cost: vars.ALTCHA_COST },
  };
}

/**
 * ALTCHA_HMAC_KEY when given (long enough); otherwise a key derived from the JWT signing key, which
 * every instance on one database shares (and which PGlite generates on first start): no extra secret
 * to set, and a different key from the one signing tokens.
 */
function altchaKeyOf(given: string | undefined, jwtSecret: string): string {
  if (given !== undefined) return checkSecretLength('ALTCHA_HMAC_KEY', given);
  return crypto.createHmac('sha256', jwtSecret).update('formbuilder altcha challenges').digest('base64url');
}

/** A provider is configured only with everything it needs; half a configuration is an error. */
function channelsOf(vars: z.infer<typeof envSchema>): ChannelsConfig {
  const problems: string[] = [];
  let whatsapp: ChannelsConfig['whatsapp'];
  if (vars.WHATSAPP_PHONE_NUMBER_ID || vars.WHATSAPP_ACCESS_TOKEN) {
    if (!vars.WHATSAPP_PHONE_NUMBER_ID || !vars.WHATSAPP_ACCESS_TOKEN)
      problems.push('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: set both or neither');
    else
      whatsapp = {
        apiUrl: vars.WHATSAPP_API_URL.replace(/\/+$/, ''),
        apiVersion: vars.WHATSAPP_API_VERSION,
        phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID,
        accessToken: vars.WHATSAPP_ACCESS_TOKEN,
        template: vars.WHATSAPP_TEMPLATE,
        codeTemplate: vars.WHATSAPP_CODE_TEMPLATE,
        language: vars.WHATSAPP_TEMPLATE_LANGUAGE,
        appSecret: vars.WHATSAPP_APP_SECRET,
        verifyToken: vars.WHATSAPP_VERIFY_TOKEN,
      };
  }
  let sms: ChannelsConfig['sms'];
  if (vars.TWILIO_ACCOUNT_SID || vars.TWILIO_AUTH_TOKEN) {
    if (!vars.TWILIO_ACCOUNT_SID || !vars.TWILIO_AUTH_TOKEN)
      problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN: set both or neither');
    else if (!vars.TWILIO_FROM && !vars.TWILIO_MESSAGING_SERVICE_SID)
      problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: required with TWILIO_ACCOUNT_SID');
    else
      sms = {
        apiUrl: vars.TWILIO_API_URL.replace(/\/+$/, ''),
        accountSid: vars.TWILIO_ACCOUNT_SID,
        authToken: vars.TWILIO_AUTH_TOKEN,
        from: vars.TWILIO_FROM,
        messagingServiceSid: vars.TWILIO_MESSAGING_SERVICE_SID,
      };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    whatsapp,
    sms,
    outbox: vars.CHANNEL_OUTBOX === 'true',
    retryDelaySeconds: vars.CHANNEL_RETRY_DELAY_SECONDS,
    retryLimit: vars.CHANNEL_RETRY_LIMIT,
    digestMinutes: vars.CHANNEL_DIGEST_MINUTES,
  };
}

/** Local disk without DATABASE_URL, the database with it, unless FILE_STORAGE says otherwise. */
function fileStorageOf(vars: z.infer<typeof envSchema>): FileStorageConfig {
  const driver = vars.FILE_STORAGE ?? (vars.DATABASE_URL ? 'postgres' : 'local');
  if (driver !== 's3') return { driver };
  if (!vars.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when FILE_STORAGE=s3');
  if (Boolean(vars.S3_ACCESS_KEY_ID) !== Boolean(vars.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    driver,
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    endpoint: vars.S3_ENDPOINT,
    // Most S3-compatible servers (MinIO, Ceph, Garage) want the bucket in the path.
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ? vars.S3_FORCE_PATH_STYLE === 'true' : Boolean(vars.S3_ENDPOINT),
    credentials:
      vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
        : undefined,
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

function checkSecretLength(name: string, secret: string): string {
  if (Buffer.byteLength(secret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    throw new ConfigError(`${name} must have at least ${JWT_SECRET_MIN_BYTES} bytes`);
  }
  return secret;
}

/** JWT_SECRET_PREVIOUS: one key, or several separated by commas (newest first). */
function previousSecrets(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '')
    .map((secret) => checkSecretLength('JWT_SECRET_PREVIOUS', secret));
}

/**
 * A given secret must be long enough. Without one, on the embedded database, 48 random bytes are
 * kept in DATA_DIR/jwt-secret (readable by the owner only) so tokens survive restarts. On a
 * PostgreSQL server several instances may run, each with its own DATA_DIR: a key generated per
 * instance would make tokens signed by one refused by the others, so the key must be given.
 */
function resolveJwtSecret(given: string | undefined, dataDir: string, sharedDatabase: boolean): string {
  if (given !== undefined) return checkSecretLength('JWT_SECRET', given);
  if (sharedDatabase) {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set: every instance on that database must sign ' +
        `tokens with the same key (at least ${JWT_SECRET_MIN_BYTES} bytes, e.g. \`openssl rand -base64 48\`)`,
    );
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
