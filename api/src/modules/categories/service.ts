import {
  normalizeSearch,
  templateMessages,
  type CategoryBody,
  type Page,
  type TemplateCategory,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { record } from '../../kernel/audit';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import * as repo from './repo';

/** A category change, audited as the template library's are: by its ADMIN, without a company (docs/audit.md). */
const entry = (
  action: 'category.created' | 'category.renamed' | 'category.deleted',
  id: string,
  actorId: string | null,
) => ({
  action,
  companyId: null,
  actorId,
  targetType: 'category' as const,
  targetId: id,
  ...(action === 'category.deleted' ? {} : { changes: ['name'] }),
});

export function createCategoriesService(db: Db) {
  return {
    /** Every template category, sorted by name (docs/product.md#api). */
    async list(query: PageQuery): Promise<Page<TemplateCategory>> {
      const [rows, total] = await Promise.all([
        repo.listCategories(db, { offset: offsetOf(query), limit: query.perPage }),
        repo.countCategories(db),
      ]);
      return pageOf(rows.map(repo.toCategory), query, total);
    },

    /** A new category; a name already taken (ignoring case and accents) is a 409. `actorId`: the ADMIN. */
    async create(body: CategoryBody, actorId: string | null = null): Promise<TemplateCategory> {
      const nameSearch = normalizeSearch(body.name);
      if (await repo.findCategoryByNameSearch(db, nameSearch)) throw conflict(templateMessages.categoryNameTaken);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertCategory(tx, { name: body.name, nameSearch });
          await record(tx, entry('category.created', row.id, actorId));
          return repo.toCategory(row);
        });
      } catch (error) {
        // Two admins creating the same name at once: the unique index decides.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(templateMessages.categoryNameTaken);
        throw error;
      }
    },

    /**
     * A new name, under the rule of a new category: a name taken by another one is a 409. The entry and
     * the new name commit together; sending back the stored name changes nothing and writes no entry.
     */
    async rename(id: string, body: CategoryBody, actorId: string | null = null): Promise<TemplateCategory> {
      const nameSearch = normalizeSearch(body.name);
      const stored = await repo.findCategory(db, id);
      if (!stored) throw notFound();
      if (await repo.findCategoryByNameSearch(db, nameSearch, id)) throw conflict(templateMessages.categoryNameTaken);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.renameCategory(tx, id, { name: body.name, nameSearch });
          if (!row) throw notFound();
          if (row.name !== stored.name) await record(tx, entry('category.renamed', id, actorId));
          return repo.toCategory(row);
        });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(templateMessages.categoryNameTaken);
        throw error;
      }
    },

    /** Only an empty category goes: one holding templates is a 409 (they would be left without one). */
    async remove(id: string, actorId: string | null = null): Promise<void> {
      if (!(await repo.findCategory(db, id))) throw notFound();
      if ((await repo.countCategoryTemplates(db, id)) > 0) throw conflict(templateMessages.categoryHasTemplates);
      try {
        await db.transaction(async (tx) => {
          if (!(await repo.deleteCategory(tx, id))) throw notFound();
          await record(tx, entry('category.deleted', id, actorId));
        });
      } catch (error) {
        // A template added to it in the meantime: the foreign key refuses.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(templateMessages.categoryHasTemplates);
        throw error;
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
