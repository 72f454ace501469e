// Company form and API bodies (docs/product.md#entities, #validation, #roles): an ADMIN sets everything, a MANAGER only
// its own company's name, colour and logo, its privacy notice, how long answers are kept and which
// sites may embed its forms.
import { z } from 'zod';
import { safeString } from './text';
import { hexColorSchema } from './format-schemas';
import { messages } from './messages';
import { privacyFieldsSchema, privacySettingsProblems } from './privacy';
import { embedOriginsSchema } from './embed';

export const DEFAULT_COMPANY_COLOR = '#1677FF';
export const COMPANY_NAME_MAX = 120;
/** Far above any plan, and inside the database's integer. */
export const PLAN_LIMIT_MAX = 1_000_000;

export const companyMessages = {
  limitTooHigh: `Deve ser no máximo ${PLAN_LIMIT_MAX}`,
} as const;

const nameSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(COMPANY_NAME_MAX, messages.maxLength(COMPANY_NAME_MAX));

/** formsLimit and usersLimit: integers of at least 1 ('Deve ser maior que 0'). */
const planLimitSchema = z
  .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.greaterThanZero) })
  .int(messages.greaterThanZero)
  .min(1, messages.greaterThanZero)
  .max(PLAN_LIMIT_MAX, companyMessages.limitTooHigh);

const flagSchema = z.boolean({ error: messages.invalidRequest });

/**
 * The monthly cap of WhatsApp and SMS messages (docs/notifications.md#the-monthly-cap): an integer of
 * 0 or more, or null for none (the default, as before the cap existed).
 */
const messagesLimitSchema = z
  .number({ error: messages.greaterThanZero })
  .int(messages.greaterThanZero)
  .min(0, messages.greaterThanZero)
  .max(PLAN_LIMIT_MAX, companyMessages.limitTooHigh)
  .nullable();

/** `POST /api/companies` (the logo, when sent, is the multipart file `logo`). */
export const companyCreateSchema = z.object({
  name: nameSchema,
  formsLimit: planLimitSchema,
  usersLimit: planLimitSchema,
  allowEmail: flagSchema.default(false),
  allowSMS: flagSchema.default(false),
  allowWhatsapp: flagSchema.default(false),
  messagesLimit: messagesLimitSchema.optional(),
  color: hexColorSchema.default(DEFAULT_COMPANY_COLOR),
  ...privacyFieldsSchema,
  /** Sites allowed to frame the company's public forms (docs/forms-and-templates.md#embedding). */
  embedOrigins: embedOriginsSchema.optional(),
});
export type CompanyCreateInput = z.infer<typeof companyCreateSchema>;

/** The company form: the create rules, and no acknowledgement required of an empty privacy notice. */
export const companyFormSchema = companyCreateSchema.superRefine((value, ctx) => {
  const problems = privacySettingsProblems({
    privacyNotice: value.privacyNotice ?? '',
    privacyPolicyUrl: value.privacyPolicyUrl ?? '',
    privacyAckRequired: value.privacyAckRequired ?? false,
  });
  for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [path], message });
});

/** `PATCH /api/companies/:id` by an ADMIN: any subset; `logo: null` removes the logo. */
export const companyUpdateSchema = z.object({
  name: nameSchema.optional(),
  formsLimit: planLimitSchema.optional(),
  usersLimit: planLimitSchema.optional(),
  allowEmail: flagSchema.optional(),
  allowSMS: flagSchema.optional(),
  allowWhatsapp: flagSchema.optional(),
  messagesLimit: messagesLimitSchema.optional(),
  color: hexColorSchema.optional(),
  logo: z.null().optional(),
  ...privacyFieldsSchema,
  embedOrigins: embedOriginsSchema.optional(),
});
export type CompanyUpdateInput = z.infer<typeof companyUpdateSchema>;

/**
 * `PATCH /api/companies/:id` by a MANAGER (docs/product.md#roles): limits and notification flags are not
 * theirs to change, so they are dropped like any other unknown key; the privacy notice is theirs.
 */
export const companyManagerUpdateSchema = companyUpdateSchema.pick({
  name: true,
  color: true,
  logo: true,
  privacyNotice: true,
  privacyPolicyUrl: true,
  privacyAckRequired: true,
  retentionDays: true,
  embedOrigins: true,
});
