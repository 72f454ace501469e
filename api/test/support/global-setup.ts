// One folder per run for the captured logs (see log-capture.ts) and one migrated template database
// (see template-db.ts); both named in the environment every test file inherits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOG_DIR_ENV } from './log-capture';
import { createTemplate, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, TEMPLATE_OWNED_ENV } from './template-db';

export default async function globalSetup(): Promise<void> {
  process.env[LOG_DIR_ENV] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-api-logs-'));
  // A run started by run-suite.ts already has its template; a plain `jest` run makes its own.
  if (process.env[TEMPLATE_DIR_ENV] || process.env[TEMPLATE_DB_ENV]) return;
  await createTemplate();
  process.env[TEMPLATE_OWNED_ENV] = '1';
}
