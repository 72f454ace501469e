// The template library (docs/product.md#entities, #validation): templates carry the same questions as forms, under
// the same rules, and belong to a category.
import { z } from 'zod';
import { questionsSchema, requiredText, validateWith } from './forms';
import { messages } from './messages';

export const TEMPLATE_TITLE_MAX = 200;
export const CATEGORY_NAME_MAX = 100;

export const templateMessages = {
  categoryNotFound: 'Categoria não encontrada',
  categoryNameTaken: 'Já existe uma categoria com esse nome',
  categoryUpdated: 'Categoria alterada com sucesso',
  categoryUpdateFailed: 'Erro ao alterar a categoria. Tente novamente.',
  categoryDeleted: 'Categoria excluída com sucesso',
  categoryDeleteFailed: 'Erro ao excluir a categoria. Tente novamente.',
  categoryHasTemplates: 'Esta categoria tem modelos. Mova ou apague os modelos dela antes de excluí-la.',
  categoryDeleteConfirm: 'Deseja excluir a categoria?',
} as const;

/** A category id; the expanded `{ id, name }` a template record carries is taken as its id. */
const categoryRefSchema = z.preprocess(
  (value) => {
    if (typeof value === 'object' && value !== null && 'id' in value) return (value as { id: unknown }).id;
    return value === '' || value === null ? undefined : value;
  },
  z.guid({
    error: (issue) => (issue.input === undefined ? messages.required : templateMessages.categoryNotFound),
  }),
);

/** POST /api/templates. Templates are global: no company, whatever the body says. */
export const templateBodySchema = z.object(
  {
    title: requiredText(TEMPLATE_TITLE_MAX),
    category: categoryRefSchema,
    questions: questionsSchema,
  },
  { error: messages.invalidRequest },
);
export type TemplateBody = z.output<typeof templateBodySchema>;
export type TemplateBodyInput = z.input<typeof templateBodySchema>;

/** PATCH /api/templates/:id: any subset of the fields under the same rules. */
export const templatePatchSchema = z.object(
  {
    title: requiredText(TEMPLATE_TITLE_MAX).optional(),
    category: categoryRefSchema.optional(),
    questions: questionsSchema.optional(),
  },
  { error: messages.invalidRequest },
);
export type TemplatePatch = z.output<typeof templatePatchSchema>;

export const validateTemplateBody = (body: unknown) => validateWith(templateBodySchema, body);
export const validateTemplatePatch = (body: unknown) => validateWith(templatePatchSchema, body);

/** POST /api/template-categories. */
export const categoryBodySchema = z.object(
  { name: requiredText(CATEGORY_NAME_MAX) },
  { error: messages.invalidRequest },
);
export type CategoryBody = z.output<typeof categoryBodySchema>;

/** The suffix of a form copied from a template (docs/product.md#limits). */
export const COPY_SUFFIX = ' - Cópia';
export const copiedTitle = (templateTitle: string) => `${templateTitle}${COPY_SUFFIX}`;
