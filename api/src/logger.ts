// A small levelled logger writing one JSON line per event; LOG_LEVEL=silent mutes it in tests.
export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

type Fields = Record<string, unknown>;

export interface Logger {
  error(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  debug(message: string, fields?: Fields): void;
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

export function createLogger(level: LogLevel): Logger {
  const threshold = logLevels.indexOf(level);
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (logLevels.indexOf(at) > threshold) return;
    const entry: Fields = { time: new Date().toISOString(), level: at, message };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialise(value);
    const stream = at === 'error' || at === 'warn' ? process.stderr : process.stdout;
    stream.write(`${JSON.stringify(entry)}\n`);
  };
  return {
    error: (message, fields) => write('error', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    info: (message, fields) => write('info', message, fields),
    debug: (message, fields) => write('debug', message, fields),
  };
}
