import { and, asc, eq, ne } from 'drizzle-orm';
import type { TemplateCategory } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { templateCategories, templates } from '../../db/schema';

type CategoryRow = typeof templateCategories.$inferSelect;

export const toCategory = (row: Pick<CategoryRow, 'id' | 'name'>): TemplateCategory => ({ id: row.id, name: row.name });

export function listCategories(db: Db, page: { offset: number; limit: number }): Promise<CategoryRow[]> {
  return db
    .select()
    .from(templateCategories)
    .orderBy(asc(templateCategories.nameSearch), asc(templateCategories.name), asc(templateCategories.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countCategories(db: Db): Promise<number> {
  return db.$count(templateCategories);
}

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(templateCategories).where(eq(templateCategories.id, id));
  return row;
}

/** A category whose name equals `nameSearch` once case and accents are ignored (other than `exceptId`). */
export async function findCategoryByNameSearch(
  db: Db,
  nameSearch: string,
  exceptId?: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(templateCategories)
    .where(
      and(
        eq(templateCategories.nameSearch, nameSearch),
        exceptId === undefined ? undefined : ne(templateCategories.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function renameCategory(
  db: Db | Tx,
  id: string,
  values: { name: string; nameSearch: string },
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(templateCategories).set(values).where(eq(templateCategories.id, id)).returning();
  return row;
}

export function countCategoryTemplates(db: Db, id: string): Promise<number> {
  return db.$count(templates, eq(templates.categoryId, id));
}

export async function deleteCategory(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db
    .delete(templateCategories)
    .where(eq(templateCategories.id, id))
    .returning({ id: templateCategories.id });
  return rows.length > 0;
}

export async function insertCategory(db: Db | Tx, values: { name: string; nameSearch: string }): Promise<CategoryRow> {
  const [row] = await db.insert(templateCategories).values(values).returning();
  return row!;
}
