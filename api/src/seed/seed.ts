// Entry point of `npm run seed` (node dist/seed/seed.js): opens the configured database (migrating
// it, and creating the first administrator on an empty one, as `npm start` does), writes the demo
// company and prints its sign-in details. Stop `npm start` first when using the embedded database.
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { demoBanner, seedDemo } from './demo';

async function main() {
  const config = loadConfig();
  const handle = await createApp(config, { logger: createLogger('warn') });
  try {
    const result = await seedDemo(handle.db, handle.hasher);
    process.stdout.write(demoBanner(result, config.publicUrl));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
