// The records the API answers with, as zod schemas: the published OpenAPI document (GET
// /api/openapi.json, docs/api.md) is generated from them. Each schema's output type is checked at
// compile time against the interface the apps use (`sameType` below), so neither can change alone.
import { z } from 'zod';
import type { ApiKey, CreatedApiKey } from './api-keys';
import { apiKeyScopes } from './api-keys';
import type { AuditEntry } from './audit';
import type { AuthSession } from './auth';
import type { DataSubjectAnswers, DataSubjectDeleted, DataSubjectExport } from './data-subjects';
import {
  conditionOperators,
  formStatuses,
  numberKinds,
  questionTypes,
  ratingStyles,
  type Answer,
  type AnswerValue,
  type Condition,
  type Comment,
  type Company,
  type Form,
  type Option,
  type Page,
  type PublicForm,
  type Question,
  type Submission,
  type Template,
  type TemplateCategory,
  type User,
  type UserRef,
} from './entities';
import { errorCodes, type ApiErrorBody } from './errors';
import type { UploadedFile } from './files';
import type { FormsCount } from './forms';
import type { PrivacyAck, PrivacyNotice } from './privacy';
import { roles } from './roles';
import type {
  AnswerSample,
  FormInsights,
  FunnelStep,
  OptionInsight,
  PublicComment,
  PublicSubmission,
  QuestionInsight,
  SubmissionCreated,
  SubmissionPage,
} from './submissions';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookReplayResult,
} from './webhooks';

/** True only when A and B are assignable to each other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a schema's output and its interface differ. */
function sameType<T extends true>(): T | undefined {
  return undefined;
}

const id = z.string().meta({ description: 'UUID' });
/** An instant as the API writes it (ISO 8601, UTC). */
const instant = z.string().meta({ description: 'Data e hora ISO 8601' });
const int = () => z.number().int();

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string().meta({ description: 'Mensagem em português, pronta para mostrar' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'Mensagem de cada campo inválido' }),
      errorId: z.string().optional().meta({ description: 'Em um 500: o identificador do registro no log' }),
    }),
  })
  .meta({ id: 'Error', description: 'A forma única de todo erro da API' });
sameType<Same<z.output<typeof errorBodySchema>, ApiErrorBody>>();

export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: int(), perPage: int(), totalItems: int() });

export const optionResponseSchema = z
  .object({
    text: z.string(),
    file: z.string().optional(),
    branch: z.boolean().optional(),
    goTo: z.string().optional(),
  })
  .meta({ id: 'Option' });
sameType<Same<z.output<typeof optionResponseSchema>, Option>>();

export const conditionResponseSchema = z
  .object({
    op: z.enum(conditionOperators),
    value: z.number().optional(),
    goTo: z.string().meta({ description: "Id de uma pergunta seguinte, ou 'end'" }),
  })
  .meta({ id: 'Condition' });
sameType<Same<z.output<typeof conditionResponseSchema>, Condition>>();

/** A typed answer (`AnswerValue`): text, number, list of texts, or row -> column. */
export const answerValueResponseSchema = z
  .union([z.string(), z.number(), z.array(z.string()), z.record(z.string(), z.string())])
  .meta({
    id: 'AnswerValue',
    description: 'Valor tipado da resposta (número, data AAAA-MM-DD, lista, linha -> coluna)',
  });
sameType<Same<z.output<typeof answerValueResponseSchema>, AnswerValue>>();

const hiddenResponseSchema = z
  .record(z.string(), z.string())
  .meta({ description: 'Campos ocultos recebidos pelo link público' });

export const questionResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(questionTypes),
    options: z.array(optionResponseSchema),
    branch: z.boolean().optional(),
    goTo: z.string().optional().meta({ description: "Id de uma pergunta seguinte, ou 'end'" }),
    required: z.boolean().optional().meta({ description: 'Obrigatória; ausente: sim' }),
    key: z.string().optional().meta({ description: 'Nome para citar a resposta em títulos seguintes: {{nome}}' }),
    conditions: z.array(conditionResponseSchema).optional(),
    minDate: z.string().optional().meta({ description: 'DATE: primeiro dia aceito (AAAA-MM-DD)' }),
    maxDate: z.string().optional().meta({ description: 'DATE: último dia aceito (AAAA-MM-DD)' }),
    numberKind: z.enum(numberKinds).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    ratingMax: int().optional(),
    ratingStyle: z.enum(ratingStyles).optional(),
    scaleFrom: int().optional(),
    scaleTo: int().optional(),
    minLabel: z.string().optional(),
    maxLabel: z.string().optional(),
    rows: z.array(z.string()).optional().meta({ description: 'MATRIX: as linhas (as colunas são as opções)' }),
  })
  .meta({ id: 'Question' });
sameType<Same<z.output<typeof questionResponseSchema>, Question>>();

export const companyResponseSchema = z
  .object({
    id,
    name: z.string(),
    formsLimit: int(),
    usersLimit: int(),
    allowEmail: z.boolean(),
    allowSMS: z.boolean(),
    allowWhatsapp: z.boolean(),
    color: z.string(),
    logo: z.string().nullable(),
    privacyNotice: z.string(),
    privacyPolicyUrl: z.string(),
    privacyAckRequired: z.boolean(),
    retentionDays: int().nullable().optional(),
  })
  .meta({ id: 'Company' });
sameType<Same<z.output<typeof companyResponseSchema>, Company>>();

export const userResponseSchema = z
  .object({
    id,
    name: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.enum(roles),
    roleLabel: z.string(),
    company: companyResponseSchema.nullable(),
  })
  .meta({ id: 'User' });
sameType<Same<z.output<typeof userResponseSchema>, User>>();

export const userRefResponseSchema = z.object({ id, name: z.string() }).meta({ id: 'UserRef' });
sameType<Same<z.output<typeof userRefResponseSchema>, UserRef>>();

export const formResponseSchema = z
  .object({
    id,
    title: z.string(),
    status: z.enum(formStatuses),
    statusLabel: z.string(),
    statusColor: z.string(),
    anonymous: z.boolean(),
    questions: z.array(questionResponseSchema),
    hiddenFields: z.array(z.string()).optional(),
    description: z.string().optional(),
    createdBy: userRefResponseSchema.nullable(),
    company: z.object({ id, color: z.string(), logo: z.string().nullable() }),
    notifiedUser: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Form' });
sameType<Same<z.output<typeof formResponseSchema>, Form>>();

export const formsCountResponseSchema = z.object({ count: int(), formsLimit: int() }).meta({ id: 'FormsCount' });
sameType<Same<z.output<typeof formsCountResponseSchema>, FormsCount>>();

export const answerResponseSchema = z
  .object({
    questionId: z.string().optional(),
    question: z.string(),
    answer: z.string(),
    goTo: z.string().optional(),
    type: z.enum(questionTypes).optional(),
    value: answerValueResponseSchema.optional(),
  })
  .meta({ id: 'Answer' });
sameType<Same<z.output<typeof answerResponseSchema>, Answer>>();

export const commentResponseSchema = z
  .object({ user: z.string().nullable(), comment: z.string(), created: instant, isUser: z.boolean() })
  .meta({ id: 'Comment' });
sameType<Same<z.output<typeof commentResponseSchema>, Comment>>();

export const privacyAckResponseSchema = z
  .object({ at: instant, text: z.string(), policyUrl: z.string() })
  .meta({ id: 'PrivacyAck' });
sameType<Same<z.output<typeof privacyAckResponseSchema>, PrivacyAck>>();

export const privacyNoticeResponseSchema = z
  .object({ text: z.string(), policyUrl: z.string(), ackRequired: z.boolean() })
  .meta({ id: 'PrivacyNotice' });
sameType<Same<z.output<typeof privacyNoticeResponseSchema>, PrivacyNotice>>();

export const submissionResponseSchema = z
  .object({
    id,
    name: z.string(),
    document: z.string(),
    email: z.string(),
    phone: z.string(),
    answers: z.array(answerResponseSchema),
    comments: z.array(commentResponseSchema),
    created: instant,
    form: z.object({ id, title: z.string(), createdBy: userRefResponseSchema.nullable() }),
    company: z.string(),
    privacyAck: privacyAckResponseSchema.nullable(),
    hidden: hiddenResponseSchema.optional(),
  })
  .meta({ id: 'Submission' });
sameType<Same<z.output<typeof submissionResponseSchema>, Submission>>();

export const submissionPageResponseSchema = pageSchemaOf(submissionResponseSchema)
  .extend({ asOf: instant })
  .meta({ id: 'SubmissionPage' });
sameType<Same<z.output<typeof submissionPageResponseSchema>, SubmissionPage>>();

export const templateCategoryResponseSchema = z.object({ id, name: z.string() }).meta({ id: 'TemplateCategory' });
sameType<Same<z.output<typeof templateCategoryResponseSchema>, TemplateCategory>>();

export const templateResponseSchema = z
  .object({
    id,
    title: z.string(),
    category: templateCategoryResponseSchema,
    questions: z.array(questionResponseSchema),
  })
  .meta({ id: 'Template' });
sameType<Same<z.output<typeof templateResponseSchema>, Template>>();

export const publicFormResponseSchema = z
  .object({
    id,
    title: z.string(),
    anonymous: z.boolean(),
    questions: z.array(questionResponseSchema),
    hiddenFields: z.array(z.string()).optional(),
    description: z.string().optional(),
    company: z.object({
      name: z.string(),
      color: z.string(),
      logo: z.string().nullable(),
      privacy: privacyNoticeResponseSchema.nullable().optional(),
    }),
  })
  .meta({ id: 'PublicForm' });
sameType<Same<z.output<typeof publicFormResponseSchema>, PublicForm>>();

export const authSessionResponseSchema = z
  .object({ token: z.string().meta({ description: 'Token de acesso (JWT)' }), user: userResponseSchema })
  .meta({ id: 'AuthSession' });
sameType<Same<z.output<typeof authSessionResponseSchema>, AuthSession>>();

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const uploadedFileResponseSchema = z
  .object({
    id,
    url: z.string(),
    name: z.string(),
    size: int(),
    variants: z.array(z.object({ width: int(), url: z.string() })).optional(),
  })
  .meta({ id: 'UploadedFile' });
sameType<Same<z.output<typeof uploadedFileResponseSchema>, UploadedFile>>();

export const submissionCreatedResponseSchema = z.object({ id }).meta({ id: 'SubmissionCreated' });
sameType<Same<z.output<typeof submissionCreatedResponseSchema>, SubmissionCreated>>();

export const publicCommentResponseSchema = z
  .object({ comment: z.string(), created: instant, isUser: z.boolean() })
  .meta({ id: 'PublicComment' });
sameType<Same<z.output<typeof publicCommentResponseSchema>, PublicComment>>();

export const publicCommentsResponseSchema = z
  .object({ comments: z.array(publicCommentResponseSchema) })
  .meta({ id: 'PublicComments' });

export const publicSubmissionResponseSchema = z
  .object({
    id,
    created: instant,
    form: z.object({ id, title: z.string() }),
    company: z.object({ name: z.string(), color: z.string(), logo: z.string().nullable() }),
    name: z.string(),
    document: z.string(),
    email: z.string(),
    phone: z.string(),
    answers: z.array(
      z.object({
        question: z.string(),
        answer: z.string(),
        type: z.enum(questionTypes).optional(),
        value: answerValueResponseSchema.optional(),
      }),
    ),
    hidden: hiddenResponseSchema.optional(),
    comments: z.array(publicCommentResponseSchema),
  })
  .meta({ id: 'PublicSubmission' });
sameType<Same<z.output<typeof publicSubmissionResponseSchema>, PublicSubmission>>();

export const optionInsightResponseSchema = z
  .object({ text: z.string(), count: int(), percent: z.number() })
  .meta({ id: 'OptionInsight' });
sameType<Same<z.output<typeof optionInsightResponseSchema>, OptionInsight>>();

export const answerSampleResponseSchema = z
  .object({ submissionId: id, answer: z.string(), created: instant })
  .meta({ id: 'AnswerSample' });
sameType<Same<z.output<typeof answerSampleResponseSchema>, AnswerSample>>();

export const questionInsightResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(questionTypes),
    answered: int(),
    options: z.array(optionInsightResponseSchema).optional(),
    latest: z.array(answerSampleResponseSchema).optional(),
    unanswered: int().optional(),
    nps: z.object({ score: z.number().nullable(), detractors: int(), passives: int(), promoters: int() }).optional(),
    stats: z
      .object({
        average: z.number().nullable(),
        median: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
      })
      .optional(),
    distribution: z.array(z.object({ value: z.number(), count: int() })).optional(),
    histogram: z.array(z.object({ from: z.number(), to: z.number(), count: int() })).optional(),
    perDay: z.array(z.object({ day: z.string(), count: int() })).optional(),
    perMonth: z.array(z.object({ month: z.string(), count: int() })).optional(),
    rows: z.array(z.object({ row: z.string(), columns: z.array(optionInsightResponseSchema) })).optional(),
    ranking: z.array(z.object({ text: z.string(), averagePosition: z.number().nullable() })).optional(),
  })
  .meta({ id: 'QuestionInsight' });
sameType<Same<z.output<typeof questionInsightResponseSchema>, QuestionInsight>>();

export const funnelStepResponseSchema = z
  .object({ step: z.string(), title: z.string(), reached: int() })
  .meta({ id: 'FunnelStep' });
sameType<Same<z.output<typeof funnelStepResponseSchema>, FunnelStep>>();

export const formInsightsResponseSchema = z
  .object({
    form: z.object({ id, title: z.string() }),
    from: z.string().nullable(),
    to: z.string().nullable(),
    total: int(),
    perDay: z.array(z.object({ day: z.string(), count: int() })),
    questions: z.array(questionInsightResponseSchema),
    funnel: z.array(funnelStepResponseSchema),
  })
  .meta({ id: 'FormInsights' });
sameType<Same<z.output<typeof formInsightsResponseSchema>, FormInsights>>();

export const apiKeyResponseSchema = z
  .object({
    id,
    companyId: id,
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.enum(apiKeyScopes)),
    createdAt: instant,
    createdBy: z.object({ id, name: z.string() }).nullable(),
    lastUsedAt: instant.nullable(),
    revokedAt: instant.nullable(),
  })
  .meta({ id: 'ApiKey' });
sameType<Same<z.output<typeof apiKeyResponseSchema>, ApiKey>>();

export const createdApiKeyResponseSchema = apiKeyResponseSchema
  .extend({ key: z.string().meta({ description: 'A chave inteira (fbk_...), mostrada só nesta resposta' }) })
  .meta({ id: 'CreatedApiKey' });
sameType<Same<z.output<typeof createdApiKeyResponseSchema>, CreatedApiKey>>();

export const auditEntryResponseSchema = z
  .object({
    id,
    at: instant,
    action: z.string(),
    actorKind: z.enum(['user', 'system', 'api_key']),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    targetType: z.enum(['form', 'user', 'company', 'template', 'submission', 'webhook', 'api_key']).nullable(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable(),
    changes: z.array(z.string()),
    via: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
sameType<Same<z.output<typeof auditEntryResponseSchema>, AuditEntry>>();

const dataSubjectAnswerShape = {
  id,
  created: instant,
  form: z.object({ id, title: z.string() }),
  name: z.string(),
  document: z.string(),
  email: z.string(),
};

export const dataSubjectAnswersResponseSchema = z
  .object({ items: z.array(z.object(dataSubjectAnswerShape)) })
  .meta({ id: 'DataSubjectAnswers' });
sameType<Same<z.output<typeof dataSubjectAnswersResponseSchema>, DataSubjectAnswers>>();

export const dataSubjectExportResponseSchema = z
  .object({
    generatedAt: instant,
    company: z.object({ id, name: z.string() }),
    answers: z.array(
      z.object({
        ...dataSubjectAnswerShape,
        phone: z.string(),
        answers: z.array(answerResponseSchema),
        files: z.array(z.string()),
        comments: z.array(z.object({ comment: z.string(), created: instant, isUser: z.boolean() })),
        privacyAck: privacyAckResponseSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'DataSubjectExport' });
sameType<Same<z.output<typeof dataSubjectExportResponseSchema>, DataSubjectExport>>();

export const dataSubjectDeletedResponseSchema = z
  .object({ deleted: int(), files: int() })
  .meta({ id: 'DataSubjectDeleted' });
sameType<Same<z.output<typeof dataSubjectDeletedResponseSchema>, DataSubjectDeleted>>();

export const webhookEndpointResponseSchema = z
  .object({
    id,
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    formIds: z.array(z.string()),
    enabled: z.boolean(),
    consecutiveFailures: int(),
    disabledReason: z.string().nullable(),
    previousSecretUntil: instant.nullable(),
    created: instant,
  })
  .meta({ id: 'WebhookEndpoint' });
sameType<Same<z.output<typeof webhookEndpointResponseSchema>, WebhookEndpoint>>();

export const webhookEndpointWithSecretResponseSchema = webhookEndpointResponseSchema
  .extend({ secret: z.string().meta({ description: 'O segredo de assinatura, mostrado só nesta resposta' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });
sameType<Same<z.output<typeof webhookEndpointWithSecretResponseSchema>, WebhookEndpointWithSecret>>();

export const webhookAttemptResponseSchema = z
  .object({ at: instant, status: int().nullable(), latencyMs: z.number(), snippet: z.string() })
  .meta({ id: 'WebhookAttempt' });
sameType<Same<z.output<typeof webhookAttemptResponseSchema>, WebhookAttempt>>();

export const webhookDeliveryResponseSchema = z
  .object({
    id,
    endpointId: id,
    eventId: z.string(),
    eventType: z.string(),
    state: z.enum(['pending', 'succeeded', 'failed']),
    stateLabel: z.string(),
    attemptCount: int(),
    lastStatus: int().nullable(),
    lastLatencyMs: z.number().nullable(),
    lastResponseSnippet: z.string().nullable(),
    attempts: z.array(webhookAttemptResponseSchema),
    payload: z.unknown().meta({ description: 'O corpo enviado: { id, type, version, createdAt, data }' }),
    created: instant,
    updated: instant,
    deliveredAt: instant.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
sameType<Same<z.output<typeof webhookDeliveryResponseSchema>, WebhookDelivery>>();

export const webhookReplayResultResponseSchema = z.object({ queued: int() }).meta({ id: 'WebhookReplayResult' });
sameType<Same<z.output<typeof webhookReplayResultResponseSchema>, WebhookReplayResult>>();

/** GET /api/health and its /live, /ready: 'ok', or on a 503 the reason or the instance's phase. */
export const healthResponseSchema = z.object({ status: z.string() }).meta({ id: 'Health' });

/** The page schema for items also used elsewhere, each named for the document. */
export const companyPageResponseSchema = pageSchemaOf(companyResponseSchema).meta({ id: 'CompanyPage' });
sameType<Same<z.output<typeof companyPageResponseSchema>, Page<Company>>>();
export const userPageResponseSchema = pageSchemaOf(userResponseSchema).meta({ id: 'UserPage' });
sameType<Same<z.output<typeof userPageResponseSchema>, Page<User>>>();
export const formPageResponseSchema = pageSchemaOf(formResponseSchema).meta({ id: 'FormPage' });
sameType<Same<z.output<typeof formPageResponseSchema>, Page<Form>>>();
export const templatePageResponseSchema = pageSchemaOf(templateResponseSchema).meta({ id: 'TemplatePage' });
sameType<Same<z.output<typeof templatePageResponseSchema>, Page<Template>>>();
export const templateCategoryPageResponseSchema = pageSchemaOf(templateCategoryResponseSchema).meta({
  id: 'TemplateCategoryPage',
});
sameType<Same<z.output<typeof templateCategoryPageResponseSchema>, Page<TemplateCategory>>>();
export const auditEntryPageResponseSchema = pageSchemaOf(auditEntryResponseSchema).meta({ id: 'AuditEntryPage' });
sameType<Same<z.output<typeof auditEntryPageResponseSchema>, Page<AuditEntry>>>();
export const webhookEndpointPageResponseSchema = pageSchemaOf(webhookEndpointResponseSchema).meta({
  id: 'WebhookEndpointPage',
});
sameType<Same<z.output<typeof webhookEndpointPageResponseSchema>, Page<WebhookEndpoint>>>();
export const webhookDeliveryPageResponseSchema = pageSchemaOf(webhookDeliveryResponseSchema).meta({
  id: 'WebhookDeliveryPage',
});
sameType<Same<z.output<typeof webhookDeliveryPageResponseSchema>, Page<WebhookDelivery>>>();
export const answerSamplePageResponseSchema = pageSchemaOf(answerSampleResponseSchema).meta({
  id: 'AnswerSamplePage',
});
sameType<Same<z.output<typeof answerSamplePageResponseSchema>, Page<AnswerSample>>>();

// The editor's autosaved draft of a stored form (form-drafts.ts).
export const formDraftResponseSchema = z
  .object({
    body: z.object({
      title: z.string(),
      description: z.string(),
      status: z.enum(formStatuses),
      anonymous: z.boolean(),
      notifiedUser: z.string().nullable(),
      hiddenFields: z.array(z.string()),
      questions: z.array(questionResponseSchema),
    }),
    /** The form's `updatedAt` when the draft began: an older one than the form's means it was saved since. */
    baseUpdatedAt: instant,
    updatedAt: instant,
    updatedBy: userRefResponseSchema.nullable(),
  })
  .meta({ id: 'FormDraft' });
export type FormDraft = z.output<typeof formDraftResponseSchema>;

/** GET /api/forms/:id/draft: the draft, or null when there is none. */
export const formDraftStateResponseSchema = z
  .object({ draft: formDraftResponseSchema.nullable() })
  .meta({ id: 'FormDraftState' });
export type FormDraftState = z.output<typeof formDraftStateResponseSchema>;
