// Removes the run's captured logs unless KEEP_TEST_LOGS is set (to read them after a failed scan).
import fs from 'node:fs';
import { LOG_DIR_ENV } from './log-capture';

export default function globalTeardown(): void {
  const dir = process.env[LOG_DIR_ENV];
  if (dir && !process.env.KEEP_TEST_LOGS) fs.rmSync(dir, { recursive: true, force: true });
}
