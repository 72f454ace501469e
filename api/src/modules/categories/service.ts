import {
  normalizeSearch,
  templateMessages,
  type CategoryBody,
  type Page,
  type TemplateCategory,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import * as repo from './repo';

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

    /** A new category; a name already taken (ignoring case and accents) is a 409. */
    async create(body: CategoryBody): Promise<TemplateCategory> {
      const nameSearch = normalizeSearch(body.name);
      if (await repo.findCategoryByNameSearch(db, nameSearch)) throw conflict(templateMessages.categoryNameTaken);
      try {
        return repo.toCategory(await repo.insertCategory(db, { name: body.name, nameSearch }));
      } catch (error) {
        // Two admins creating the same name at once: the unique index decides.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(templateMessages.categoryNameTaken);
        throw error;
      }
    },

    /** A new name, under the rule of a new category: a name taken by another one is a 409. */
    async rename(id: string, body: CategoryBody): Promise<TemplateCategory> {
      const nameSearch = normalizeSearch(body.name);
      if (!(await repo.findCategory(db, id))) throw notFound();
      if (await repo.findCategoryByNameSearch(db, nameSearch, id)) throw conflict(templateMessages.categoryNameTaken);
      try {
        const row = await repo.renameCategory(db, id, { name: body.name, nameSearch });
        if (!row) throw notFound();
        return repo.toCategory(row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(templateMessages.categoryNameTaken);
        throw error;
      }
    },

    /** Only an empty category goes: one holding templates is a 409 (they would be left without one). */
    async remove(id: string): Promise<void> {
      if (!(await repo.findCategory(db, id))) throw notFound();
      if ((await repo.countCategoryTemplates(db, id)) > 0) throw conflict(templateMessages.categoryHasTemplates);
      try {
        if (!(await repo.deleteCategory(db, id))) throw notFound();
      } catch (error) {
        // A template added to it in the meantime: the foreign key refuses.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(templateMessages.categoryHasTemplates);
        throw error;
      }
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
