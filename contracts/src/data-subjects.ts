// The rights of the people who answer (LGPD, docs/privacy.md): staff find every answer of one
// person in their company by CPF/CNPJ or e-mail, export all of it, or delete all of it.
import { z } from 'zod';
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
  /** Deleting the answers selected in a form's table view. */
  answersDeleteConfirm: (count: number) =>
    count === 1 ? 'Excluir a resposta selecionada?' : `Excluir as ${count} respostas selecionadas?`,
  answersDeleteWarning:
    'As respostas selecionadas, seus arquivos enviados e os comentários serão apagados para sempre. Essa ação não poderá ser desfeita.',
  answersDeleted: (count: number) => (count === 1 ? '1 resposta excluída.' : `${count} respostas excluídas.`),
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
