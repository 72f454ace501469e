// The rights of the people who answer (LGPD, docs/privacy.md): staff find every answer of one
// person in their company by CPF/CNPJ or e-mail, export all of it, or delete all of it.
import { z } from 'zod';
import type { Answer, Comment } from './entities';
import type { PrivacyAck } from './privacy';
import { isDocument } from './formats';
import { messages } from './messages';
import { documentKey } from './search';
import { safeString } from './text';

export const dataSubjectMessages = {
  oneKey: 'Informe o CPF/CNPJ ou o e-mail do titular.',
  companyRequired: 'Informe a empresa.',
  invalidDocument: messages.invalidDocument,
  invalidEmail: messages.invalidEmail,
  answerDeleted: 'Resposta excluída.',
  answerDeleteConfirm: 'Excluir esta resposta?',
  answerDeleteWarning:
    'A resposta, seus arquivos enviados e os comentários serão apagados para sempre. Essa ação não poderá ser desfeita.',
  personDeleteConfirm: (count: number) =>
    count === 1 ? 'Excluir a resposta deste titular?' : `Excluir as ${count} respostas deste titular?`,
  personDeleteWarning:
    'Todas as respostas listadas, seus arquivos enviados e comentários serão apagados para sempre. Essa ação não poderá ser desfeita.',
  deleted: (count: number) =>
    count === 1 ? '1 resposta do titular foi excluída.' : `${count} respostas do titular foram excluídas.`,
} as const;

/**
 * `GET /api/privacy/people?document=...` or `?email=...` (and `companyId` for an ADMIN): exactly one
 * of document and e-mail. The document may be typed with or without its mask; it is answered as its
 * search key (contracts documentKey), the e-mail lower-cased.
 */
export const dataSubjectQuerySchema = z
  .object({
    document: safeString().trim().max(30).optional(),
    email: safeString().trim().max(254).optional(),
    companyId: safeString().trim().max(64).optional(),
  })
  .transform((value, ctx) => {
    const document = value.document ?? '';
    const email = value.email ?? '';
    if ((document === '') === (email === '')) {
      ctx.addIssue({ code: 'custom', path: ['document'], message: dataSubjectMessages.oneKey });
      return z.NEVER;
    }
    if (document !== '') {
      if (!isDocument(document)) {
        ctx.addIssue({ code: 'custom', path: ['document'], message: dataSubjectMessages.invalidDocument });
        return z.NEVER;
      }
      return { document: documentKey(document), companyId: value.companyId };
    }
    if (!z.email().safeParse(email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: dataSubjectMessages.invalidEmail });
      return z.NEVER;
    }
    return { email: email.toLowerCase(), companyId: value.companyId };
  });
export type DataSubjectQuery = z.infer<typeof dataSubjectQuerySchema>;

/** One answer of the person, as the search lists it. */
export interface DataSubjectAnswer {
  id: string;
  created: string;
  form: { id: string; title: string };
  name: string;
  document: string;
  email: string;
}

export interface DataSubjectAnswers {
  items: DataSubjectAnswer[];
}

/** `GET /api/privacy/people/export`: everything held about the person. */
export interface DataSubjectExport {
  generatedAt: string;
  company: { id: string; name: string };
  answers: (DataSubjectAnswer & {
    phone: string;
    answers: Answer[];
    /** The uploads the answers link to (absolute URLs). */
    files: string[];
    comments: Pick<Comment, 'comment' | 'created' | 'isUser'>[];
    privacyAck: PrivacyAck | null;
  })[];
}

/** `DELETE /api/privacy/people`: how many answers and uploads went. */
export interface DataSubjectDeleted {
  deleted: number;
  files: number;
}
