// One folder per run for the captured logs (see log-capture.ts); inherited by every test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOG_DIR_ENV } from './log-capture';

export default function globalSetup(): void {
  process.env[LOG_DIR_ENV] = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-api-logs-'));
}
