// A company's privacy notice: a text and/or a link to its privacy policy, shown to respondents on the
// welcome step, and optionally an acknowledgement the respondent must give before sending (stored
// with the answer). Rules shared by the company form, the respondent page and the API.
import { z } from 'zod';
import { messages } from './messages';
import { isHttpUrl, safeString } from './text';
import type { PrivacyNotice } from './responses';

export const PRIVACY_NOTICE_MAX = 2000;
export const PRIVACY_POLICY_URL_MAX = 500;
/** The longest retention a company may set (about 30 years). */
export const RETENTION_DAYS_MAX = 11_000;

export const privacyMessages = {
  invalidPolicyUrl: 'Informe um endereço que comece com http:// ou https://',
  ackNeedsNotice: 'Escreva o aviso ou informe o link da política para exigir a confirmação.',
  ackMissing: 'Confirme que leu o aviso de privacidade para enviar suas respostas.',
  retentionDays: `Informe um número inteiro de dias entre 1 e ${RETENTION_DAYS_MAX}, ou deixe em branco para guardar sempre.`,
} as const;

/** What the respondent's welcome step shows. */
export const privacyText = {
  title: 'Aviso de privacidade',
  policyLink: 'Política de privacidade',
  ack: 'Li e estou ciente do aviso de privacidade.',
} as const;

/** Company fields of the notice; each may be left out, '' meaning none. */
export const privacyFieldsSchema = {
  privacyNotice: safeString({ error: messages.invalidRequest })
    .trim()
    .max(PRIVACY_NOTICE_MAX, messages.maxLength(PRIVACY_NOTICE_MAX))
    .optional(),
  privacyPolicyUrl: safeString({ error: messages.invalidRequest })
    .trim()
    .max(PRIVACY_POLICY_URL_MAX, messages.maxLength(PRIVACY_POLICY_URL_MAX))
    .refine((value) => value === '' || isHttpUrl(value), privacyMessages.invalidPolicyUrl)
    .optional(),
  privacyAckRequired: z.boolean({ error: messages.invalidRequest }).optional(),
  /** Answers older than this many days are deleted; null keeps them (docs/privacy.md). */
  retentionDays: z
    .number({ error: privacyMessages.retentionDays })
    .int(privacyMessages.retentionDays)
    .min(1, privacyMessages.retentionDays)
    .max(RETENTION_DAYS_MAX, privacyMessages.retentionDays)
    .nullable()
    .optional(),
};

export interface PrivacySettings {
  privacyNotice: string;
  privacyPolicyUrl: string;
  privacyAckRequired: boolean;
}

export function privacyNoticeOf(settings: PrivacySettings): PrivacyNotice | null {
  if (settings.privacyNotice === '' && settings.privacyPolicyUrl === '') return null;
  return {
    text: settings.privacyNotice,
    policyUrl: settings.privacyPolicyUrl,
    ackRequired: settings.privacyAckRequired,
  };
}

/** Requiring an acknowledgement needs something to acknowledge: field errors, empty when fine. */
export function privacySettingsProblems(settings: PrivacySettings): Record<string, string> {
  return settings.privacyAckRequired && privacyNoticeOf(settings) === null
    ? { privacyAckRequired: privacyMessages.ackNeedsNotice }
    : {};
}
