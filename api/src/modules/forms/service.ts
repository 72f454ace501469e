import { messages, type PublicForm } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { fileUrl } from '../files/urls';
import * as repo from './repo';

export function createFormsService(db: Db) {
  return {
    /** The form a respondent fills (SPEC section 4): only ACTIVE forms, and no staff data. */
    async getPublic(id: string): Promise<PublicForm> {
      const row = await repo.findFormWithCompany(db, id);
      if (!row) throw notFound();
      const { form, company, logoName } = row;
      if (form.status !== 'ACTIVE') throw conflict(messages.formNotActive);
      return {
        id: form.id,
        title: form.title,
        anonymous: form.anonymous,
        questions: form.questions,
        company: {
          name: company.name,
          color: company.color,
          logo: company.logoFileId && logoName ? fileUrl(company.logoFileId, logoName) : null,
        },
      };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
