// Every table of the product (docs/product.md#entities). Run `npm run db:generate -w @formbuilder/api` after a change.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Answer,
  Comment,
  FormEnding,
  FormStatus,
  PrivacyAck,
  ResumeDraft,
  Question,
  Role,
  ApiKeyScope,
  WebhookAttempt,
  WebhookDeliveryState,
  WebhookEventType,
  MessageChannel,
  ChannelMessageKind,
  ChannelMessageStatus,
} from '@formbuilder/contracts';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// *_search columns hold the lower-cased, accent-stripped text (contracts normalizeSearch), written by
// the service, so search and sort order are the same on PGlite and on any PostgreSQL collation.

export const files = pgTable(
  'files',
  {
    id: id(),
    // Null for respondent uploads made before their submission names a company.
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    // A respondent upload names the form it is for: only that form's submissions may claim it. No
    // foreign key: a form that goes leaves its never-claimed uploads to the sweep.
    formId: uuid('form_id'),
    // Template pictures: owned by the shared template library rather than by a company.
    library: boolean('library').notNull().default(false),
    // Set when a submission, a form or template save, or a logo change takes the file; until then it
    // is swept after UPLOAD_CLAIM_HOURS.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('files_stored_name_key').on(t.storedName),
    index('files_company_id_idx').on(t.companyId),
    index('files_unclaimed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// The bytes of files kept in the database (FILE_STORAGE=postgres): fixed-size chunks in order, written
// before the file's row exists, so a reader never sees half a file.
export const fileChunks = pgTable(
  'file_chunks',
  {
    storedName: text('stored_name').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storedName, t.seq] })],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    formsLimit: integer('forms_limit').notNull().default(1),
    usersLimit: integer('users_limit').notNull().default(1),
    allowEmail: boolean('allow_email').notNull().default(false),
    allowSMS: boolean('allow_sms').notNull().default(false),
    allowWhatsapp: boolean('allow_whatsapp').notNull().default(false),
    color: text('color').notNull().default('#1677FF'),
    logoFileId: uuid('logo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    // The privacy notice of the respondents' welcome step ('' = none) and whether it must be acknowledged.
    privacyNotice: text('privacy_notice').notNull().default(''),
    privacyPolicyUrl: text('privacy_policy_url').notNull().default(''),
    privacyAckRequired: boolean('privacy_ack_required').notNull().default(false),
    // Answers older than this many days are deleted by the retention job (docs/privacy.md); null = kept.
    retentionDays: integer('retention_days'),
    // Origins of the company's sites allowed to frame its public forms (CSP frame-ancestors, migration 0019).
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    // WhatsApp and SMS messages a month at most (docs/notifications.md#the-monthly-cap); null = no cap.
    messagesLimit: integer('messages_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('companies_name_search_idx').on(t.nameSearch),
    check('companies_forms_limit_check', sql`${t.formsLimit} >= 1`),
    check('companies_users_limit_check', sql`${t.usersLimit} >= 1`),
    check('companies_retention_days_check', sql`${t.retentionDays} is null or ${t.retentionDays} >= 1`),
    check('companies_color_check', sql`${t.color} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
    check('companies_messages_limit_check', sql`${t.messagesLimit} is null or ${t.messagesLimit} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    // Stored lower-cased so the unique index is case-insensitive.
    email: text('email').notNull(),
    username: text('username').notNull(),
    phone: text('phone').notNull().default(''),
    role: text('role').$type<Role>().notNull(),
    // A company's users go with it; an ADMIN belongs to none.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    // New answers (docs/notifications.md): e-mail unless turned off; the mobile (E.164) WhatsApp and
    // SMS go to, once confirmed per channel (user_channels); quiet hours of Brasília (migration 0021).
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyPhone: text('notify_phone'),
    quietStart: integer('quiet_start'),
    quietEnd: integer('quiet_end'),
    // Raised whenever what the user may see changes (role, company, password, sessions ended), so an
    // open socket can tell at delivery time that the rights it was opened with are out of date.
    authVersion: integer('auth_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_company_name_search_idx').on(t.companyId, t.nameSearch),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'MANAGER', 'USER')`),
    check('users_company_check', sql`${t.role} = 'ADMIN' or ${t.companyId} is not null`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_quiet_hours_check',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and coalesce(${t.quietStart} between 0 and 23 and ${t.quietEnd} between 0 and 23 and ${t.quietStart} <> ${t.quietEnd}, true)`,
    ),
  ],
);

/**
 * A user's WhatsApp and SMS (docs/notifications.md): chosen or not, confirmed on the current phone
 * or not, and the one-time code being confirmed (HMAC only, with its expiry and wrong guesses).
 */
export const userChannels = pgTable(
  'user_channels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeTries: integer('code_tries').notNull().default(0),
    // Set when the user answered SAIR/STOP on the channel (the channel was turned off then).
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('user_channels_channel_check', sql`${t.channel} in ('whatsapp', 'sms')`),
  ],
);

/**
 * The digest of new answers per user, form and channel: when the last message went, how many answers
 * wait for the next one and when it is due (the end of the digest window or of quiet hours).
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    pending: integer('pending').notNull().default(0),
    // The answer a digest of one links to.
    lastSubmissionId: uuid('last_submission_id'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.formId, t.channel] }),
    index('notification_digests_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    check('notification_digests_channel_check', sql`${t.channel} in ('whatsapp', 'sms')`),
  ],
);

/** The log of WhatsApp and SMS messages (no number, no text); its id is the message job's id. */
export const channelMessages = pgTable(
  'channel_messages',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    kind: text('kind').$type<ChannelMessageKind>().notNull(),
    status: text('status').$type<ChannelMessageStatus>().notNull().default('queued'),
    providerId: text('provider_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('channel_messages_company_created_idx').on(t.companyId, t.createdAt, t.id),
    uniqueIndex('channel_messages_provider_id_key')
      .on(t.channel, t.providerId)
      .where(sql`${t.providerId} is not null`),
    check('channel_messages_channel_check', sql`${t.channel} in ('whatsapp', 'sms')`),
    check('channel_messages_kind_check', sql`${t.kind} in ('new_answers', 'code')`),
    check('channel_messages_status_check', sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`),
  ],
);

/** WhatsApp and SMS messages counted per company and month of Brasília (the monthly cap). */
export const channelUsage = pgTable(
  'channel_usage',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    count: integer('count').notNull().default(0),
    capToldAt: timestamp('cap_told_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

export const forms = pgTable(
  'forms',
  {
    id: id(),
    title: text('title').notNull(),
    titleSearch: text('title_search').notNull(),
    status: text('status').$type<FormStatus>().notNull().default('ACTIVE'),
    anonymous: boolean('anonymous').notNull().default(false),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    // Names of the hidden fields the public link's query string fills (docs/forms-and-templates.md#the-question-model).
    hiddenFields: jsonb('hidden_fields').$type<string[]>().notNull().default([]),
    // The respondent's welcome text ('' for none; migration 0015).
    description: text('description').notNull().default(''),
    // A deleted creator leaves the form in place, shown as 'Usuário desativado'.
    createdById: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    notifiedUserId: uuid('notified_user_id').references(() => users.id, { onDelete: 'set null' }),
    // A form's life (docs/forms-and-templates.md#a-forms-life); the defaults keep a form as it was.
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    maxAnswers: integer('max_answers'),
    closedMessage: text('closed_message').notNull().default(''),
    ending: jsonb('ending').$type<FormEnding>(),
    answerCopy: boolean('answer_copy').notNull().default(false),
    honeypot: boolean('honeypot').notNull().default(false),
    // A proof-of-work challenge (ALTCHA) before an answer is stored (migration 0019).
    altcha: boolean('altcha').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forms_company_title_search_idx').on(t.companyId, t.titleSearch),
    index('forms_created_by_idx').on(t.createdById),
    index('forms_notified_user_idx').on(t.notifiedUserId),
    check('forms_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    // NO ACTION rather than RESTRICT: the check runs at the end of the statement, so deleting a
    // company (which cascades to both forms and submissions) succeeds, while deleting a form that
    // still has submissions fails. The service checks first to answer a clear 409.
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'no action' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    document: text('document').notNull().default(''),
    // The document's search key (contracts documentKey): digits, and the upper-cased letters of an
    // alphanumeric CNPJ. Named when documents had digits only.
    documentDigits: text('document_digits').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    answers: jsonb('answers').$type<Answer[]>().notNull().default([]),
    comments: jsonb('comments').$type<Comment[]>().notNull().default([]),
    // The privacy notice acknowledged with this answer, when its company required one.
    privacyAck: jsonb('privacy_ack').$type<PrivacyAck>(),
    // The form's hidden fields as the public link gave them ({} when none).
    hidden: jsonb('hidden').$type<Record<string, string>>().notNull().default({}),
    // A retried public submit with the same Idempotency-Key finds its first row instead of adding one.
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first with the id as tie-break: the staff list, its pages and the exports' batches.
    index('submissions_form_created_id_idx').on(t.formId, t.createdAt, t.id),
    index('submissions_company_created_idx').on(t.companyId, t.createdAt),
    // The staff search looks for text anywhere inside name_search and document_digits ('%x%'), which
    // a B-tree can not serve: their pg_trgm GIN indexes are hand-written in 0007_search_trigram.sql.
    uniqueIndex('submissions_form_idempotency_key').on(t.formId, t.idempotencyKey),
  ],
);

/**
 * Submissions counted per form and Brasília day (docs/insights.md): one row per day with an empty
 * question id (the submissions themselves), one per question answered, and for SINGLE and MULTIPLE
 * questions one per answer text. Kept by a trigger on submissions (migration 0001), so every
 * insert path counts, and read by the insights instead of the answers themselves.
 */
export const submissionStats = pgTable(
  'submission_stats',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.questionId, t.answer] })],
);

/**
 * submission_stats summed over every day (migration 0016): the all-time insights read these few
 * rows per form instead of one per day and value. Kept by the same trigger functions, in the same
 * statements, so it always equals the per-day rows summed.
 */
export const submissionTotals = pgTable(
  'submission_totals',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId, t.answer] })],
);

/**
 * How many respondents' pages reached each step of a form, per Brasília day: anonymous counts
 * only, no person, device or address is kept (docs/submissions.md, "Step views").
 */
export const formStepViews = pgTable(
  'form_step_views',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** 'welcome' or a question id. */
    step: text('step').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.day, t.step] })],
);

/**
 * The editor's autosaved draft of a stored form (docs/forms-and-templates.md, "Drafts"): what is
 * typed and not yet saved with SALVAR, one per form, never shown to respondents. Its questions may
 * be half filled; it is checked only when SALVAR saves it as the form.
 */
export const formDrafts = pgTable('form_drafts', {
  formId: uuid('form_id')
    .primaryKey()
    .references(() => forms.id, { onDelete: 'cascade' }),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  /** The form's updated_at the draft started from: a newer one means the form was saved since. */
  baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }).notNull(),
  updatedById: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers kept for a 'Continuar depois' link (docs/forms-and-templates.md#continue-later): the
 * respondent's draft until the answer is sent (then deleted in the same transaction), the link
 * expires (the retention job deletes it) or the person's data is deleted. Personal data, never an
 * answer: the staff's lists, exports and webhooks never read this table. The link's token is kept
 * only as its SHA-256.
 */
export const resumeLinks = pgTable(
  'resume_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Where the link went (lower-cased); the data-subject search finds the draft by it. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    document: text('document').notNull().default(''),
    documentDigits: text('document_digits').notNull().default(''),
    phone: text('phone').notNull().default(''),
    draft: jsonb('draft').$type<ResumeDraft>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('resume_links_token_hash_key').on(t.tokenHash),
    index('resume_links_company_email_idx').on(t.companyId, t.email),
    index('resume_links_company_document_idx').on(t.companyId, t.documentDigits),
    index('resume_links_expires_idx').on(t.expiresAt),
  ],
);

export const templateCategories = pgTable(
  'template_categories',
  {
    id: id(),
    name: text('name').notNull(),
    nameSearch: text('name_search').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('template_categories_name_key').on(t.name),
    index('template_categories_name_search_idx').on(t.nameSearch),
  ],
);

export const templates = pgTable(
  'templates',
  {
    id: id(),
    title: text('title').notNull(),
    titleSearch: text('title_search').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => templateCategories.id, { onDelete: 'restrict' }),
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('templates_category_title_search_idx').on(t.categoryId, t.titleSearch)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the opaque refresh token; the token itself only lives in the browser's cookie.
    refreshTokenHash: text('refresh_token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Pending invitations by e-mail (docs/people-and-files.md#invitations): the person, the role and the
 * company they will join, and the sha256 of the one-time link's token (never the token). The row goes
 * when the invitation is accepted (the user is created) or revoked; a resend replaces the hash and
 * the expiry. One pending invitation per e-mail; an expired one is replaced by the next invitation.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Stored lower-cased, like users.email.
    email: text('email').notNull(),
    role: text('role').$type<'MANAGER' | 'USER'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedById: uuid('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('user_invitations_email_key').on(t.email),
    index('user_invitations_company_id_idx').on(t.companyId),
    check('user_invitations_role_check', sql`${t.role} in ('MANAGER', 'USER')`),
    check('user_invitations_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Refresh tokens a session has already rotated away from, kept (as sha256) until the session ends,
 * so presenting one again is recognised as reuse and ends the whole session (docs/security.md,
 * "Tokens and sessions").
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * Counters of every rate limit (sign-in throttle, public writes and views), shared by all API
 * instances on the same database; written by rate-limiter-flexible's Drizzle limiter.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * ALTCHA challenges already answered (docs/forms-and-templates.md#robots): a solution is taken once.
 * Kept until the challenge expires (it would be refused after that anyway). The id is the
 * challenge's random nonce, which its signature covers.
 */
export const altchaSpent = pgTable(
  'altcha_spent',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('altcha_spent_expires_at_idx').on(t.expiresAt)],
);

/**
 * What was done to respondents' data and by whom (docs/privacy.md): one row per deleted answer.
 * No personal data: ids, the action, how it was asked for, and when. The answer's and the form's ids
 * have no foreign key, so a row outlives what it describes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    // The company the entry belongs to; null for ADMIN-level events (an ADMIN's sign-in, a template
    // change). No foreign key: the entry outlives the company, user or form it names (docs/audit.md),
    // and rows are never updated (a trigger refuses UPDATE, migration 0008).
    companyId: uuid('company_id'),
    // The staff member who acted; null for the system (retention) or an unidentified caller.
    actorId: uuid('actor_id'),
    /** 'user' (a staff member), 'system' (a job), 'api_key' (reserved). */
    actorKind: text('actor_kind').notNull().default('user'),
    /** contracts auditActionLabels: 'form.updated', 'auth.login', 'submission.deleted', ... */
    action: text('action').notNull(),
    /** Answer deletions only: 'answer' (one answer), 'person' (all of a data subject's), 'retention'. */
    via: text('via'),
    /** What the entry is about: 'form', 'user', 'company', 'template', 'category', 'submission', ... */
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    /** The NAMES of the fields changed, never their values. */
    changes: jsonb('changes').$type<string[]>(),
    formId: uuid('form_id'),
    submissionId: uuid('submission_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_company_at_idx').on(t.companyId, t.at),
    index('audit_events_at_idx').on(t.at, t.id),
    check('audit_events_via_check', sql`${t.via} in ('answer', 'person', 'retention')`),
    check('audit_events_actor_kind_check', sql`${t.actorKind} in ('user', 'system', 'api_key')`),
  ],
);

// Webhooks of a company (docs/integrations.md). The secret is kept readable because the server signs
// every delivery with it; it is shown to a person once, when created or rotated.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    // Empty: every form of the company.
    formIds: uuid('form_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    secret: text('secret').notNull(),
    // After a rotation the old secret still signs until previous_secret_until, so receivers can switch.
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledReason: text('disabled_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The hot paths ask "does this company have an enabled endpoint for this event?".
    index('webhook_endpoints_company_enabled_idx')
      .on(t.companyId)
      .where(sql`${t.enabled}`),
    index('webhook_endpoints_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

// One event for one endpoint; attempts are appended as they happen (status, latency, snippet each).
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    // The whole envelope { id, type, version, createdAt, data }, sent as is on every attempt.
    payload: jsonb('payload').notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastStatus: integer('last_status'),
    lastLatencyMs: integer('last_latency_ms'),
    lastResponseSnippet: text('last_response_snippet'),
    attempts: jsonb('attempts').$type<WebhookAttempt[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_endpoint_failed_idx')
      .on(t.endpointId)
      .where(sql`${t.state} = 'failed'`),
    check('webhook_deliveries_state_check', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * Company API keys (docs/api-keys.md). Only the SHA-256 of the key is kept (`key_hash`); `prefix`
 * is its first characters, to recognise it in the list. A key acts for its company and only while
 * its creator (`created_by`) is still a MANAGER of that company.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdById: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_key').on(t.keyHash),
    index('api_keys_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
