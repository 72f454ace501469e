// Entry point of `npm run backup [file]` and `npm run restore <file>` (node dist/backup/cli.js):
// the same settings as the server (environment or .env), one archive of database and files.
import path from 'node:path';
import { backupMessages } from '@formbuilder/contracts';
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { backup, BackupError, restore } from './backup';

const usage = 'uso: npm run backup [-- arquivo.tar] | npm run restore -- arquivo.tar';

function defaultArchive(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.join('backups', `formularios-${stamp}.tar`);
}

async function main(argv: string[]) {
  const [command, file] = argv;
  const config = loadConfig(withEnvFile());
  if (command === 'backup') {
    const result = await backup(config, file ?? defaultArchive());
    process.stdout.write(`${backupMessages.done(result.file, result.manifest.files.length)}\n`);
  } else if (command === 'restore' && file) {
    const manifest = await restore(config, file);
    process.stdout.write(`${backupMessages.restored(manifest.files.length)}\n`);
  } else {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError;
  process.stderr.write(
    `${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
