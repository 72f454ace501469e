// Entry point of `npm run db:migrate` (node dist/db/migrate.js): applies this build's pending
// migrations to the configured database and exits, for deployments that migrate once before
// rolling out instances started with MIGRATE_ON_START=false (docs/deployment.md, "Migrations").
import { ConfigError, loadConfig, withEnvFile } from '../config';
import { createLogger } from '../logger';
import { openDatabase } from './client';

async function main() {
  const config = loadConfig(withEnvFile());
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    poolSize: 1,
    migrate: true,
  });
  await database.close();
  logger.info('database migrated', { driver: database.driver });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `migration failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
