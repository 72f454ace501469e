// Builds the whole server from a Config: database, modules, static apps and the realtime socket.
// Tests start it in-process on port 0; server.ts starts it for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express, { Router, type Express } from 'express';
import { z } from 'zod';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { apiNotFound, errorHandler } from './http/error-handler';
import { allowedOrigins, securityHeaders } from './http/security';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createAuthGuards } from './modules/auth/middleware';
import { authRoutes } from './modules/auth/routes';
import { createAuthService, type AuthService } from './modules/auth/service';
import { companiesRoutes } from './modules/companies/routes';
import { createCompaniesService } from './modules/companies/service';
import { filesRoutes } from './modules/files/routes';
import { publicFormsRoutes } from './modules/forms/public-routes';
import { createFormsService } from './modules/forms/service';
import { healthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { ensureFirstAdmin } from './modules/users/service';
import { SocketRegistry } from './realtime/registry';
import { attachRealtime } from './realtime/socket-server';
import { webRoutes } from './web/static';

export const JSON_BODY_LIMIT = '1mb';
const SHUTDOWN_GRACE_MS = 8_000;

export interface AppOptions {
  logger?: Logger;
  /** Where the one-time generated admin password goes (stdout by default). */
  print?: (text: string) => void;
}

export interface AppHandle {
  app: Express;
  server: http.Server;
  db: Db;
  database: Database;
  config: Config;
  auth: AuthService;
  mailer: Mailer;
  sockets: SocketRegistry;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish (cut off after a grace period), closes the database. */
  close(): Promise<void>;
}

interface ApiDeps {
  config: Config;
  database: Database;
  auth: AuthService;
  mailer: Mailer;
  sockets: SocketRegistry;
  logger: Logger;
}

function apiRoutes({ config, database, auth, logger }: ApiDeps): Router {
  const { db } = database;
  const guards = createAuthGuards(auth, logger);
  const api = Router();

  api.use((_req, res, next) => {
    // Answers carry tokens and tenant data: no shared or browser cache may keep them.
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  api.use(cookieParser());

  api.use('/health', healthRoutes(createHealthService(database)));
  api.use('/auth', authRoutes(auth, { secureCookies: config.publicUrl.startsWith('https:') }));
  api.use('/companies', companiesRoutes(createCompaniesService(db), guards));
  api.use('/public/forms', publicFormsRoutes(createFormsService(db)));

  api.use(apiNotFound());
  return api;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  // Validation messages the contracts do not set themselves come out in Portuguese too.
  z.config(z.locales.pt());
  const logger = options.logger ?? createLogger(config.logLevel);
  const print = options.print ?? ((text: string) => process.stdout.write(text));

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    await ensureFirstAdmin(database.db, { admin: config.admin, publicUrl: config.publicUrl, logger, print });
  } catch (error) {
    await database.close();
    throw error;
  }

  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, logger });
  const sockets = new SocketRegistry();
  const auth = createAuthService({
    db: database.db,
    jwtSecret: config.jwtSecret,
    onSessionsRevoked: (sessionIds) => sockets.closeSessions(sessionIds),
  });
  const origins = allowedOrigins(config);

  let shuttingDown = false;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use((_req, res, next) => {
    // Keep-alive connections would otherwise keep bringing new requests during shutdown.
    if (shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use(securityHeaders(config));
  app.use('/api', apiRoutes({ config, database, auth, mailer, sockets, logger }));
  app.use('/files', filesRoutes());
  app.use(webRoutes({ appsDir: config.appsDir, remotes: config.remotes, allowedOrigins: origins }));
  app.use(errorHandler(logger));

  const server = http.createServer(app);
  const realtime = attachRealtime(server, { auth, registry: sockets, allowedOrigins: origins, logger });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      await realtime.close();
      await new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        cutOff.unref();
        server.close(() => {
          clearTimeout(cutOff);
          resolve();
        });
        server.closeIdleConnections();
      });
      await database.close();
    })();
    return closing;
  };

  const listen = (port = config.port, host?: string) =>
    new Promise<{ port: number; url: string }>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        const address = server.address() as AddressInfo;
        const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
        resolve({
          port: address.port,
          url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
        });
      });
    });

  return { app, server, db: database.db, database, config, auth, mailer, sockets, listen, close };
}
