// Removes the run's template database, and its captured logs unless KEEP_TEST_LOGS is set (to read
// them after a failed scan).
import fs from 'node:fs';
import { LOG_DIR_ENV } from './log-capture';
import { dropTemplate, TEMPLATE_OWNED_ENV } from './template-db';

export default async function globalTeardown(): Promise<void> {
  if (process.env[TEMPLATE_OWNED_ENV]) await dropTemplate();
  const dir = process.env[LOG_DIR_ENV];
  if (dir && !process.env.KEEP_TEST_LOGS) fs.rmSync(dir, { recursive: true, force: true });
}
