// The `?page=&perPage=` query every list takes (docs/architecture.md#api-conventions).
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type Page } from '@formbuilder/contracts';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const offsetOf = (query: PageQuery) => (query.page - 1) * query.perPage;

export function pageOf<T>(items: T[], query: PageQuery, totalItems: number): Page<T> {
  return { items, page: query.page, perPage: query.perPage, totalItems };
}
