// Entry point of `npm start` (node dist/server.js): one process for the API, the socket and the apps.
import http from 'node:http';
import { createApp, listenOn } from './app';
import { ConfigError, loadConfig, withEnvFile } from './config';
import { startingResponder } from './http/starting';
import { createLogger } from './logger';

const EXIT_DEADLINE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig(withEnvFile());
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // Listening before migrations run, so health checks see 'live' and 'not ready' instead of nothing.
  const starting = startingResponder(config.instanceId, { logger });
  const server = http.createServer(starting.handle);
  await listenOn(server, config.port, config.host);
  const handle = await createApp(config, { logger, server });
  starting.release(handle.app);
  const { url } = await handle.listen(config.port, config.host);
  logger.info(`listening on ${url}`, {
    instanceId: config.instanceId,
    publicUrl: config.publicUrl,
    database: handle.database.driver,
    dataDir: config.dataDir,
  });

  process.on('unhandledRejection', (error) => logger.error('unhandled rejection', { error }));

  const shutdown = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    handle.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
