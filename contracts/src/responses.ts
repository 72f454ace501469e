// The records the API answers with, as zod schemas, and their types: each type is the schema's
// output (`z.output`), so a field changes in one place. The published OpenAPI document (GET
// /api/openapi.json, docs/api.md) is generated from these schemas, with the descriptions their
// `.meta()` carries.
import { z } from 'zod';
import { apiKeyScopes } from './api-keys';
import { conditionOperators, formStatuses, numberKinds, questionTypes, ratingStyles } from './entities';
import { errorCodes } from './errors';
import { formAvailabilities } from './form-life';
import { resumeDraftSchema } from './resume';
import { roles } from './roles';
import { WEBHOOK_EVENT_TYPES } from './webhooks';
import { MESSAGE_CHANNELS } from './channels';
import { CHANNEL_MESSAGE_KINDS, CHANNEL_MESSAGE_STATUSES } from './notifications';

const id = z.string().meta({ description: 'UUID' });
/** An instant as the API writes it (ISO 8601, UTC). */
const instant = z.string().meta({ description: 'Data e hora ISO 8601' });
const int = () => z.number().int();
const goTo = z.string().meta({ description: "Id de uma pergunta seguinte, ou 'end'" });

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string().meta({ description: 'Mensagem em português, pronta para mostrar' }),
      fields: z.record(z.string(), z.string()).optional().meta({ description: 'Mensagem de cada campo inválido' }),
      errorId: z.string().optional().meta({ description: 'Em um 500: o identificador do registro no log' }),
      form: z
        .object({ title: z.string(), companyName: z.string() })
        .optional()
        .meta({ description: 'Em um 409 de formulário público: o título do formulário e o nome da empresa' }),
    }),
  })
  .meta({ id: 'Error', description: 'A forma única de todo erro da API' });
export type ApiErrorBody = z.output<typeof errorBodySchema>;

export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: int(), perPage: int(), totalItems: int() });
/** One page of a list: `items`, the page number, the page size and the count of every page's items. */
export type Page<T> = z.output<ReturnType<typeof pageSchemaOf<z.ZodType<T>>>>;

export const optionResponseSchema = z
  .object({
    text: z.string(),
    file: z.string().optional(),
    branch: z.boolean().optional(),
    goTo: goTo.optional(),
  })
  .meta({ id: 'Option' });
export type Option = z.output<typeof optionResponseSchema>;

export const conditionResponseSchema = z
  .object({
    op: z.enum(conditionOperators),
    value: z.number().optional().meta({ description: "O número comparado; ausente em 'unanswered'" }),
    goTo,
  })
  .meta({
    id: 'Condition',
    description:
      'Um salto pelo valor da resposta: `<`, `<=`, `=`, `>=`, `>` comparam o número de uma resposta NUMBER, ' +
      "RATING, NPS ou SCALE com `value`; 'unanswered' (qualquer tipo) vale quando a pergunta ficou vazia. " +
      'A primeira regra que vale decide o salto.',
  });
export type Condition = z.output<typeof conditionResponseSchema>;

/**
 * The typed answer of a question (see `validateAnswer`):
 * STRING, TEXT, EMAIL, PHONE, DOCUMENT, SINGLE, DROPDOWN: a string; FILE, SIGNATURE: the file URL;
 * DATE: `YYYY-MM-DD`; NUMBER, RATING, NPS, SCALE: a number; MULTIPLE: the picked option texts;
 * RANKING: every option text, best first; MATRIX: `{ [row]: column }` for the rows answered.
 */
export const answerValueResponseSchema = z
  .union([z.string(), z.number(), z.array(z.string()), z.record(z.string(), z.string())])
  .meta({
    id: 'AnswerValue',
    description: 'Valor tipado da resposta (número, data AAAA-MM-DD, lista, linha -> coluna)',
  });
export type AnswerValue = z.output<typeof answerValueResponseSchema>;
/** What a respondent gives a question, or null/undefined when it was left empty. */
export type StepValue = AnswerValue | null | undefined;

const hiddenResponseSchema = z
  .record(z.string(), z.string())
  .meta({ description: 'Campos ocultos recebidos pelo link público' });

export const questionResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(questionTypes),
    options: z.array(optionResponseSchema).meta({
      description:
        'SINGLE, MULTIPLE, DROPDOWN, RANKING: as escolhas; MATRIX: as colunas; outros tipos: []. ' +
        'As opções de SINGLE e DROPDOWN podem saltar (`goTo`).',
    }),
    branch: z.boolean().optional(),
    goTo: goTo.optional(),
    required: z
      .boolean()
      .optional()
      .meta({ description: 'Obrigatória; ausente (perguntas guardadas antes deste campo): sim' }),
    key: z.string().optional().meta({ description: 'Nome para citar a resposta em títulos seguintes: {{nome}}' }),
    conditions: z.array(conditionResponseSchema).optional().meta({
      description: 'Saltos pelo valor da resposta, tentados em ordem antes dos saltos da opção e da pergunta',
    }),
    minDate: z.string().optional().meta({ description: 'DATE: primeiro dia aceito (AAAA-MM-DD)' }),
    maxDate: z.string().optional().meta({ description: 'DATE: último dia aceito (AAAA-MM-DD)' }),
    numberKind: z.enum(numberKinds).optional().meta({ description: 'NUMBER: INTEGER (padrão) ou DECIMAL' }),
    min: z.number().optional().meta({ description: 'NUMBER: menor valor aceito (inclusive)' }),
    max: z.number().optional().meta({ description: 'NUMBER: maior valor aceito (inclusive)' }),
    ratingMax: int().optional().meta({ description: 'RATING: maior nota, de 3 a 10 (padrão 5); a menor é 1' }),
    ratingStyle: z.enum(ratingStyles).optional().meta({ description: 'RATING: STARS (padrão) ou NUMBERS' }),
    scaleFrom: int().optional().meta({ description: 'SCALE: começa em 0 ou 1 (padrão 1)' }),
    scaleTo: int().optional().meta({ description: 'SCALE: termina em 2 a 10 (padrão 5)' }),
    minLabel: z.string().optional().meta({ description: 'NPS e SCALE: o texto sob a menor nota' }),
    maxLabel: z.string().optional().meta({ description: 'NPS e SCALE: o texto sob a maior nota' }),
    rows: z.array(z.string()).optional().meta({ description: 'MATRIX: as linhas (as colunas são as opções)' }),
  })
  .meta({ id: 'Question' });
export type Question = z.output<typeof questionResponseSchema>;

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
    privacyNotice: z.string().meta({ description: "O aviso de privacidade da tela de boas-vindas ('' para nenhum)" }),
    privacyPolicyUrl: z.string().meta({ description: "Link da política de privacidade da empresa ('' para nenhum)" }),
    privacyAckRequired: z.boolean().meta({ description: 'O respondente precisa dar ciência do aviso antes de enviar' }),
    retentionDays: int()
      .nullable()
      .optional()
      .meta({ description: 'Respostas mais antigas que estes dias são excluídas; null (ou ausente): mantidas' }),
    embedOrigins: z
      .array(z.string())
      .optional()
      .meta({ description: 'Sites (origens http/https) que podem incorporar os formulários públicos; vazio: nenhum' }),
    messagesLimit: int()
      .nullable()
      .optional()
      .meta({ description: 'Limite mensal de mensagens de WhatsApp e SMS; null (ou ausente): sem limite' }),
    messagesThisMonth: int()
      .optional()
      .meta({ description: 'Mensagens de WhatsApp e SMS enviadas no mês (de Brasília)' }),
  })
  .meta({ id: 'Company' });
export type Company = z.output<typeof companyResponseSchema>;

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
export type User = z.output<typeof userResponseSchema>;

export const userRefResponseSchema = z.object({ id, name: z.string() }).meta({ id: 'UserRef' });
export type UserRef = z.output<typeof userRefResponseSchema>;

// ---- a form's life (form-life.ts) ----

/** The final screen a respondent sees after sending. Empty texts keep the product's default. */
export const formEndingResponseSchema = z
  .object({
    title: z.string(),
    text: z.string(),
    /** http(s) address the respondent is sent to after sending; '' for none. */
    redirectUrl: z.string(),
    /** Offer 'Enviar outra resposta' instead of VOLTAR PARA O INÍCIO. */
    anotherAnswer: z.boolean(),
  })
  .meta({ id: 'FormEnding' });
export type FormEnding = z.output<typeof formEndingResponseSchema>;

/** A form's life as staff read it (GET /api/forms...). */
export const formLifeResponseSchema = z
  .object({
    /** ISO instant; null: open since it was created. */
    opensAt: instant.nullable(),
    /** ISO instant; null: never closes by itself. */
    closesAt: instant.nullable(),
    /** null: no cap. */
    maxAnswers: z.number().int().nullable(),
    /** What the public page says when the form is not open; '' for the product's message. */
    closedMessage: z.string(),
    ending: formEndingResponseSchema,
    /** Send the respondent a copy of the answers by e-mail, when the company allows e-mail. */
    answerCopy: z.boolean(),
    /** A field robots fill and people never see; an answer with it filled is refused. */
    honeypot: z.boolean(),
    /** A proof-of-work challenge (ALTCHA) the respondent's browser solves before the answer is stored. */
    altcha: z.boolean().optional(),
    availability: z.enum(formAvailabilities),
    /** The forms list's label beside the status badge ('Agendado', 'Encerrado', 'Limite atingido'), or null. */
    availabilityLabel: z.string().nullable(),
  })
  .meta({ id: 'FormLife' });
export type FormLife = z.output<typeof formLifeResponseSchema>;

export const formResponseSchema = z
  .object({
    id,
    title: z.string(),
    status: z.enum(formStatuses),
    statusLabel: z.string(),
    statusColor: z.string(),
    anonymous: z.boolean(),
    questions: z.array(questionResponseSchema),
    hiddenFields: z
      .array(z.string())
      .optional()
      .meta({ description: 'Campos ocultos lidos da query string do link público; ausente: nenhum' }),
    description: z.string().optional().meta({ description: 'Descrição ou texto de boas-vindas; ausente: nenhuma' }),
    createdBy: userRefResponseSchema.nullable(),
    company: z.object({ id, color: z.string(), logo: z.string().nullable() }),
    notifiedUser: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
    life: formLifeResponseSchema.optional(),
    answerCount: int()
      .optional()
      .meta({ description: 'Respostas recebidas; só na lista de formulários (GET /api/forms)' }),
  })
  .meta({ id: 'Form' });
export type Form = z.output<typeof formResponseSchema>;

export const formsCountResponseSchema = z
  .object({ count: int(), formsLimit: int() })
  .meta({ id: 'FormsCount', description: 'Formulários da empresa e o limite do plano' });
export type FormsCount = z.output<typeof formsCountResponseSchema>;

export const answerResponseSchema = z
  .object({
    questionId: z.string().optional(),
    question: z.string(),
    answer: z.string(),
    goTo: z.string().optional(),
    type: z
      .enum(questionTypes)
      .optional()
      .meta({ description: 'O tipo da pergunta no formulário como está agora (ausente se a pergunta saiu)' }),
    value: answerValueResponseSchema
      .optional()
      .meta({ description: 'A resposta tipada; ausente nas respostas guardadas antes dos valores tipados' }),
  })
  .meta({ id: 'Answer' });
export type Answer = z.output<typeof answerResponseSchema>;

export const commentResponseSchema = z
  .object({ user: z.string().nullable(), comment: z.string(), created: instant, isUser: z.boolean() })
  .meta({ id: 'Comment' });
export type Comment = z.output<typeof commentResponseSchema>;

export const privacyAckResponseSchema = z
  .object({
    at: instant.meta({ description: 'Quando chegou a resposta que trouxe a ciência (ISO 8601)' }),
    text: z.string(),
    policyUrl: z.string(),
  })
  .meta({ id: 'PrivacyAck', description: 'O aviso de que o respondente deu ciência, guardado com a resposta' });
export type PrivacyAck = z.output<typeof privacyAckResponseSchema>;

export const privacyNoticeResponseSchema = z
  .object({ text: z.string(), policyUrl: z.string(), ackRequired: z.boolean() })
  .meta({ id: 'PrivacyNotice', description: 'O aviso de privacidade como o respondente o vê' });
export type PrivacyNotice = z.output<typeof privacyNoticeResponseSchema>;

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
    privacyAck: privacyAckResponseSchema
      .nullable()
      .meta({ description: 'O aviso de que o respondente deu ciência, quando a empresa a exigia; senão null' }),
    hidden: hiddenResponseSchema.optional(),
  })
  .meta({ id: 'Submission' });
export type Submission = z.output<typeof submissionResponseSchema>;

export const submissionPageResponseSchema = pageSchemaOf(submissionResponseSchema)
  .extend({
    asOf: instant.meta({
      description:
        'O momento de onde as páginas são contadas (ISO 8601): devolvido em `asOf`, mantém as páginas seguintes paradas',
    }),
  })
  .meta({ id: 'SubmissionPage' });
export type SubmissionPage = z.output<typeof submissionPageResponseSchema>;

export const templateCategoryResponseSchema = z.object({ id, name: z.string() }).meta({ id: 'TemplateCategory' });
export type TemplateCategory = z.output<typeof templateCategoryResponseSchema>;

export const templateResponseSchema = z
  .object({
    id,
    title: z.string(),
    category: templateCategoryResponseSchema,
    questions: z.array(questionResponseSchema),
  })
  .meta({ id: 'Template' });
export type Template = z.output<typeof templateResponseSchema>;

export const publicFormResponseSchema = z
  .object({
    id,
    title: z.string(),
    anonymous: z.boolean(),
    questions: z.array(questionResponseSchema),
    hiddenFields: z
      .array(z.string())
      .optional()
      .meta({ description: 'Os campos ocultos a ler da query string da página; ausente: nenhum' }),
    description: z.string().optional().meta({ description: 'Descrição ou texto de boas-vindas; ausente: nenhuma' }),
    company: z.object({
      name: z.string(),
      color: z.string(),
      logo: z.string().nullable(),
      privacy: privacyNoticeResponseSchema
        .nullable()
        .optional()
        .meta({ description: 'O aviso de privacidade da tela de boas-vindas; ausente ou null: nenhum' }),
    }),
    ending: formEndingResponseSchema.optional(),
    honeypot: z.boolean().optional(),
    resumeLater: z
      .boolean()
      .optional()
      .meta({ description: "'Continuar depois' disponível (a empresa envia e-mails); ausente: não" }),
    altcha: z
      .boolean()
      .optional()
      .meta({ description: 'Envie com a resposta a solução do desafio ALTCHA (`altcha`); ausente: não pede' }),
  })
  .meta({ id: 'PublicForm', description: 'O que o respondente recebe para preencher: nenhum dado da equipe' });
export type PublicForm = z.output<typeof publicFormResponseSchema>;

/** GET /api/public/forms/:id/altcha: an ALTCHA challenge (docs/forms-and-templates.md#robots), as the widget reads it. */
export const altchaChallengeResponseSchema = z
  .object({
    parameters: z
      .record(z.string(), z.unknown())
      .meta({ description: 'Algoritmo, custo, nonce, salt, prefixo e validade (segundos) do desafio' }),
    signature: z.string().meta({ description: 'HMAC do servidor sobre os parâmetros' }),
  })
  .meta({ id: 'AltchaChallenge' });

export const authSessionResponseSchema = z
  .object({ token: z.string().meta({ description: 'Token de acesso (JWT)' }), user: userResponseSchema })
  .meta({ id: 'AuthSession' });
export type AuthSession = z.output<typeof authSessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const uploadedFileResponseSchema = z
  .object({
    id,
    url: z.string().meta({ description: 'Endereço absoluto para baixar: `${PUBLIC_URL}/files/<id>/<nome>`' }),
    name: z.string(),
    size: int(),
    variants: z
      .array(z.object({ width: int(), url: z.string() }))
      .optional()
      .meta({ description: 'Cópias WEBP menores de um logotipo ou imagem de opção (só envios da equipe)' }),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.output<typeof uploadedFileResponseSchema>;

export const submissionCreatedResponseSchema = z.object({ id }).meta({ id: 'SubmissionCreated' });
export type SubmissionCreated = z.output<typeof submissionCreatedResponseSchema>;

export const publicCommentResponseSchema = z
  .object({ comment: z.string(), created: instant, isUser: z.boolean() })
  .meta({ id: 'PublicComment', description: 'Um comentário como a visão pública o mostra: sem ids da equipe' });
export type PublicComment = z.output<typeof publicCommentResponseSchema>;

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
    answers: z
      .array(
        z.object({
          question: z.string(),
          answer: z.string(),
          type: z.enum(questionTypes).optional(),
          value: answerValueResponseSchema.optional(),
        }),
      )
      .meta({ description: '`type` é o tipo da pergunta no formulário como está agora, quando ela ainda existe' }),
    hidden: hiddenResponseSchema.optional(),
    comments: z.array(publicCommentResponseSchema),
  })
  .meta({ id: 'PublicSubmission', description: 'O que o link do respondente mostra, sem dados da equipe' });
export type PublicSubmission = z.output<typeof publicSubmissionResponseSchema>;

export const optionInsightResponseSchema = z
  .object({
    text: z.string(),
    count: int(),
    percent: z.number().meta({
      description: 'Das respostas que responderam a pergunta, com uma casa decimal (MULTIPLE pode somar mais de 100)',
    }),
  })
  .meta({ id: 'OptionInsight', description: 'Uma opção nos indicadores: as respostas que a escolheram' });
export type OptionInsight = z.output<typeof optionInsightResponseSchema>;

export const answerSampleResponseSchema = z.object({ submissionId: id, answer: z.string(), created: instant }).meta({
  id: 'AnswerSample',
  description: 'Uma resposta de texto ou arquivo nos indicadores, as mais novas primeiro',
});
export type AnswerSample = z.output<typeof answerSampleResponseSchema>;

export const questionInsightResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(questionTypes),
    answered: int().meta({ description: 'Respostas no período que responderam a pergunta' }),
    options: z.array(optionInsightResponseSchema).optional().meta({ description: 'SINGLE, MULTIPLE e DROPDOWN' }),
    latest: z
      .array(answerSampleResponseSchema)
      .optional()
      .meta({ description: 'STRING, TEXT, EMAIL, PHONE, DOCUMENT, FILE e SIGNATURE: as últimas respostas' }),
    unanswered: int()
      .optional()
      .meta({ description: "Perguntas opcionais: respostas no período que a deixaram vazia ('sem resposta')" }),
    nps: z
      .object({ score: z.number().nullable(), detractors: int(), passives: int(), promoters: int() })
      .optional()
      .meta({
        description:
          'NPS: a nota (promotores menos detratores, em %, uma casa decimal; null sem resposta) e os três grupos',
      }),
    stats: z
      .object({
        average: z.number().nullable(),
        median: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
      })
      .optional()
      .meta({
        description:
          'RATING, SCALE, NPS, NUMBER: média e mediana (duas casas decimais), mínimo e máximo; null sem resposta',
      }),
    distribution: z
      .array(z.object({ value: z.number(), count: int() }))
      .optional()
      .meta({ description: 'RATING, SCALE e NPS: respostas por nota, toda nota da escala (zeros também), da menor' }),
    histogram: z
      .array(z.object({ from: z.number(), to: z.number(), count: int() }))
      .optional()
      .meta({ description: 'NUMBER: respostas por faixa `[from, to)` (a última inclui `to`), da menor' }),
    perDay: z
      .array(z.object({ day: z.string(), count: int() }))
      .optional()
      .meta({ description: 'DATE: respostas por dia respondido (AAAA-MM-DD), em ordem, sem os dias vazios' }),
    perMonth: z
      .array(z.object({ month: z.string(), count: int() }))
      .optional()
      .meta({ description: 'DATE: respostas por mês (AAAA-MM), em ordem, sem os meses vazios' }),
    rows: z
      .array(z.object({ row: z.string(), columns: z.array(optionInsightResponseSchema) }))
      .optional()
      .meta({ description: 'MATRIX: para cada linha, a contagem e o percentual de cada coluna' }),
    ranking: z
      .array(z.object({ text: z.string(), averagePosition: z.number().nullable() }))
      .optional()
      .meta({
        description: 'RANKING: a posição média de cada opção (1 = primeira), a melhor primeiro; null sem resposta',
      }),
  })
  .meta({ id: 'QuestionInsight' });
export type QuestionInsight = z.output<typeof questionInsightResponseSchema>;

export const funnelStepResponseSchema = z
  .object({
    step: z.string(),
    title: z.string(),
    reached: int().meta({
      description:
        "Visitas que chegaram à etapa ou passaram por ela ('sent': respostas guardadas): a sua contagem, ou a de uma etapa seguinte quando maior, para nenhuma etapa passar da anterior",
    }),
    views: int().meta({ description: "Páginas de respondentes que mostraram a etapa (0 em 'sent')" }),
    skipped: int().meta({
      description: 'Respostas que um salto levou além da etapa (pergunta obrigatória sem resposta delas)',
    }),
  })
  .meta({
    id: 'FunnelStep',
    description: "Uma etapa do funil de abandono: as boas-vindas, cada pergunta e então 'sent'",
  });
export type FunnelStep = z.output<typeof funnelStepResponseSchema>;

export const formInsightsResponseSchema = z
  .object({
    form: z.object({ id, title: z.string() }),
    from: z.string().nullable(),
    to: z.string().nullable(),
    total: int(),
    perDay: z
      .array(z.object({ day: z.string(), count: int() }))
      .meta({ description: 'Todo dia do período (desde a primeira resposta quando `from` é null), zeros também' }),
    questions: z.array(questionInsightResponseSchema),
    funnel: z.array(funnelStepResponseSchema),
  })
  .meta({
    id: 'FormInsights',
    description: 'Os indicadores de um formulário entre `from` e `to` (dias no horário de Brasília, inclusive)',
  });
export type FormInsights = z.output<typeof formInsightsResponseSchema>;

export const apiKeyResponseSchema = z
  .object({
    id,
    companyId: id,
    name: z.string(),
    prefix: z.string().meta({ description: 'Os primeiros caracteres da chave (ex.: `fbk_AbCd1234`)' }),
    scopes: z.array(z.enum(apiKeyScopes)),
    createdAt: instant,
    createdBy: z.object({ id, name: z.string() }).nullable(),
    lastUsedAt: instant.nullable(),
    revokedAt: instant.nullable(),
  })
  .meta({
    id: 'ApiKey',
    description: 'Uma chave como listada: nunca o segredo, só os primeiros caracteres para reconhecê-la',
  });
export type ApiKey = z.output<typeof apiKeyResponseSchema>;

export const createdApiKeyResponseSchema = apiKeyResponseSchema
  .extend({ key: z.string().meta({ description: 'A chave inteira (fbk_...), mostrada só nesta resposta' }) })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.output<typeof createdApiKeyResponseSchema>;

export const auditEntryResponseSchema = z
  .object({
    id,
    at: instant,
    action: z.string(),
    actorKind: z.enum(['user', 'system', 'api_key']),
    actorId: z.string().nullable(),
    actorName: z.string().nullable().meta({
      description: 'O nome atual de quem agiu (o da chave de API); null para o sistema ou quem foi excluído depois',
    }),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    targetType: z
      .enum(['form', 'user', 'invitation', 'company', 'template', 'category', 'submission', 'webhook', 'api_key'])
      .nullable(),
    targetId: z.string().nullable(),
    targetLabel: z.string().nullable().meta({ description: 'O título ou nome atual do alvo, quando ainda existe' }),
    changes: z.array(z.string()).meta({ description: 'Os nomes dos campos alterados (nunca os valores)' }),
    via: z.string().nullable().meta({ description: "Respostas excluídas: 'answer', 'person' ou 'retention'" }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.output<typeof auditEntryResponseSchema>;

const dataSubjectAnswerShape = {
  id,
  created: instant,
  form: z.object({ id, title: z.string() }),
  name: z.string(),
  document: z.string(),
  email: z.string(),
};

/** Answers kept for a 'Continuar depois' link: personal data, never an answer sent (docs/privacy.md). */
const dataSubjectPartialShape = {
  id,
  created: instant,
  expiresAt: instant,
  form: z.object({ id, title: z.string() }),
  name: z.string(),
  document: z.string(),
  email: z.string(),
};

export const dataSubjectAnswersResponseSchema = z
  .object({
    items: z.array(z.object(dataSubjectAnswerShape)),
    partials: z.array(z.object(dataSubjectPartialShape)).optional().meta({
      description: "Respostas em andamento ('Continuar depois'), guardadas até o envio ou a validade do link",
    }),
  })
  .meta({ id: 'DataSubjectAnswers' });
export type DataSubjectAnswers = z.output<typeof dataSubjectAnswersResponseSchema>;
/** One answer of the person, as the search lists it. */
export type DataSubjectAnswer = DataSubjectAnswers['items'][number];
/** Answers kept for a 'Continuar depois' link, as the search lists them. */
export type DataSubjectPartial = NonNullable<DataSubjectAnswers['partials']>[number];

export const dataSubjectExportResponseSchema = z
  .object({
    generatedAt: instant,
    company: z.object({ id, name: z.string() }),
    answers: z.array(
      z.object({
        ...dataSubjectAnswerShape,
        phone: z.string(),
        answers: z.array(answerResponseSchema),
        files: z
          .array(z.string())
          .meta({ description: 'Os arquivos enviados a que as respostas levam (URLs absolutas)' }),
        comments: z.array(z.object({ comment: z.string(), created: instant, isUser: z.boolean() })),
        privacyAck: privacyAckResponseSchema.nullable(),
      }),
    ),
    partials: z
      .array(
        z.object({
          ...dataSubjectPartialShape,
          phone: z.string(),
          answers: z.record(z.string(), z.unknown()).meta({ description: 'As respostas até aqui, por pergunta' }),
        }),
      )
      .optional(),
  })
  .meta({ id: 'DataSubjectExport', description: 'Tudo o que a empresa guarda sobre a pessoa' });
export type DataSubjectExport = z.output<typeof dataSubjectExportResponseSchema>;

export const dataSubjectDeletedResponseSchema = z
  .object({
    deleted: int(),
    files: int(),
    partials: int().optional().meta({ description: "Respostas em andamento ('Continuar depois') excluídas" }),
  })
  .meta({ id: 'DataSubjectDeleted', description: 'Quantas respostas e quantos arquivos foram excluídos' });
export type DataSubjectDeleted = z.output<typeof dataSubjectDeletedResponseSchema>;

export const submissionsDeletedResponseSchema = z
  .object({ deleted: int() })
  .meta({ id: 'SubmissionsDeleted', description: 'Quantas das respostas selecionadas foram excluídas' });
export type SubmissionsDeleted = z.output<typeof submissionsDeletedResponseSchema>;

export const webhookEndpointResponseSchema = z
  .object({
    id,
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    formIds: z.array(z.string()),
    enabled: z.boolean(),
    consecutiveFailures: int(),
    disabledReason: z
      .string()
      .nullable()
      .meta({ description: 'Por que o servidor o desligou; null quando ligado ou desligado por uma pessoa' }),
    previousSecretUntil: instant
      .nullable()
      .meta({ description: 'Até quando o segredo anterior à última troca ainda assina; null quando não há' }),
    created: instant,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.output<typeof webhookEndpointResponseSchema>;

export const webhookEndpointWithSecretResponseSchema = webhookEndpointResponseSchema
  .extend({ secret: z.string().meta({ description: 'O segredo de assinatura, mostrado só nesta resposta' }) })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.output<typeof webhookEndpointWithSecretResponseSchema>;

export const webhookAttemptResponseSchema = z
  .object({
    at: instant,
    status: int().nullable().meta({
      description: 'Status HTTP; null quando não veio resposta (tempo esgotado, endereço recusado, erro de conexão)',
    }),
    latencyMs: z.number(),
    snippet: z.string().meta({ description: 'O começo da resposta, ou o que deu errado (limitado)' }),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.output<typeof webhookAttemptResponseSchema>;

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
export type WebhookDelivery = z.output<typeof webhookDeliveryResponseSchema>;

export const webhookReplayResultResponseSchema = z.object({ queued: int() }).meta({ id: 'WebhookReplayResult' });
export type WebhookReplayResult = z.output<typeof webhookReplayResultResponseSchema>;

/** GET /api/health and its /live, /ready: 'ok', or on a 503 the reason or the instance's phase. */
export const healthResponseSchema = z.object({ status: z.string() }).meta({ id: 'Health' });

/** The page schema for items also used elsewhere, each named for the document. */
export const companyPageResponseSchema = pageSchemaOf(companyResponseSchema).meta({ id: 'CompanyPage' });
export const userPageResponseSchema = pageSchemaOf(userResponseSchema).meta({ id: 'UserPage' });
export const formPageResponseSchema = pageSchemaOf(formResponseSchema).meta({ id: 'FormPage' });
export const templatePageResponseSchema = pageSchemaOf(templateResponseSchema).meta({ id: 'TemplatePage' });
export const templateCategoryPageResponseSchema = pageSchemaOf(templateCategoryResponseSchema).meta({
  id: 'TemplateCategoryPage',
});
export const auditEntryPageResponseSchema = pageSchemaOf(auditEntryResponseSchema).meta({ id: 'AuditEntryPage' });
export const webhookEndpointPageResponseSchema = pageSchemaOf(webhookEndpointResponseSchema).meta({
  id: 'WebhookEndpointPage',
});
export const webhookDeliveryPageResponseSchema = pageSchemaOf(webhookDeliveryResponseSchema).meta({
  id: 'WebhookDeliveryPage',
});
export const answerSamplePageResponseSchema = pageSchemaOf(answerSampleResponseSchema).meta({
  id: 'AnswerSamplePage',
});
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

export const resumeSavedResponseSchema = z
  .object({
    token: z.string().meta({
      description: 'O segredo do link, para a página que o pediu: enviado com a resposta, encerra o link',
    }),
    expiresAt: instant.meta({ description: 'Até quando o link enviado por e-mail vale' }),
  })
  .meta({ id: 'ResumeSaved' });
export type ResumeSaved = z.output<typeof resumeSavedResponseSchema>;

export const resumeOpenedResponseSchema = z
  .object({ email: z.string(), expiresAt: instant, draft: resumeDraftSchema })
  .meta({ id: 'ResumeOpened', description: 'As respostas até aqui, para continuar' });
export type ResumeOpened = z.output<typeof resumeOpenedResponseSchema>;
// ---- notifications (notifications.ts): Minha conta's choices and a MANAGER's notification log ----

export const channelStateSchema = z.object({
  /** The company allows it and the server has a provider for it. */
  available: z.boolean(),
  /** The user chose it. */
  enabled: z.boolean(),
  /** The current phone was confirmed on this channel. */
  confirmed: z.boolean(),
});
export type ChannelState = z.output<typeof channelStateSchema>;

export const notificationPreferencesSchema = z
  .object({
    /** E-mail: whether the company allows it, and the user's choice. */
    emailAvailable: z.boolean(),
    email: z.boolean(),
    phone: z.string().nullable().meta({ description: 'O celular em E.164 (+55...), ou null' }),
    whatsapp: channelStateSchema,
    sms: channelStateSchema,
    quietHours: z
      .object({ start: int(), end: int() })
      .nullable()
      .meta({ description: 'Horário de silêncio, horas de Brasília (início incluído, fim não)' }),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** One message of the log: who it was for, on what, its status and times; never the number or the text. */
export const channelMessageResponseSchema = z
  .object({
    id,
    channel: z.enum(MESSAGE_CHANNELS),
    kind: z.enum(CHANNEL_MESSAGE_KINDS),
    status: z.enum(CHANNEL_MESSAGE_STATUSES),
    userName: z.string().nullable().meta({ description: 'Para quem (null quando o usuário já foi excluído)' }),
    created: instant,
    updated: instant,
  })
  .meta({ id: 'ChannelMessage' });
export type ChannelMessageEntry = z.output<typeof channelMessageResponseSchema>;
export const channelMessagePageResponseSchema = pageSchemaOf(channelMessageResponseSchema).meta({
  id: 'ChannelMessagePage',
});
// ---- invitations (invitations.ts) ----

export const invitationResponseSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    role: z.enum(['MANAGER', 'USER']),
    roleLabel: z.string(),
    companyId: id,
    invitedBy: userRefResponseSchema.nullable().meta({ description: 'Quem convidou (null: usuário excluído)' }),
    createdAt: instant,
    sentAt: instant.meta({ description: 'Último envio do e-mail' }),
    expiresAt: instant.meta({ description: 'Depois disso o link não vale; reenviar gera um novo link' }),
    expired: z.boolean(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.output<typeof invitationResponseSchema>;

export const invitationListResponseSchema = z
  .object({ items: z.array(invitationResponseSchema) })
  .meta({ id: 'InvitationList' });

/** What the invitation page shows before the password is typed: whose invitation, to which company. */
export const invitationPreviewResponseSchema = z
  .object({ name: z.string(), email: z.string(), companyName: z.string() })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.output<typeof invitationPreviewResponseSchema>;
