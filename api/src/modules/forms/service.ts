// Forms of a company (docs/product.md#states, #validation, #roles): a MANAGER works on every form of its company, a USER on
// the forms it created; the public read a respondent's browser makes is here too.
import {
  copiedTitle,
  formMessages,
  messages,
  canEditForm,
  validateFormPatch,
  canSeeFormAnswers,
  privacyNoticeOf,
  renewQuestionIds,
  type Form,
  type FormBody,
  type FormPatch,
  type FormsCount,
  type FromTemplateInput,
  type Page,
  type PublicForm,
  type PublicFormName,
  type Question,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import type { PageQuery } from '../../http/pagination';
import type { Logger } from '../../logger';
import {
  actorOf,
  changedFields,
  differingFields,
  entryOf,
  record,
  type AuditActor,
  type AuditTarget,
} from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import { fileUrl } from '../../kernel/file-urls';
import { listPage, searchFilter, titleValues, validatedPatch } from '../question-lists';
import { findTemplate, templateId, templateNotFound } from '../templates';
import type { WebhookOutbox } from '../webhooks';
import { duplicateValues } from './duplicate';
import { lifeColumns, mergedLife, publicLifeOf, refuseUnlessOpen } from './life';
import * as repo from './repo';

export interface FormsServiceOptions {
  /** Where refused accesses to a form of the caller's own company are logged. */
  logger?: Logger;
  /** After a save: the option pictures the questions name are claimed by the company (files module). */
  onQuestionsSaved?: (companyId: string, questions: Question[]) => Promise<void>;
  /** `form.updated` goes out in the transaction of the change (docs/integrations.md). */
  webhooks?: WebhookOutbox;
}

export interface FormListQuery extends PageQuery {
  search?: string;
}

const notifiedUserError = (message: string) => invalid(message, { notifiedUser: message });

/** What a form's audit entries are about. */
const formTarget = (form: { id: string; companyId: string }): AuditTarget => ({
  type: 'form',
  id: form.id,
  companyId: form.companyId,
});

/**
 * What a shared link may say of a form before it is opened (the public page's og: tags): its title and
 * its company's name, for an active or inactive form; undefined when there is no such form.
 */
/**
 * What the public page's HTML says of a form (its og: tags) and which of the company's sites may frame
 * it (docs/forms-and-templates.md#embedding).
 */
export async function findPublicFormName(
  db: Db,
  id: string,
): Promise<(PublicFormName & { embedOrigins: string[] }) | undefined> {
  const row = await repo.findFormWithCompany(db, id);
  return row
    ? { title: row.form.title, companyName: row.company.name, embedOrigins: row.company.embedOrigins ?? [] }
    : undefined;
}

export function createFormsService(db: Db, { logger, onQuestionsSaved, webhooks }: FormsServiceOptions = {}) {
  /** Forms belong to companies; an ADMIN (no company) never reaches here past the routes' guards. */
  function companyOf(caller: AuthContext): string {
    if (!caller.companyId) throw forbidden();
    return caller.companyId;
  }

  /**
   * A form the caller may open and change: another company's form is the same 404 as a missing one;
   * in the caller's own company only its creator or a MANAGER may (docs/product.md#roles), others get 403,
   * which the editor turns into its /403 page. Reading is also open to the form's notified user, who
   * sees its answers (docs/forms-and-templates.md, one rule with the submissions' scope).
   */
  async function loadOwned(caller: AuthContext, id: string, action: 'read' | 'update' | 'delete') {
    const record = await repo.findForm(db, id);
    if (!record || record.form.companyId !== companyOf(caller)) throw notFound();
    const viewer = { id: caller.userId, role: caller.role };
    const form = { createdBy: record.form.createdById, notifiedUser: record.form.notifiedUserId };
    const allowed = action === 'read' ? canSeeFormAnswers(viewer, form) : canEditForm(viewer, form);
    if (!allowed) {
      logger?.warn('access denied', {
        userId: caller.userId,
        companyId: caller.companyId,
        role: caller.role,
        formId: id,
        action,
      });
      throw forbidden();
    }
    return record;
  }

  async function reload(id: string): Promise<Form> {
    const record = await repo.findForm(db, id);
    if (!record) throw notFound();
    return repo.toForm(record);
  }

  /** docs/product.md#roles: a USER may name only itself, a MANAGER any user of its company; none is fine. */
  async function checkNotifiedUser(caller: AuthContext, userId: string | null): Promise<void> {
    if (userId === null) return;
    if (caller.role === 'MANAGER') {
      if (!(await repo.isCompanyUser(db, companyOf(caller), userId))) {
        throw notifiedUserError(formMessages.notifiedUserNotInCompany);
      }
      return;
    }
    if (userId !== caller.userId) throw notifiedUserError(formMessages.notifySelfOnly);
  }

  /** Inserts unless the company is at its formsLimit, checked under a lock on the company row. */
  function insertWithinLimit(values: repo.FormValues, actor: AuditActor): Promise<string> {
    return db.transaction(async (tx) => {
      const formsLimit = await repo.lockFormsLimit(tx, values.companyId);
      if (formsLimit === undefined) throw notFound();
      const count = await repo.countForms(tx, { companyId: values.companyId });
      if (count >= formsLimit) throw conflict(formMessages.formsLimitReached);
      const id = await repo.insertForm(tx, values);
      await record(tx, {
        action: 'form.created',
        companyId: values.companyId,
        ...actor,
        targetType: 'form',
        targetId: id,
        formId: id,
        changes: changedFields({
          title: values.title,
          status: values.status,
          anonymous: values.anonymous,
          questions: values.questions,
          notifiedUser: values.notifiedUserId ?? undefined,
        }),
      });
      return id;
    });
  }

  return {
    /** The stored form the caller may change (404 / 403 as PATCH), for the editor's draft (drafts.ts). */
    loadEditable: (caller: AuthContext, id: string) => loadOwned(caller, id, 'update'),

    /** The form a respondent fills (docs/product.md#states): only ACTIVE forms, and no staff data. */
    async getPublic(id: string): Promise<PublicForm> {
      const row = await repo.findFormWithCompany(db, id);
      if (!row) throw notFound();
      const { form, company, logoName } = row;
      // Its link may still be shared: the page names the form and the company, nothing more.
      if (form.status !== 'ACTIVE') {
        throw conflict(messages.formNotActive, { title: form.title, companyName: company.name });
      }
      refuseUnlessOpen(form, row.answerCount);
      return {
        id: form.id,
        title: form.title,
        anonymous: form.anonymous,
        questions: form.questions,
        ...(form.hiddenFields?.length ? { hiddenFields: form.hiddenFields } : {}),
        ...(form.description ? { description: form.description } : {}),
        company: {
          name: company.name,
          color: company.color,
          logo: company.logoFileId && logoName ? fileUrl(company.logoFileId, logoName) : null,
          privacy: privacyNoticeOf(company),
        },
        ...publicLifeOf(form),
        // 'Continuar depois' mails its link: offered only where the company sends e-mail.
        ...(company.allowEmail ? { resumeLater: true } : {}),
      };
    },

    /** Sorted by title; a MANAGER sees the company's forms, a USER those it created. */
    async list(caller: AuthContext, query: FormListQuery): Promise<Page<Form>> {
      const filter: repo.FormFilter = {
        companyId: companyOf(caller),
        ...(caller.role === 'MANAGER' ? {} : { createdById: caller.userId }),
        ...searchFilter(query),
      };
      return listPage(query, {
        rows: (page) => repo.listForms(db, filter, page),
        count: () => repo.countForms(db, filter),
        item: repo.toForm,
      });
    },

    /** The plan card's numbers: every form of the company against its formsLimit. */
    async count(caller: AuthContext): Promise<FormsCount> {
      const companyId = companyOf(caller);
      const [count, formsLimit] = await Promise.all([
        repo.countForms(db, { companyId }),
        repo.findFormsLimit(db, companyId),
      ]);
      if (formsLimit === undefined) throw notFound();
      return { count, formsLimit };
    },

    async get(caller: AuthContext, id: string): Promise<Form> {
      return repo.toForm(await loadOwned(caller, id, 'read'));
    },

    /** Created by the caller in the caller's company, whatever the body says. */
    async create(caller: AuthContext, body: FormBody): Promise<Form> {
      const companyId = companyOf(caller);
      await checkNotifiedUser(caller, body.notifiedUser);
      const id = await insertWithinLimit(
        {
          ...titleValues(body.title),
          status: body.status,
          anonymous: body.anonymous,
          questions: body.questions,
          hiddenFields: body.hiddenFields,
          description: body.description,
          companyId,
          createdById: caller.userId,
          notifiedUserId: body.notifiedUser,
          ...lifeColumns(mergedLife(undefined, body.life ?? {})),
        },
        actorOf(caller),
      );
      await onQuestionsSaved?.(companyId, body.questions);
      return reload(id);
    },

    /**
     * Submissions already stored keep their answers (stored as text); new ones follow the new questions.
     * The body is checked here, after a question an older editor sent without the question model's
     * fields got the stored ones back (contracts keepStoredQuestionFields).
     */
    async update(caller: AuthContext, id: string, body: unknown): Promise<Form> {
      const { form } = await loadOwned(caller, id, 'update');
      const patch: FormPatch = validatedPatch(validateFormPatch, body, form.questions);
      const changes: repo.FormChanges = {};
      if (patch.title !== undefined) Object.assign(changes, titleValues(patch.title));
      if (patch.status !== undefined) changes.status = patch.status;
      if (patch.anonymous !== undefined) changes.anonymous = patch.anonymous;
      if (patch.questions !== undefined) changes.questions = patch.questions;
      if (patch.hiddenFields !== undefined) changes.hiddenFields = patch.hiddenFields;
      if (patch.description !== undefined) changes.description = patch.description;
      // Sending back the value already stored (e.g. a MANAGER's choice, by a USER creator) is no change.
      if (patch.notifiedUser !== undefined && patch.notifiedUser !== form.notifiedUserId) {
        await checkNotifiedUser(caller, patch.notifiedUser);
        changes.notifiedUserId = patch.notifiedUser;
      }
      const webhookFields = Object.keys(changes).filter((key) => key !== 'titleSearch');
      if (patch.life !== undefined) {
        Object.assign(changes, lifeColumns(mergedLife(form, patch.life)));
        webhookFields.push('life');
      }
      const fields = differingFields(
        { ...form, notifiedUser: form.notifiedUserId },
        {
          title: changes.title,
          status: changes.status,
          anonymous: changes.anonymous,
          questions: changes.questions,
          notifiedUser: changes.notifiedUserId,
        },
      );
      if (changedFields(changes).length > 0) {
        await db.transaction(async (tx) => {
          await repo.updateForm(tx, id, changes);
          if (webhooks && webhookFields.length > 0) {
            await webhooks.emit(tx, {
              companyId: form.companyId,
              type: 'form.updated',
              formId: id,
              data: {
                form: { id, title: changes.title ?? form.title, status: changes.status ?? form.status },
                changedFields: webhookFields.map((key) => (key === 'notifiedUserId' ? 'notifiedUser' : key)),
              },
            });
          }
          if (fields.length === 0) return;
          await record(tx, entryOf(caller, 'form.updated', formTarget(form), { formId: id, changes: fields }));
        });
      }
      if (patch.questions !== undefined) await onQuestionsSaved?.(form.companyId, patch.questions);
      return reload(id);
    },

    /** docs/product.md#states: a form with any submission can not be deleted. */
    async remove(caller: AuthContext, id: string): Promise<void> {
      const { form } = await loadOwned(caller, id, 'delete');
      if (await repo.formHasSubmissions(db, id)) throw conflict(messages.formHasSubmissions);
      try {
        await db.transaction(async (tx) => {
          await repo.deleteForm(tx, id);
          await record(tx, entryOf(caller, 'form.deleted', formTarget(form), { formId: id }));
        });
      } catch (error) {
        // A submission that arrived after the check: the foreign key refuses the delete.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(messages.formHasSubmissions);
        throw error;
      }
    },

    /** 'Duplicar' (forms/duplicate.ts): whoever may edit the form; the copy counts against formsLimit. */
    async duplicate(caller: AuthContext, id: string): Promise<Form> {
      const { form } = await loadOwned(caller, id, 'update');
      const copyId = await insertWithinLimit(duplicateValues(form, caller.userId), actorOf(caller));
      return reload(copyId);
    },

    /** docs/product.md#states: an ACTIVE copy titled '{title} - Cópia', its questions under fresh ids. */
    async createFromTemplate(caller: AuthContext, input: FromTemplateInput): Promise<Form> {
      const companyId = companyOf(caller);
      const record = await findTemplate(db, templateId(input.templateId));
      if (!record) throw templateNotFound();
      const title = copiedTitle(record.template.title);
      const id = await insertWithinLimit(
        {
          ...titleValues(title),
          status: 'ACTIVE',
          anonymous: false,
          questions: renewQuestionIds(record.template.questions),
          companyId,
          createdById: caller.userId,
          notifiedUserId: null,
        },
        actorOf(caller),
      );
      return reload(id);
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
