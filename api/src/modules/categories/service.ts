import {
  normalizeSearch,
  templateMessages,
  type CategoryBody,
  type Page,
  type TemplateCategory,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { conflict } from '../../http/errors';
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
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
