// Builds the whole server from a Config: database, modules, static apps and the realtime socket.
// Tests start it in-process on port 0; server.ts starts it for real.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookieParser from 'cookie-parser';
import express, { Router, type Express } from 'express';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { apiNotFound, errorHandler } from './http/error-handler';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { allowedOrigins, securityHeaders } from './http/security';
import { createLogger, type Logger } from './logger';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailTransport, createQueuedMailer, type Mailer } from './mail/mailer';
import { releaseReader } from './web/releases';
import { createAuthGuards } from './modules/auth/middleware';
import { createKnownDevices } from './modules/auth/known-device';
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
import { staffFilesRoutes } from './modules/files/staff-routes';
import { createFileStorage, type FileStorage } from './modules/files/storage';
import { scheduleUploadSweep } from './modules/files/sweep';
import { publicFormsRoutes } from './modules/forms/public-routes';
import { formsRoutes } from './modules/forms/routes';
import { createFormsService } from './modules/forms/service';
import { healthRoutes } from './modules/health/routes';
import { createHealthService, createLifecycle, type Lifecycle } from './modules/health/service';
import { createSubmissionNotifier } from './modules/submissions/notifications';
import { publicFormSubmissionRoutes, publicSubmissionRoutes } from './modules/submissions/public-routes';
import { insightsRoutes, publicStepViewRoutes } from './modules/submissions/insights-routes';
import { createInsightsService } from './modules/submissions/insights-service';
import { submissionsCsvRoutes, submissionsRoutes } from './modules/submissions/routes';
import { createSubmissionsService } from './modules/submissions/service';
import { templatesRoutes } from './modules/templates/routes';
import { createTemplatesService } from './modules/templates/service';
import { usersRoutes } from './modules/users/routes';
import {
  createOutbox,
  createWebhooksService,
  startDeliveryWorker,
  webhooksRoutes,
  type WebhookOutbox,
} from './modules/webhooks';
import { createUsersService, ensureFirstAdmin } from './modules/users/service';
import { createSocketAccess, type SocketAccess } from './realtime/access';
import { createEventBus, EVENTS_CHANNEL, type EventBus } from './realtime/event-bus';
import { SocketRegistry } from './realtime/registry';
import { attachRealtime } from './realtime/socket-server';
import { webRoutes } from './web/static';

export const JSON_BODY_LIMIT = '1mb';
const SHUTDOWN_GRACE_MS = 8_000;

export interface AppOptions {
  logger?: Logger;
  /** Where the one-time generated admin password goes (stdout by default). */
  print?: (text: string) => void;
  /**
   * A server already listening (answering 'starting' while migrations run); the app takes over its
   * requests once it is built. Without one, a new server is made and `listen` starts it.
   */
  server?: http.Server;
}

export interface AppHandle {
  app: Express;
  server: http.Server;
  db: Db;
  database: Database;
  config: Config;
  auth: AuthService;
  mailer: Mailer;
  /** The durable job queue (api/src/jobs): send, work, schedule. */
  jobs: JobQueue;
  /** Where uploaded bytes live (FILE_STORAGE). */
  storage: FileStorage;
  sockets: SocketRegistry;
  lifecycle: Lifecycle;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /**
   * Drains (readiness 503 for SHUTDOWN_DRAIN_MS while requests are still served), then stops
   * accepting, lets in-flight requests finish (cut off after a grace period), closes the database.
   */
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
  access: SocketAccess;
  files: FilesService;
  lifecycle: Lifecycle;
  /** Rate-limit counters shared by every instance (PostgreSQL). */
  limits: RateLimitStore;
  jobs: JobQueue;
  /** Webhook events, written in the transaction of the change they tell about. */
  webhooks: WebhookOutbox;
}

function apiRoutes(deps: ApiDeps): Router {
  const { config, database, auth, mailer, sockets, logger, events, access, files, lifecycle, limits, jobs, webhooks } =
    deps;
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

  api.use('/health', healthRoutes(createHealthService(database, lifecycle)));
  const { publicUrl } = config;
  const passwords = createPasswordService({ db, auth, mailer, publicUrl });
  const secureCookies = publicUrl.startsWith('https:');
  const devices = createKnownDevices({ secret: config.jwtSecret, secure: secureCookies });
  api.use('/auth', authRoutes(auth, { secureCookies, passwords, guards, logger, limits, devices }));
  api.use('/companies', companiesRoutes(createCompaniesService({ db, files, auth, publicUrl }), guards, files));
  const users = createUsersService({
    db,
    publicUrl,
    onUserRemoved: (id) => access.userChanged(id),
    onRightsChanged: (id) => access.userChanged(id),
  });
  api.use('/users', usersRoutes(users, guards));
  api.use('/public/files', publicFilesRoutes(files, { perMinute: config.publicSubmitRate, limits }));
  api.use('/files', staffFilesRoutes(files, guards));
  const forms = createFormsService(db, {
    logger,
    webhooks,
    onQuestionsSaved: (companyId, questions) => files.claimForCompany(companyId, questions),
  });
  api.use('/public/forms', publicFormsRoutes(forms));
  api.use('/forms', formsRoutes(forms, guards));
  api.use(
    '/templates',
    templatesRoutes(
      createTemplatesService(db, { onQuestionsSaved: (questions) => files.claimForLibrary(questions) }),
      guards,
    ),
  );
  api.use('/template-categories', categoriesRoutes(createCategoriesService(db), guards));

  const notifier = createSubmissionNotifier({
    db,
    bus: events,
    sockets,
    access,
    mailer,
    publicUrl: config.publicUrl,
    logger,
  });
  const submissions = createSubmissionsService({
    db,
    publicUrl: config.publicUrl,
    legacyUploads: config.legacyUploads,
    onCreated: (created) => void notifier.submissionCreated(created),
    notifyChannel: config.databaseUrl ? EVENTS_CHANNEL : undefined,
    webhooks,
  });
  const publicWrites = { limits, perMinute: config.publicSubmitRate, viewsPerMinute: config.publicViewRate };
  api.use('/public/forms/:formId/submissions', publicFormSubmissionRoutes(submissions, publicWrites));
  api.use('/public/submissions', publicSubmissionRoutes(submissions, publicWrites));
  api.use('/submissions', submissionsRoutes(submissions, guards));
  // Answers only GET /forms/:formId/submissions.csv; every other /forms request passes through.
  api.use('/forms', submissionsCsvRoutes(submissions, guards));
  const insights = createInsightsService({ db });
  api.use('/public/forms/:formId/views', publicStepViewRoutes(insights, publicWrites));
  api.use('/forms', insightsRoutes(insights, guards));
  api.use(
    '/webhooks',
    webhooksRoutes(createWebhooksService({ db, jobs, allowPrivate: config.webhooks.allowPrivate }), guards),
  );

  api.use(apiNotFound());
  return api;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  // Validation messages the contracts do not set themselves come out in Portuguese too.
  z.config(z.locales.pt());
  const logger = options.logger ?? createLogger(config.logLevel);
  const print = options.print ?? ((text: string) => process.stdout.write(text));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    poolSize: config.databasePoolSize,
  });
  try {
    await ensureFirstAdmin(database.db, { admin: config.admin, publicUrl: config.publicUrl, logger, print });
  } catch (error) {
    await database.close();
    throw error;
  }

  const sockets = new SocketRegistry();
  let events: EventBus;
  let jobs: JobQueue;
  let mailer: Mailer;
  const storage = createFileStorage(config.fileStorage, { db: database.db, dataDir: config.dataDir });
  const files = createFilesService({
    db: database.db,
    storage,
    publicUrl: config.publicUrl,
    logger,
    legacyUploads: config.legacyUploads,
  });
  try {
    events = await createEventBus({ databaseUrl: config.databaseUrl, db: database.db, logger });
    jobs = await createJobQueue({ database, databaseUrl: config.databaseUrl, logger });
  } catch (error) {
    await database.close();
    throw error;
  }
  try {
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      logger,
      logLinks: config.logMailLinks,
    });
    mailer = await createQueuedMailer({ jobs, transport, logger });
    // Before any request: the worker also creates the queue the outbox writes to.
    await startDeliveryWorker({ db: database.db, jobs, logger, policy: config.webhooks });
    await scheduleUploadSweep({
      jobs,
      files,
      db: database.db,
      claimHours: config.uploadClaimHours,
      chunksInDatabase: config.fileStorage.driver === 'postgres',
      logger,
    });
  } catch (error) {
    await jobs.stop(0);
    await events.close();
    await database.close();
    throw error;
  }
  const auth = createAuthService({
    db: database.db,
    jwtSecret: config.jwtSecret,
    jwtPreviousSecrets: config.jwtPreviousSecrets,
    publicUrl: config.publicUrl,
    onSessionsRevoked: (sessions) => access.sessionsEnded(sessions),
  });
  const access = createSocketAccess({ bus: events, registry: sockets, auth, logger });
  const origins = allowedOrigins(config);
  const lifecycle = createLifecycle();
  const limits = createRateLimitStore(database.db, logger);

  let shuttingDown = false;
  // Answers not sent yet, so a shutdown can close their connections once they are.
  const pending = new Set<http.ServerResponse>();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.use((_req, res, next) => {
    // Which instance answered, for operators behind a load balancer (and the multi-instance test).
    res.setHeader('X-Instance-Id', config.instanceId);
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
  app.use(
    '/api',
    apiRoutes({
      config,
      database,
      auth,
      mailer,
      sockets,
      logger,
      events,
      access,
      files,
      lifecycle,
      limits,
      jobs,
      webhooks: createOutbox(jobs),
    }),
  );
  app.use('/files', filesRoutes(files));
  app.use(
    webRoutes({
      appsDir: config.appsDir,
      remotes: config.remotes,
      siteLinks: config.siteLinks,
      allowedOrigins: origins,
      releases: releaseReader(config.releasesDir, logger),
    }),
  );
  app.use(errorHandler(logger));

  const server = options.server ?? http.createServer();
  // A server handed in answered 'starting' until now; from here on the app answers.
  server.removeAllListeners('request');
  server.on('request', app);
  lifecycle.phase = 'ready';
  const trustProxy = app.get('trust proxy fn') as Parameters<typeof proxyAddr>[1];
  const realtime = attachRealtime(server, {
    auth,
    registry: sockets,
    allowedOrigins: origins,
    logger,
    pendingPerIp: config.realtimePendingPerIp,
    clientIp: (req) => proxyAddr(req, trustProxy),
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifecycle.phase = 'draining';
      shuttingDown = true;
      // The balancer sees readiness fail and moves traffic away while this instance still answers.
      if (config.shutdownDrainMs > 0 && server.listening) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
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
      // Jobs running now get a few seconds to finish; those cut off are retried later (here or elsewhere).
      await jobs.stop();
      limits.close();
      await events.close();
      await database.close();
    })();
    return closing;
  };

  const listen = (port = config.port, host?: string) => listenOn(server, port, host);

  return {
    app,
    server,
    db: database.db,
    database,
    config,
    auth,
    mailer,
    jobs,
    storage,
    sockets,
    lifecycle,
    listen,
    close,
  };
}

/** Starts `server` (or, when it already listens, just tells where) and resolves with its port and URL. */
export function listenOn(server: http.Server, port: number, host?: string): Promise<{ port: number; url: string }> {
  const where = () => {
    const address = server.address() as AddressInfo;
    const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return {
      port: address.port,
      url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
    };
  };
  if (server.listening) return Promise.resolve(where());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(where());
    });
  });
}
