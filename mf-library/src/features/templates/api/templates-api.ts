// The ADMIN's writes to the library: templates and categories.
import type { CategoryBody, Template, TemplateBody, TemplateCategory } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export async function createTemplate(body: TemplateBody): Promise<Template> {
  const { data } = await api.post<Template>('/templates', body);
  return data;
}

export async function updateTemplate(id: string, body: TemplateBody): Promise<Template> {
  const { data } = await api.patch<Template>(`/templates/${id}`, body);
  return data;
}

export async function deleteTemplate(id: string): Promise<void> {
  await api.delete(`/templates/${id}`);
}

export async function createCategory(body: CategoryBody): Promise<TemplateCategory> {
  const { data } = await api.post<TemplateCategory>('/template-categories', body);
  return data;
}

export async function renameCategory(id: string, body: CategoryBody): Promise<TemplateCategory> {
  const { data } = await api.patch<TemplateCategory>(`/template-categories/${id}`, body);
  return data;
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`/template-categories/${id}`);
}
