import { z } from 'zod';
import {
  messages,
  validateTemplatePatch,
  templateMessages,
  type Page,
  type Question,
  type Template,
  type TemplateBody,
  type TemplatePatch,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-error';
import { invalid, notFound } from '../../http/errors';
import type { PageQuery } from '../../http/pagination';
import { findCategory } from '../categories';
import { changedFields, record } from '../../kernel/audit';
import { listPage, searchFilter, titleValues, validatedPatch } from '../question-lists';
import * as repo from './repo';

export const templateNotFound = () => notFound(messages.templateNotFound);

const idSchema = z.guid();

/** A template id from the URL or a body; anything that is not a UUID names no template. */
export function templateId(value: unknown): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw templateNotFound();
  return parsed.data;
}

const unknownCategory = () =>
  invalid(templateMessages.categoryNotFound, { category: templateMessages.categoryNotFound });

export interface TemplateListQuery extends PageQuery {
  categoryId?: string;
  search?: string;
}

/** The global template library (docs/product.md#api); who may call what is decided by the routes. */
export interface TemplatesServiceOptions {
  /** After a save: the option pictures the questions name go to the template library (files module). */
  onQuestionsSaved?: (questions: Question[]) => Promise<void>;
}

export function createTemplatesService(db: Db, { onQuestionsSaved }: TemplatesServiceOptions = {}) {
  async function load(id: string): Promise<repo.TemplateRecord> {
    const record = await repo.findTemplate(db, id);
    if (!record) throw templateNotFound();
    return record;
  }

  async function checkCategory(categoryId: string): Promise<void> {
    if (!(await findCategory(db, categoryId))) throw unknownCategory();
  }

  /** Runs a write naming a category; a category gone meanwhile is the same 400 as an unknown one. */
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw unknownCategory();
      throw error;
    }
  }

  return {
    /** Sorted by title, optionally of one category and matching a title search. */
    async list(query: TemplateListQuery): Promise<Page<Template>> {
      const filter: repo.TemplateFilter = {
        ...(query.categoryId ? { categoryId: query.categoryId } : {}),
        ...searchFilter(query),
      };
      return listPage(query, {
        rows: (page) => repo.listTemplates(db, filter, page),
        count: () => repo.countTemplates(db, filter),
        item: repo.toTemplate,
      });
    },

    async get(id: string): Promise<Template> {
      return repo.toTemplate(await load(id));
    },

    /** `actorId`: the ADMIN asking; the change is audited without a company (docs/audit.md). */
    async create(body: TemplateBody, actorId: string | null = null): Promise<Template> {
      await checkCategory(body.category);
      const id = await writing(() =>
        db.transaction(async (tx) => {
          const created = await repo.insertTemplate(tx, {
            ...titleValues(body.title),
            categoryId: body.category,
            questions: body.questions,
          });
          await record(tx, {
            action: 'template.created',
            companyId: null,
            actorId,
            targetType: 'template',
            targetId: created,
            changes: ['title', 'category', 'questions'],
          });
          return created;
        }),
      );
      await onQuestionsSaved?.(body.questions);
      return repo.toTemplate(await load(id));
    },

    /** The body is checked here, after an older editor's save got the question model's fields back (as forms do). */
    async update(id: string, body: unknown, actorId: string | null = null): Promise<Template> {
      const stored = await load(id);
      const patch: TemplatePatch = validatedPatch(validateTemplatePatch, body, stored.template.questions);
      if (patch.category !== undefined) await checkCategory(patch.category);
      const fields = changedFields({ title: patch.title, category: patch.category, questions: patch.questions });
      await writing(() =>
        db.transaction(async (tx) => {
          await repo.updateTemplate(tx, id, {
            ...(patch.title !== undefined ? titleValues(patch.title) : {}),
            ...(patch.category !== undefined ? { categoryId: patch.category } : {}),
            ...(patch.questions !== undefined ? { questions: patch.questions } : {}),
          });
          if (fields.length > 0) {
            await record(tx, {
              action: 'template.updated',
              companyId: null,
              actorId,
              targetType: 'template',
              targetId: id,
              changes: fields,
            });
          }
        }),
      );
      if (patch.questions !== undefined) await onQuestionsSaved?.(patch.questions);
      return repo.toTemplate(await load(id));
    },

    async remove(id: string, actorId: string | null = null): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        if (!(await repo.deleteTemplate(tx, id))) return false;
        await record(tx, {
          action: 'template.deleted',
          companyId: null,
          actorId,
          targetType: 'template',
          targetId: id,
        });
        return true;
      });
      if (!removed) throw templateNotFound();
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
