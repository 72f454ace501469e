import { and, eq, type SQL } from 'drizzle-orm';
import type { Question, Template } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { templateCategories, templates } from '../../db/schema';
import { byTitle, titleMatches } from '../question-lists';

type TemplateRow = typeof templates.$inferSelect;

/** A template with its category, as the queries below select it. */
export interface TemplateRecord {
  template: TemplateRow;
  category: { id: string; name: string };
}

export function toTemplate({ template, category }: TemplateRecord): Template {
  return { id: template.id, title: template.title, category, questions: template.questions };
}

export interface TemplateFilter {
  categoryId?: string;
  /** Already normalised (contracts normalizeSearch). */
  search?: string;
}

function whereOf(filter: TemplateFilter): SQL | undefined {
  return and(
    filter.categoryId ? eq(templates.categoryId, filter.categoryId) : undefined,
    titleMatches(templates, filter.search),
  );
}

const selectTemplates = (db: Db) =>
  db
    .select({ template: templates, category: { id: templateCategories.id, name: templateCategories.name } })
    .from(templates)
    .innerJoin(templateCategories, eq(templateCategories.id, templates.categoryId));

export function listTemplates(
  db: Db,
  filter: TemplateFilter,
  page: { offset: number; limit: number },
): Promise<TemplateRecord[]> {
  return selectTemplates(db)
    .where(whereOf(filter))
    .orderBy(...byTitle(templates))
    .limit(page.limit)
    .offset(page.offset);
}

export function countTemplates(db: Db, filter: TemplateFilter): Promise<number> {
  return db.$count(templates, whereOf(filter));
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRecord | undefined> {
  const [row] = await selectTemplates(db).where(eq(templates.id, id));
  return row;
}

export interface TemplateValues {
  title: string;
  titleSearch: string;
  categoryId: string;
  questions: Question[];
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<string> {
  const [row] = await db.insert(templates).values(values).returning({ id: templates.id });
  return row!.id;
}

export async function updateTemplate(db: Db, id: string, values: Partial<TemplateValues>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(templates).set(values).where(eq(templates.id, id));
}

/** True when a row was deleted. */
export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(templates).where(eq(templates.id, id)).returning({ id: templates.id });
  return rows.length > 0;
}
