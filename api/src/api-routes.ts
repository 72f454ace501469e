// The /api router: every module's route declarations (apiRouteTables) mounted with the services they
// need. app.ts builds the shared pieces (database, auth, sockets, jobs, files) and hands them in here.
import express, { Router } from 'express';
import cookieParser from 'cookie-parser';
import type { Config } from './config';
import type { Database } from './db/client';
import { apiNotFound } from './http/error-handler';
import { declaredRoutes, mountRoutes, type RouteTable } from './http/route';
import type { RateLimitStore } from './http/rate-limit';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { SocketAccess } from './realtime/access';
import { EVENTS_CHANNEL, type EventBus } from './realtime/event-bus';
import type { SocketRegistry } from './realtime/registry';
import {
  authRoutes,
  createAuthGuards,
  createKnownDevices,
  createPasswordService,
  type AuthService,
} from './modules/auth';
import { apiKeyAuthentication, apiKeysRoutes, createApiKeysService } from './modules/api-keys';
import { auditRoutes, type AuditService } from './modules/audit';
import { categoriesRoutes, createCategoriesService } from './modules/categories';
import { companiesRoutes, createCompaniesService } from './modules/companies';
import { publicFilesRoutes, staffFilesRoutes, type FilesService } from './modules/files';
import {
  createFormDraftsService,
  createFormsService,
  formDraftsRoutes,
  formsRoutes,
  publicFormsRoutes,
} from './modules/forms';
import { createHealthService, healthRoutes, type Lifecycle } from './modules/health';
import {
  createInsightsService,
  createSubmissionNotifier,
  createAltchaGuard,
  createAnsweringService,
  createStaffSubmissionsService,
  createResumeService,
  insightsRoutes,
  publicAltchaRoutes,
  publicFormSubmissionRoutes,
  publicResumeRoutes,
  publicStepViewRoutes,
  publicSubmissionRoutes,
  submissionsCsvRoutes,
  submissionsRoutes,
  type SubmissionDeletion,
} from './modules/submissions';
import { buildOpenApiDocument, openApiAssets, openApiRoutes } from './modules/openapi';
import { privacyRoutes, type PrivacyService } from './modules/privacy';
import { createTemplatesService, templatesRoutes } from './modules/templates';
import { createInvitationsService, createUsersService, invitationsRoutes, usersRoutes } from './modules/users';
import { createWebhooksService, webhooksRoutes, type WebhookOutbox } from './modules/webhooks';
import { notificationsRoutes, type NotificationsService } from './modules/notifications';
import { channelsRoutes, RAW_BODY, type WithRawBody } from './modules/channels';
import type { JobQueue } from './jobs/queue';
import type { PasswordHasher } from './security/passwords';

export const JSON_BODY_LIMIT = '1mb';

export interface ApiDeps {
  config: Config;
  database: Database;
  auth: AuthService;
  hasher: PasswordHasher;
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
  /** The one path deleting answers (with their uploads and audit rows). */
  deletion: SubmissionDeletion;
  privacy: PrivacyService;
  jobs: JobQueue;
  /** Webhook events, written in the transaction of the change they tell about. */
  webhooks: WebhookOutbox;
  /** The audit log's reader (GET /api/audit). */
  audit: AuditService;
  /** Who is told of new answers on WhatsApp and SMS (docs/notifications.md). */
  notifications: NotificationsService;
}

/**
 * Every /api route, in the order they are mounted: the OpenAPI document, the API-key scope table and
 * the route tests read them here (docs/api.md#adding-a-route).
 */
export const apiRouteTables: RouteTable<never>[] = [
  healthRoutes,
  authRoutes,
  companiesRoutes,
  usersRoutes,
  invitationsRoutes,
  publicFilesRoutes,
  staffFilesRoutes,
  publicFormsRoutes,
  formsRoutes,
  formDraftsRoutes,
  templatesRoutes,
  categoriesRoutes,
  publicFormSubmissionRoutes,
  publicAltchaRoutes,
  publicSubmissionRoutes,
  submissionsRoutes,
  privacyRoutes,
  webhooksRoutes,
  apiKeysRoutes,
  auditRoutes,
  notificationsRoutes,
  channelsRoutes,
  submissionsCsvRoutes,
  publicStepViewRoutes,
  publicResumeRoutes,
  insightsRoutes,
  openApiRoutes,
];

export function apiRoutes(deps: ApiDeps): Router {
  const { config, database, logger, limits } = deps;
  const { auth, mailer, sockets, events, access, hasher } = deps;
  const { files, lifecycle, deletion, privacy, jobs, webhooks, audit, notifications } = deps;
  const { db } = database;
  const apiKeys = createApiKeysService({ db, logger });
  // Company API keys are accepted by the same guards, on the routes whose declaration names a scope
  // they hold (docs/api-keys.md).
  const guards = createAuthGuards(
    auth,
    logger,
    apiKeyAuthentication(apiKeys, { limits, perMinute: config.apiKeyRate }),
  );
  const api = Router();
  const mount = <D>(table: RouteTable<D>, services: D) => mountRoutes(api, table, services, guards);

  api.use((_req, res, next) => {
    // Answers carry tokens and tenant data: no shared or browser cache may keep them.
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      // The providers' callbacks are signed over their raw bytes (docs/integrations.md#status-callbacks-and-replies).
      verify: (req, _res, raw) => {
        if (req.url?.startsWith('/channels/')) (req as WithRawBody)[RAW_BODY] = raw;
      },
    }),
  );
  api.use(cookieParser());

  mount(healthRoutes, createHealthService(database, lifecycle));
  const { publicUrl } = config;
  const passwords = createPasswordService({ db, auth, mailer, publicUrl, hasher });
  const secureCookies = publicUrl.startsWith('https:');
  const devices = createKnownDevices({ secret: config.jwtSecret, secure: secureCookies });
  mount(authRoutes, { auth, secureCookies, passwords, logger, limits, devices });
  mount(companiesRoutes, {
    companies: createCompaniesService({
      db,
      files,
      revokeCompanySessions: (companyId) => auth.revokeCompanySessions(companyId),
      publicUrl,
    }),
    files,
  });
  const users = createUsersService({
    db,
    publicUrl,
    hasher,
    onUserRemoved: (id) => access.userChanged(id),
    onRightsChanged: (id) => access.userChanged(id),
    onManagerRoleLost: (tx, caller, id) => apiKeys.revokeKeysOfCreator(tx, caller, id),
  });
  mount(usersRoutes, users);
  mount(invitationsRoutes, { invitations: createInvitationsService({ db, mailer, publicUrl, hasher }), limits });
  mount(publicFilesRoutes, { files, rates: { perMinute: config.publicSubmitRate, limits } });
  mount(staffFilesRoutes, files);
  const forms = createFormsService(db, {
    logger,
    webhooks,
    onQuestionsSaved: (companyId, questions) => files.claimForCompany(companyId, questions),
  });
  mount(publicFormsRoutes, forms);
  mount(formsRoutes, forms);
  mount(formDraftsRoutes, createFormDraftsService(db, forms));
  mount(
    templatesRoutes,
    createTemplatesService(db, { onQuestionsSaved: (questions) => files.claimForLibrary(questions) }),
  );
  mount(categoriesRoutes, createCategoriesService(db));

  const notifier = createSubmissionNotifier({
    db,
    bus: events,
    sockets,
    access,
    mailer,
    publicUrl: config.publicUrl,
    logger,
  });
  deletion.subscribe((deleted) => void notifier.submissionsDeleted(deleted));
  const submissions = createAnsweringService({
    db,
    publicUrl: config.publicUrl,
    legacyUploads: config.legacyUploads,
    onCreated: (created) => {
      void notifier.submissionCreated(created);
      // WhatsApp and SMS: fire and forget too, failures logged (docs/notifications.md).
      notifications
        .newAnswer(created)
        .catch((error: unknown) => logger.error('new answer message not queued', { id: created.id, error }));
    },
    notifyChannel: config.databaseUrl ? EVENTS_CHANNEL : undefined,
    webhooks,
    altcha: createAltchaGuard({ db, hmacKey: config.altcha.hmacKey, cost: config.altcha.cost }),
  });
  const staffSubmissions = createStaffSubmissionsService({ db, publicUrl: config.publicUrl, deletion, webhooks });
  const rates = { limits, perMinute: config.publicSubmitRate, viewsPerMinute: config.publicViewRate };
  mount(publicFormSubmissionRoutes, { submissions, rates });
  mount(publicAltchaRoutes, { submissions, rates });
  mount(publicSubmissionRoutes, { submissions, rates });
  mount(submissionsRoutes, staffSubmissions);
  mount(privacyRoutes, privacy);
  mount(webhooksRoutes, createWebhooksService({ db, jobs, allowPrivate: config.webhooks.allowPrivate }));
  mount(apiKeysRoutes, apiKeys);
  mount(auditRoutes, audit);
  mount(notificationsRoutes, notifications);
  mount(channelsRoutes, {
    db,
    config: config.channels,
    publicUrl,
    logger,
    optOut: (channel, phone) => notifications.optOut(channel, phone),
  });
  mount(submissionsCsvRoutes, staffSubmissions);
  const insights = createInsightsService({ db });
  mount(publicStepViewRoutes, { insights, rates });
  mount(publicResumeRoutes, { resume: createResumeService({ db, mailer, publicUrl }), rates });
  mount(insightsRoutes, insights);
  // GET /api/openapi.json and its reference page /api/docs (docs/api.md).
  mount(
    openApiRoutes,
    openApiAssets(() => buildOpenApiDocument(declaredRoutes(apiRouteTables))),
  );

  // Logs the 403s the services threw (who, which company, which route; never the token).
  api.use(guards.logDenied);
  api.use(apiNotFound());
  return api;
}
