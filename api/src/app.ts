// Builds the whole server from a Config: database, modules, static apps and the realtime socket.
// Tests start it in-process on port 0; server.ts starts it for real.
import http from 'node:http';
import express, { type Express } from 'express';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { PHONE_CODES_PER_HOUR } from '@formbuilder/contracts';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { errorHandler } from './http/error-handler';
import { createRateLimitStore } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { allowedOrigins, securityHeaders } from './http/security';
import { createLogger, type Logger } from './logger';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailTransport, createQueuedMailer, type Mailer } from './mail/mailer';
import { createChannels, type Channels } from './modules/channels';
import { createNotificationsService, scheduleDigests, type NotificationsService } from './modules/notifications';
import { releaseReader } from './web/releases';
import { apiRoutes } from './api-routes';
import { keepIdleConnectionsOpen, listenOn } from './http/listen';
import { trackConnections } from './http/shutdown';
import { createAuditService, scheduleAuditRetention, type AuditService } from './modules/audit';
import { createAuthService, type AuthService } from './modules/auth';
import { createPrivacyCompanies } from './modules/companies';
import { findPublicFormName } from './modules/forms';
import {
  filesRoutes,
  createFilesService,
  createFileStorage,
  importLocalFiles,
  type FileStorage,
  scheduleUploadSweep,
} from './modules/files';
import { createLifecycle, type Lifecycle } from './modules/health';
import { ensureFirstAdmin } from './modules/users';
import { createPasswordHasher, type PasswordHasher } from './security/passwords';
import { createPrivacyService, scheduleRetention, type PrivacyService } from './modules/privacy';
import { createPrivacyAnswers, createSubmissionDeletion } from './modules/submissions';
import { createOutbox, startDeliveryWorker } from './modules/webhooks';
import { createSocketAccess } from './realtime/access';
import { createEventBus, type EventBus } from './realtime/event-bus';
import { SocketRegistry } from './realtime/registry';
import { attachRealtime } from './realtime/socket-server';
import { webRoutes } from './web/static';

export interface AppOptions {
  logger?: Logger;
  /** Where the one-time generated admin password goes (stdout by default). */
  print?: (text: string) => void;
  /**
   * A server already listening (answering 'starting' while migrations run); the app takes over its
   * requests once it is built. Without one, a new server is made and `listen` starts it.
   */
  server?: http.Server;
  /** The time the notification digests and codes go by: the real one unless a test sets it. */
  now?: () => Date;
}

export interface AppHandle {
  app: Express;
  server: http.Server;
  db: Db;
  database: Database;
  config: Config;
  auth: AuthService;
  /** Hashes and checks passwords at PASSWORD_HASH_COST. */
  hasher: PasswordHasher;
  mailer: Mailer;
  /** WhatsApp and SMS (docs/integrations.md#message-channels): which are available, and sending. */
  channels: Channels;
  /** Who is told of new answers on which channel, and the digests (docs/notifications.md). */
  notifications: NotificationsService;
  /** The durable job queue (api/src/jobs): send, work, schedule. */
  jobs: JobQueue;
  /** Where uploaded bytes live (FILE_STORAGE). */
  storage: FileStorage;
  /** The data subject's rights and the retention job (runRetention, callable directly). */
  privacy: PrivacyService;
  /** The audit log: reading it and the retention sweep (sweep, callable directly). */
  audit: AuditService;
  sockets: SocketRegistry;
  lifecycle: Lifecycle;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /**
   * Drains (readiness 503 for SHUTDOWN_DRAIN_MS while requests are still served), then stops
   * accepting, lets in-flight requests finish (cut off after a grace period), closes the database.
   */
  close(): Promise<void>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  // Validation messages the contracts do not set themselves come out in Portuguese too.
  z.config(z.locales.pt());
  const logger = options.logger ?? createLogger(config.logLevel);
  const print = options.print ?? ((text: string) => process.stdout.write(text));

  const hasher = createPasswordHasher(config.passwordHashCost);
  if (config.passwordHashCost !== 'standard') {
    logger.warn('PASSWORD_HASH_COST is not standard: new password hashes are weaker than OWASP asks (test runs only)');
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    poolSize: config.databasePoolSize,
    migrate: config.migrateOnStart,
  });
  try {
    await ensureFirstAdmin(database.db, {
      admin: config.admin,
      publicUrl: config.publicUrl,
      hasher,
      logger,
      print,
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const sockets = new SocketRegistry();
  let events: EventBus;
  let jobs: JobQueue;
  let mailer: Mailer;
  let channels: Channels;
  let notifications: NotificationsService;
  const storage = createFileStorage(config.fileStorage, { db: database.db, dataDir: config.dataDir });
  if (config.fileStorage.driver === 'postgres') {
    try {
      await importLocalFiles(database.db, config.dataDir, logger);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  const files = createFilesService({
    db: database.db,
    storage,
    publicUrl: config.publicUrl,
    logger,
    legacyUploads: config.legacyUploads,
  });
  try {
    events = await createEventBus({
      databaseUrl: config.databaseUrl,
      db: database.db,
      pglite: database.pglite,
      logger,
    });
    jobs = await createJobQueue({ database, databaseUrl: config.databaseUrl, logger, bus: events });
  } catch (error) {
    await database.close();
    throw error;
  }
  const limits = createRateLimitStore(database.db, logger);
  const webhooks = createOutbox(jobs);
  const deletion = createSubmissionDeletion({ db: database.db, files, webhooks });
  const privacy = createPrivacyService({
    companies: createPrivacyCompanies({ db: database.db }),
    answers: createPrivacyAnswers({ db: database.db, deletion }),
    publicUrl: config.publicUrl,
    logger,
  });
  const audit = createAuditService({ db: database.db, logger, retentionDays: config.auditRetentionDays });
  try {
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      logger,
      logLinks: config.logMailLinks,
    });
    mailer = await createQueuedMailer({ jobs, transport, logger });
    channels = await createChannels({
      jobs,
      config: config.channels,
      dataDir: config.dataDir,
      logger,
      db: database.db,
    });
    notifications = createNotificationsService({
      db: database.db,
      channels,
      mailer,
      logger,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      digestMinutes: config.channels.digestMinutes,
      codeLimiter: limits.limiter({ name: 'phone-codes', points: PHONE_CODES_PER_HOUR, windowMs: 3_600_000 }),
      now: options.now,
    });
    await scheduleDigests({ jobs, notifications });
    await scheduleUploadSweep({
      jobs,
      files,
      db: database.db,
      claimHours: config.uploadClaimHours,
      chunksInDatabase: config.fileStorage.driver === 'postgres',
      logger,
    });
    await scheduleRetention({ jobs, privacy });
    // Before any request: the worker also creates the queue the outbox writes to.
    await startDeliveryWorker({
      db: database.db,
      jobs,
      logger,
      policy: config.webhooks,
      mailer,
      publicUrl: config.publicUrl,
    });
    await scheduleAuditRetention({ jobs, audit });
  } catch (error) {
    limits.close();
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
    logger,
    hasher,
  });
  const access = createSocketAccess({ bus: events, registry: sockets, auth, logger });
  const origins = allowedOrigins(config);
  const lifecycle = createLifecycle();

  const connections = trackConnections();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.use((_req, res, next) => {
    // Which instance answered, for operators behind a load balancer (and the multi-instance test).
    res.setHeader('X-Instance-Id', config.instanceId);
    next();
  });
  app.use(connections.middleware);
  app.use(securityHeaders(config));
  app.use(
    '/api',
    apiRoutes({
      config,
      database,
      auth,
      hasher,
      mailer,
      sockets,
      logger,
      events,
      access,
      files,
      lifecycle,
      limits,
      deletion,
      privacy,
      jobs,
      webhooks,
      audit,
      notifications,
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
      publicFormName: (formId) => findPublicFormName(database.db, formId),
      logger,
    }),
  );
  app.use(errorHandler(logger));

  const server = options.server ?? http.createServer();
  keepIdleConnectionsOpen(server);
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
      await connections.drain(server, { drainMs: config.shutdownDrainMs, beforeClose: () => realtime.close() });
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
    hasher,
    mailer,
    channels,
    notifications,
    jobs,
    storage,
    privacy,
    audit,
    sockets,
    lifecycle,
    listen,
    close,
  };
}

export { listenOn };
