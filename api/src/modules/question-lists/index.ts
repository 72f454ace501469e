// What forms and templates share as titled question lists (docs/forms-and-templates.md): the list
// query and its title search, the sort by title, the stored title's search column, and the check of
// a patch whose questions an older editor saved without the fields it does not know.
import { asc, like, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  keepStoredQuestionFields,
  normalizeSearch,
  safeString,
  type Page,
  type Question,
  type ValidationResult,
} from '@formbuilder/contracts';
import { containsPattern } from '../../db/contains-pattern';
import { offsetOf, pageOf, pageQuerySchema, type PageQuery } from '../../http/pagination';
import { validated } from '../../http/validated';

/** GET of a list: the page and an optional search in the titles. */
export const titledListQuerySchema = pageQuerySchema.extend({ search: safeString().max(200).optional() });

/** The columns every titled list has: the title, its normalised copy searched in, and the id. */
export interface TitledColumns {
  id: AnyColumn;
  title: AnyColumn;
  titleSearch: AnyColumn;
}

/** A title and its search column, always written together. */
export const titleValues = (title: string) => ({ title, titleSearch: normalizeSearch(title) });

/** The normalised search of a list query, as a filter field: `{}` when there is none. */
export function searchFilter(query: { search?: string }): { search?: string } {
  const search = query.search ? normalizeSearch(query.search) : '';
  return search ? { search } : {};
}

/** The condition on the title of an already normalised search; undefined (everything) without one. */
export const titleMatches = (table: TitledColumns, search: string | undefined): SQL | undefined =>
  search ? like(table.titleSearch, containsPattern(search)) : undefined;

/** Sorted by title, ignoring case and accents, then by title and id so pages never overlap. */
export const byTitle = (table: TitledColumns): SQL[] => [asc(table.titleSearch), asc(table.title), asc(table.id)];

/** One page of a list: its rows (read with the page's offset and size) and the count of all of them. */
export async function listPage<Row, Item>(
  query: PageQuery,
  read: {
    rows: (page: { offset: number; limit: number }) => Promise<Row[]>;
    count: () => Promise<number>;
    item: (row: Row) => Item;
  },
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([read.rows({ offset: offsetOf(query), limit: query.perPage }), read.count()]);
  return pageOf(rows.map(read.item), query, total);
}

/**
 * A patch checked against its contracts validator after the questions an older editor sent got
 * back the stored fields it does not know (contracts keepStoredQuestionFields); a 400 when invalid.
 */
export const validatedPatch = <T>(
  validate: (body: unknown) => ValidationResult<T>,
  body: unknown,
  storedQuestions: Question[],
): T => validated(validate(keepStoredQuestionFields(body, storedQuestions)));
