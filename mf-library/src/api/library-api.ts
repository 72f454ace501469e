// The library's reads, used by both the ADMIN's /templates and the MANAGER's /library.
import { MAX_PER_PAGE, type Page, type Template, type TemplateCategory } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** Every category, sorted by name (SPEC section 7: the full-list batch). */
export async function listCategories(): Promise<TemplateCategory[]> {
  const { data } = await api.get<Page<TemplateCategory>>('/template-categories', {
    params: { perPage: MAX_PER_PAGE },
  });
  return data.items;
}

/** The templates of one category, sorted by title. */
export async function listTemplates(categoryId: string): Promise<Template[]> {
  const { data } = await api.get<Page<Template>>('/templates', {
    params: { categoryId, perPage: MAX_PER_PAGE },
  });
  return data.items;
}

export async function getTemplate(id: string): Promise<Template> {
  const { data } = await api.get<Template>(`/templates/${id}`);
  return data;
}
