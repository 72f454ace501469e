// Builds the whole server from a Config: database, modules, static apps and the realtime socket.
// Tests start it in-process on port 0; server.ts starts it for real.
import http from 'node:http';
import path from 'node:path';
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
import { createPasswordService } from './modules/auth/password-service';
import { createAuthService, type AuthService } from './modules/auth/service';
import { categoriesRoutes } from './modules/categories/routes';
import { createCategoriesService } from './modules/categories/service';
import { companiesRoutes } from './modules/companies/routes';
import { createCompaniesService } from './modules/companies/service';
import { publicFilesRoutes } from './modules/files/public-routes';
import { filesRoutes } from './modules/files/routes';
import { createFilesService, type FilesService } from './modules/files/service';
import { createLocalFileStorage } from './modules/files/storage';
import { publicFormsRoutes } from './modules/forms/public-routes';
import { formsRoutes } from './modules/forms/routes';
import { createFormsService } from './modules/forms/service';
import { healthRoutes } from './modules/health/routes';
import { createHealthService } from './modules/health/service';
import { createSubmissionNotifier } from './modules/submissions/notifications';
import { publicFormSubmissionRoutes, publicSubmissionRoutes } from './modules/submissions/public-routes';
import { submissionsCsvRoutes, submissionsRoutes } from './modules/submissions/routes';
import { createSubmissionsService } from './modules/submissions/service';
import { templatesRoutes } from './modules/templates/routes';
import { createTemplatesService } from './modules/templates/service';
import { usersRoutes } from './modules/users/routes';
import { createUsersService, ensureFirstAdmin } from './modules/users/service';
import { createEventBus, type EventBus } from './realtime/event-bus';
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
  /** Carries realtime events between API instances. */
  events: EventBus;
  files: FilesService;
}

function apiRoutes({ config, database, auth, mailer, sockets, logger, events, files }: ApiDeps): Router {
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
  const { publicUrl } = config;
  const passwords = createPasswordService({ db, auth, mailer, publicUrl });
  const secureCookies = publicUrl.startsWith('https:');
  api.use('/auth', authRoutes(auth, { secureCookies, passwords, guards, logger }));
  api.use('/companies', companiesRoutes(createCompaniesService({ db, files, auth, publicUrl }), guards));
  const users = createUsersService({ db, publicUrl, onUserRemoved: (id) => sockets.closeUser(id) });
  api.use('/users', usersRoutes(users, guards));
  api.use('/public/files', publicFilesRoutes(files, { perMinute: config.publicSubmitRate }));
  const forms = createFormsService(db, { logger });
  api.use('/public/forms', publicFormsRoutes(forms));
  api.use('/forms', formsRoutes(forms, guards));
  api.use('/templates', templatesRoutes(createTemplatesService(db), guards));
  api.use('/template-categories', categoriesRoutes(createCategoriesService(db), guards));

  const notifier = createSubmissionNotifier({ db, bus: events, sockets, mailer, publicUrl: config.publicUrl, logger });
  const submissions = createSubmissionsService({
    db,
    publicUrl: config.publicUrl,
    onCreated: (created) => void notifier.submissionCreated(created),
  });
  const publicWrites = { perMinute: config.publicSubmitRate };
  api.use('/public/forms/:formId/submissions', publicFormSubmissionRoutes(submissions, publicWrites));
  api.use('/public/submissions', publicSubmissionRoutes(submissions, publicWrites));
  api.use('/submissions', submissionsRoutes(submissions, guards));
  // Answers only GET /forms/:formId/submissions.csv; every other /forms request passes through.
  api.use('/forms', submissionsCsvRoutes(submissions, guards));

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
  let events: EventBus;
  try {
    events = await createEventBus({ databaseUrl: config.databaseUrl, db: database.db, logger });
  } catch (error) {
    await database.close();
    throw error;
  }
  const auth = createAuthService({
    db: database.db,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    onSessionsRevoked: (sessionIds) => sockets.closeSessions(sessionIds),
  });
  const files = createFilesService({
    db: database.db,
    storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
    publicUrl: config.publicUrl,
    logger,
  });
  const origins = allowedOrigins(config);

  let shuttingDown = false;
  // Answers not sent yet, so a shutdown can close their connections once they are.
  const pending = new Set<http.ServerResponse>();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use((_req, res, next) => {
    // Keep-alive connections would otherwise keep bringing new requests during shutdown.
    if (shuttingDown) {
      res.setHeader('Connection', 'close');
    } else {
      pending.add(res);
      res.once('close', () => pending.delete(res));
    }
    next();
  });
  app.use(securityHeaders(config));
  app.use('/api', apiRoutes({ config, database, auth, mailer, sockets, logger, events, files }));
  app.use('/files', filesRoutes(files));
  app.use(webRoutes({ appsDir: config.appsDir, remotes: config.remotes, allowedOrigins: origins }));
  app.use(errorHandler(logger));

  const server = http.createServer(app);
  const realtime = attachRealtime(server, { auth, registry: sockets, allowedOrigins: origins, logger });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      shuttingDown = true;
      // A request in flight keeps its answer, then its connection closes instead of idling in
      // keep-alive (taking more requests) until the keep-alive timeout lets the server stop.
      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
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
      await events.close();
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
