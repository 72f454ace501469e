// The editor's autosaved draft of a stored form (docs/forms-and-templates.md, "Drafts"): one per form,
// written as the author types and read back when the editor opens, never shown to respondents. The
// live form changes only when SALVAR saves it (PATCH /api/forms/:id). Whoever may change the form may
// read, write and discard its draft.
import { eq } from 'drizzle-orm';
import type { FormDraft, FormDraftBody, FormDraftState, Question } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { formDrafts, users } from '../../db/schema';
import type { AuthContext } from '../../kernel/caller';
import type { FormsService } from './service';

export function createFormDraftsService(db: Db, forms: Pick<FormsService, 'loadEditable'>) {
  async function read(formId: string): Promise<FormDraft | null> {
    const [row] = await db
      .select({ draft: formDrafts, updatedByName: users.name })
      .from(formDrafts)
      .leftJoin(users, eq(users.id, formDrafts.updatedById))
      .where(eq(formDrafts.formId, formId));
    if (!row) return null;
    const { draft, updatedByName } = row;
    const body = draft.body as FormDraftBody;
    return {
      body: { ...body, description: body.description ?? '', questions: body.questions as Question[] },
      baseUpdatedAt: draft.baseUpdatedAt.toISOString(),
      updatedAt: draft.updatedAt.toISOString(),
      updatedBy: draft.updatedById && updatedByName !== null ? { id: draft.updatedById, name: updatedByName } : null,
    };
  }

  return {
    async get(caller: AuthContext, formId: string): Promise<FormDraftState> {
      await forms.loadEditable(caller, formId);
      return { draft: await read(formId) };
    },

    /** Replaces the form's draft with what the editor holds now. */
    async save(caller: AuthContext, formId: string, body: FormDraftBody): Promise<FormDraft> {
      const { form } = await forms.loadEditable(caller, formId);
      const values = { body, updatedById: caller.userId, updatedAt: new Date() };
      await db
        .insert(formDrafts)
        .values({ formId, baseUpdatedAt: form.updatedAt, ...values })
        // A draft already there keeps the version of the form it began from.
        .onConflictDoUpdate({ target: formDrafts.formId, set: values });
      return (await read(formId))!;
    },

    /** After SALVAR, or when the author discards it; no draft is fine. */
    async discard(caller: AuthContext, formId: string): Promise<void> {
      await forms.loadEditable(caller, formId);
      await db.delete(formDrafts).where(eq(formDrafts.formId, formId));
    },
  };
}

export type FormDraftsService = ReturnType<typeof createFormDraftsService>;
