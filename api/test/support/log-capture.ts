// Every log line the servers under test write is kept, one file per server, in the folder of this
// test run, so test/log-scan.test.ts can look through the whole output of the suite for secrets and
// personal data. LOG_LEVEL still rules the console; capture is at debug level.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, type Logger, type LogLevel } from '../../src/logger';

export const LOG_DIR_ENV = 'API_TEST_LOG_DIR';

/** The folder of this run (made by the global set-up); a folder of its own when run without it. */
export function logDir(): string {
  const dir = process.env[LOG_DIR_ENV] ?? path.join(os.tmpdir(), `formbuilder-api-logs-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  process.env[LOG_DIR_ENV] = dir;
  return dir;
}

function testFileName(): string {
  const testPath = (globalThis as { expect?: { getState(): { testPath?: string } } }).expect?.getState().testPath;
  return testPath ? path.basename(testPath).replace(/\.test\.ts$/, '') : 'unknown';
}

/** A new file in the run's folder named after the current test file. */
export function captureFile(kind: string): string {
  return path.join(logDir(), `${testFileName()}.${kind}.${crypto.randomBytes(4).toString('hex')}.log`);
}

/** The server's logger at `level` on the console, and at debug level into a capture file. */
export function captureLogger(level: LogLevel): { logger: Logger; file: string } {
  const file = captureFile('server');
  // Written synchronously, so a test can read a request's line as soon as its answer arrives.
  const capture = { write: (line: string) => fs.appendFileSync(file, line) } as unknown as NodeJS.WritableStream;
  return { logger: createLogger(level, { capture }), file };
}

/** The JSON lines of a capture file. */
export function capturedLines(file: string): Record<string, unknown>[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Appends what a child process prints (stdout and stderr) to a capture file. */
export function captureStream(): fs.WriteStream {
  return fs.createWriteStream(captureFile('process'), { flags: 'a' });
}
