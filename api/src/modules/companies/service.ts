import type { Company, Page } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import * as repo from './repo';

export function createCompaniesService(db: Db) {
  return {
    /** Every company, sorted by name (SPEC /companies). */
    async list(query: PageQuery): Promise<Page<Company>> {
      const [rows, total] = await Promise.all([
        repo.listCompanies(db, { offset: offsetOf(query), limit: query.perPage }),
        repo.countCompanies(db),
      ]);
      return pageOf(rows.map(repo.toCompany), query, total);
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
