// 'Continuar depois' (docs/forms-and-templates.md#continue-later): the respondent's answers so far,
// kept on the server for RESUME_LINK_DAYS behind a link mailed to them. The link is the secret: 32
// random bytes, kept only as their SHA-256, so a copy of the database opens no draft. One link per
// draft (saving again replaces the previous one), dead once the answer is sent (answering.ts deletes
// it in the transaction that stores the answer), deleted when it expires (the retention job) or with
// the person's data. Logs name neither the address nor the token (the mailer masks the address).
import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  documentKey,
  formatDocument,
  messages,
  RESUME_LINK_DAYS,
  resumeLink,
  resumeMessages,
  type ResumeOpened,
  type ResumeOpenInput,
  type ResumeSaved,
  type ResumeSaveInput,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, forms, resumeLinks } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { refuseOutsideSchedule } from './answer-window';

export const RESUME_LINK_MS = RESUME_LINK_DAYS * 86_400_000;

export const resumeTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Deletes the link (and the answers kept for it) once its answer is stored; in that transaction. */
export async function deleteResumeLink(tx: Db | Tx, formId: string, token: string): Promise<void> {
  await tx
    .delete(resumeLinks)
    .where(and(eq(resumeLinks.formId, formId), eq(resumeLinks.tokenHash, resumeTokenHash(token))));
}

export function resumeMail(values: { formTitle: string; companyName: string; link: string; expiresAt: Date }) {
  const until = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(values.expiresAt);
  return {
    subject: resumeMessages.mailSubject(values.formTitle),
    text: [
      `Você começou a responder o formulário "${values.formTitle}" de ${values.companyName}.`,
      '',
      `Para continuar de onde parou, em qualquer aparelho, abra este link até ${until}:`,
      values.link,
      '',
      'Quem tiver este link pode ver e continuar suas respostas: não o repasse. Ele deixa de valer quando a resposta for enviada.',
    ].join('\n'),
  };
}

export interface ResumeDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export function createResumeService({ db, mailer, publicUrl }: ResumeDeps) {
  return {
    /** Keeps the answers so far and mails the link; only for a form open to answers, of a company that allows e-mail. */
    async save(formId: string, input: ResumeSaveInput, now = new Date()): Promise<ResumeSaved> {
      const [form] = await db
        .select({
          title: forms.title,
          status: forms.status,
          companyId: forms.companyId,
          anonymous: forms.anonymous,
          opensAt: forms.opensAt,
          closesAt: forms.closesAt,
          maxAnswers: forms.maxAnswers,
          closedMessage: forms.closedMessage,
          companyName: companies.name,
          allowEmail: companies.allowEmail,
        })
        .from(forms)
        .innerJoin(companies, eq(companies.id, forms.companyId))
        .where(eq(forms.id, formId));
      if (!form) throw notFound();
      if (form.status !== 'ACTIVE') throw conflict(messages.formNotActive);
      refuseOutsideSchedule(form, now);
      if (!form.allowEmail) throw conflict(resumeMessages.mailOff);

      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + RESUME_LINK_MS);
      const identity = form.anonymous ? { name: '', document: '', email: '', phone: '' } : input.draft.identity;
      const draft = { ...input.draft, identity };
      await db.transaction(async (tx) => {
        if (input.replaces) await deleteResumeLink(tx, formId, input.replaces);
        await tx.insert(resumeLinks).values({
          tokenHash: resumeTokenHash(token),
          formId,
          companyId: form.companyId,
          email: input.email,
          name: identity.name.trim(),
          document: identity.document.trim() === '' ? '' : formatDocument(identity.document.trim()),
          documentDigits: documentKey(identity.document),
          phone: identity.phone.trim(),
          draft,
          createdAt: now,
          expiresAt,
        });
      });
      await mailer.send({
        to: input.email,
        ...resumeMail({
          formTitle: form.title,
          companyName: form.companyName,
          link: resumeLink(publicUrl, formId, token),
          expiresAt,
        }),
      });
      // The page that asked keeps the token: sending the answer from there, or saving again, ends the link.
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** The answers kept for the link; 404 for a wrong or used link, 409 once it expired. */
    async open(formId: string, { token }: ResumeOpenInput, now = new Date()): Promise<ResumeOpened> {
      const [row] = await db
        .select({ email: resumeLinks.email, draft: resumeLinks.draft, expiresAt: resumeLinks.expiresAt })
        .from(resumeLinks)
        .where(and(eq(resumeLinks.formId, formId), eq(resumeLinks.tokenHash, resumeTokenHash(token))));
      if (!row) throw notFound(resumeMessages.wrongLink);
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'CONFLICT', resumeMessages.expiredLink);
      return { email: row.email, expiresAt: row.expiresAt.toISOString(), draft: row.draft };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;

/** The retention job's share: links past their date go, with the answers kept for them. */
export async function deleteExpiredResumeLinks(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(resumeLinks).where(lt(resumeLinks.expiresAt, now)).returning({ id: resumeLinks.id });
  return gone.length;
}
