// 'Continuar depois' (docs/forms-and-templates.md#continue-later): a respondent who stops half-way gets
// a link by e-mail that restores the answers so far on any device, for RESUME_LINK_DAYS days. The link
// is the secret (a long random token the server keeps only hashed); it dies once the answer is sent.
// The link and its token are in resume-link.ts, without schemas, so the respondent's page builds
// none of these.
import { z } from 'zod';
import { messages } from './messages';
import { RESUME_LINK_DAYS } from './resume-link';
import { SUBMISSION_LIMITS } from './submissions';
import { safeString } from './text';

/** What the API answers about 'Continuar depois' (the page's own labels are mf-respondent's). */
export const resumeMessages = {
  mailOff: 'Esta empresa não envia e-mails: continue neste aparelho, suas respostas ficam salvas nele.',
  wrongLink: 'Este link para continuar não existe ou já foi usado.',
  expiredLink: `Este link para continuar expirou (ele vale por ${RESUME_LINK_DAYS} dias).`,
  mailSubject: (formTitle: string) => `Continue seu formulário: ${formTitle}`,
} as const;

const text = (max: number) => safeString().max(max, messages.maxLength(max));

/** One answer as the wizard keeps it: a text, a list of choices, or nothing. */
const draftAnswerSchema = z.union([
  text(SUBMISSION_LIMITS.answer),
  z.array(text(SUBMISSION_LIMITS.choice)).max(SUBMISSION_LIMITS.choices, messages.invalidRequest),
  z.null(),
]);

/** The answers so far, as the respondent's page keeps them in its draft. */
export const resumeDraftSchema = z.object({
  identity: z.object({
    name: text(SUBMISSION_LIMITS.name),
    document: text(SUBMISSION_LIMITS.document),
    email: text(SUBMISSION_LIMITS.email),
    phone: text(SUBMISSION_LIMITS.phone),
  }),
  answers: z
    .record(text(SUBMISSION_LIMITS.questionId), draftAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= SUBMISSION_LIMITS.answers, messages.invalidRequest),
  history: z.array(z.number().int().min(0).max(10_000)).max(SUBMISSION_LIMITS.answers, messages.invalidRequest),
  privacyAck: z.boolean(),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

const tokenSchema = safeString({ error: resumeMessages.wrongLink })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, resumeMessages.wrongLink);

/** `POST /api/public/forms/:formId/resume`: where to mail the link, the answers so far, and the link it replaces. */
export const resumeSaveSchema = z.object({
  email: safeString({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(SUBMISSION_LIMITS.email, messages.maxLength(SUBMISSION_LIMITS.email))
    .refine((value) => z.email().safeParse(value).success, messages.invalidEmail)
    .transform((value) => value.toLowerCase()),
  draft: resumeDraftSchema,
  /** The link this page got earlier for the same answers: it stops working, one link at a time. */
  replaces: tokenSchema.optional(),
});
export type ResumeSaveInput = z.infer<typeof resumeSaveSchema>;

/** `POST /api/public/forms/:formId/resume/open`: the token read from the link's fragment. */
export const resumeOpenSchema = z.object({ token: tokenSchema });
export type ResumeOpenInput = z.infer<typeof resumeOpenSchema>;
