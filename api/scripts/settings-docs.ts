// `tsx scripts/settings-docs.ts --write|--check`: README.md's settings table and .env.example from
// the settings of api/src/config.ts (see api/src/settings-docs.ts).
import { settingsDocs } from '../src/settings-docs';

const mode = process.argv.includes('--write') ? 'write' : 'check';
settingsDocs(mode).then(
  (same) => {
    process.exitCode = same ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
