// The one logger of the API: pino, one JSON line per event, with secrets and personal data redacted
// by default (docs/security.md, "Errors, headers and logs"). LOG_LEVEL=silent mutes it in tests.
import pino from 'pino';

export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

type Fields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  debug(message: string, fields?: Fields): void;
  /** The pino instance underneath, for pino-http. */
  readonly pino: pino.Logger;
}

export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach a log line, at the top level, one level down (`*.key`) and in the
 * request and response objects. A value that must be logged is logged under another name on purpose.
 */
const sensitiveKeys = [
  'authorization',
  'cookie',
  'password',
  'passwordConfirm',
  'oldPassword',
  'passwordHash',
  'token',
  'refreshToken',
  'accessToken',
  'hash',
  'tokenHash',
  'refreshTokenHash',
  'document',
  'email',
  'phone',
  'name',
  'answers',
  'answer',
  'comment',
  'comments',
  'text',
  'html',
  'params',
  'body',
  'query',
  'detail',
];

export const redactPaths = [
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

/**
 * An error as a log may show it: its type, code, the SQL text of a failed query (placeholders only)
 * and the stack frames. Never its message when it came from the database driver or a failed query,
 * whose messages carry the query's parameters, nor the message line at the top of the stack.
 */
export function safeError(error: unknown): Fields {
  if (!(error instanceof Error)) return { type: typeof error };
  const out: Fields = { type: error.name };
  const chain: unknown[] = [];
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  const fromDatabase = chain.some(
    (link) =>
      link instanceof Error &&
      (link.name === 'DrizzleQueryError' ||
        typeof (link as { query?: unknown }).query === 'string' ||
        typeof (link as { severity?: unknown }).severity === 'string' ||
        /^Failed query/.test(link.message)),
  );
  for (const link of chain) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && out.code === undefined) out.code = code;
    const query = (link as { query?: unknown }).query;
    if (typeof query === 'string' && out.sql === undefined) out.sql = query.slice(0, 500);
    const constraint = (link as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && out.constraint === undefined) out.constraint = constraint;
  }
  if (!fromDatabase) out.message = error.message.slice(0, 300);
  if (error.stack) {
    out.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .join('\n');
  }
  return out;
}

function fieldsOf(fields: Fields | undefined): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    // `error` and `err` go through pino's serializers (safeError) anyway.
    out[key] = value instanceof Error && key !== 'error' && key !== 'err' ? safeError(value) : value;
  }
  return out;
}

export interface LoggerOptions {
  /**
   * A second destination receiving every line at debug level, whatever `level` says (tests keep the
   * whole output of a server to scan it).
   */
  capture?: NodeJS.WritableStream;
}

/** The pino options shared by every instance (exported so tests can check the redaction itself). */
export function pinoOptions(level: pino.LevelWithSilent): pino.LoggerOptions {
  return {
    level,
    messageKey: 'message',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { error: safeError, err: safeError },
  };
}

/** Warnings and errors to stderr, the rest to stdout, as an operator's log collector expects. */
const console_: pino.DestinationStream = {
  write(line: string) {
    const toStderr = line.startsWith('{"level":"error"') || line.startsWith('{"level":"warn"');
    (toStderr ? process.stderr : process.stdout).write(line);
  },
};

export function createLogger(level: LogLevel, options: LoggerOptions = {}): Logger {
  const streams: pino.StreamEntry[] = [];
  if (level !== 'silent') streams.push({ level, stream: console_ });
  if (options.capture) streams.push({ level: 'debug', stream: options.capture });
  if (streams.length === 0) return wrap(pino({ ...pinoOptions('silent') }));
  const lowest = options.capture ? 'debug' : level;
  return wrap(pino(pinoOptions(lowest), pino.multistream(streams)));
}

function wrap(base: pino.Logger): Logger {
  return {
    error: (message, fields) => base.error(fieldsOf(fields), message),
    warn: (message, fields) => base.warn(fieldsOf(fields), message),
    info: (message, fields) => base.info(fieldsOf(fields), message),
    debug: (message, fields) => base.debug(fieldsOf(fields), message),
    pino: base,
  };
}
