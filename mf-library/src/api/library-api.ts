// The library's reads, used by both the ADMIN's /templates and the MANAGER's /library.
import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  type Page,
  type Template,
  type TemplateCategory,
} from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** Every category, sorted by name (docs/product.md#api: the full-list batch). */
export async function listCategories(): Promise<TemplateCategory[]> {
  const { data } = await api.get<Page<TemplateCategory>>('/template-categories', {
    params: { perPage: MAX_PER_PAGE },
  });
  return data.items;
}

export const TEMPLATES_PER_PAGE = DEFAULT_PER_PAGE;

/** One page of the templates of one category, sorted by title; `search` ignores accents and case. */
export async function listTemplates(categoryId: string, page = 1, search = ''): Promise<Page<Template>> {
  const params: Record<string, string | number> = { categoryId, perPage: TEMPLATES_PER_PAGE };
  if (search) params.search = search;
  if (page > 1) params.page = page;
  const { data } = await api.get<Page<Template>>('/templates', { params });
  return data;
}

export async function getTemplate(id: string): Promise<Template> {
  const { data } = await api.get<Template>(`/templates/${id}`);
  return data;
}
