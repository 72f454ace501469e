// `npm test` of the API: one migrated template database for the whole run (template-db.ts), most
// files on two jest workers, then the files that measure time, memory or whole processes one at a
// time, then test/log-scan.test.ts, which reads the logs every other file wrote. Every phase runs
// even when an earlier one failed; the run fails at the end if any did.
// Arguments (`npm test -- test/users.test.ts`) run just those, in one process.
//
// API_TEST_PHASE splits the run in two, for a CI that runs the first part beside other work and the
// second on a quiet machine (.ci/run): `shared` runs the files that may share the machine, `alone`
// the ALONE files then the log scan. Both read and write the logs folder API_TEST_LOG_DIR, which the
// caller makes and removes, so the scan of the `alone` part reads what the `shared` part logged too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../src/paths';
import { LOG_DIR_ENV } from './log-capture';
import { ensureBuilt } from './spawned-server';
import { createTemplate, dropTemplate } from './template-db';

/** Files that must not share the machine with another test file: timings, memory, processes, ports. */
export const ALONE = [
  'test/cluster/cluster.test.ts',
  'test/durability.test.ts',
  'test/readiness.test.ts',
  'test/submissions-export-memory.test.ts',
  'test/submission-fast-path.test.ts',
];
/** Reads what every other file logged, so it runs once they all ended. */
export const LAST = 'test/log-scan.test.ts';

const WORKERS = process.env.API_TEST_WORKERS ?? '2';

const PHASES = ['all', 'shared', 'alone'] as const;
type Phase = (typeof PHASES)[number];

function phaseOf(value: string | undefined): Phase {
  const phase = value || 'all';
  if (!(PHASES as readonly string[]).includes(phase)) {
    throw new Error(`API_TEST_PHASE must be one of ${PHASES.join(', ')}, not ${value}`);
  }
  return phase as Phase;
}

function jest(args: string[]): boolean {
  const jestBin = require.resolve('jest/bin/jest');
  const result = spawnSync(process.execPath, [jestBin, ...args], {
    cwd: packageRoot,
    stdio: 'inherit',
    env: process.env,
  });
  return result.status === 0;
}

async function main(): Promise<number> {
  const phase = phaseOf(process.env.API_TEST_PHASE);
  // A folder named by the caller is the caller's to remove.
  const keepLogs = Boolean(process.env.KEEP_TEST_LOGS) || Boolean(process.env[LOG_DIR_ENV]);
  const logs = process.env[LOG_DIR_ENV] || fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-api-logs-'));
  fs.mkdirSync(logs, { recursive: true });
  process.env[LOG_DIR_ENV] = logs;
  // Each jest run below would otherwise remove the folder the next one reads.
  process.env.KEEP_TEST_LOGS = '1';
  // Spawned servers run the build: made once here, not by two workers at once.
  ensureBuilt();
  await createTemplate();
  try {
    const given = process.argv.slice(2);
    if (given.length > 0) return jest(['--runInBand', ...given]) ? 0 : 1;
    const escape = (file: string) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const results: boolean[] = [];
    if (phase !== 'alone') {
      results.push(
        jest([
          `--maxWorkers=${WORKERS}`,
          '--testPathIgnorePatterns',
          '/node_modules/',
          '/dist/',
          ...[...ALONE, LAST].map((file) => `${escape(file)}$`),
        ]),
      );
    }
    if (phase !== 'shared') {
      results.push(jest(['--runInBand', '--runTestsByPath', ...ALONE]));
      results.push(jest(['--runInBand', '--runTestsByPath', LAST]));
    }
    return results.every(Boolean) ? 0 : 1;
  } finally {
    await dropTemplate();
    if (!keepLogs) fs.rmSync(logs, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
