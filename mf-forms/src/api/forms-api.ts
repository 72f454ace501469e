// The form calls every mf-forms feature makes (the editor, the list, the submissions pages).
import { DEFAULT_PER_PAGE, type Form, type FormBodyInput, type FormsCount, type Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export const FORMS_PER_PAGE = DEFAULT_PER_PAGE;

/** One page of the caller's forms (a MANAGER: the company's), by title; `search` ignores accents and case. */
export async function listForms(search = '', page = 1): Promise<Page<Form>> {
  const params: Record<string, string | number> = { perPage: FORMS_PER_PAGE };
  if (search) params.search = search;
  if (page > 1) params.page = page;
  const { data } = await api.get<Page<Form>>('/forms', { params });
  return data;
}

/** How many forms the company has against its formsLimit (the plan card and the create lock). */
export async function countForms(): Promise<FormsCount> {
  const { data } = await api.get<FormsCount>('/forms/count');
  return data;
}

export async function getForm(id: string): Promise<Form> {
  const { data } = await api.get<Form>(`/forms/${id}`);
  return data;
}

export async function createForm(body: FormBodyInput): Promise<Form> {
  const { data } = await api.post<Form>('/forms', body);
  return data;
}

export async function updateForm(id: string, body: Partial<FormBodyInput>): Promise<Form> {
  const { data } = await api.patch<Form>(`/forms/${id}`, body);
  return data;
}

/** 'Duplicar': an INACTIVE copy '{title} - Cópia' without answers; 409 at the plan's formsLimit. */
export async function duplicateForm(id: string): Promise<Form> {
  const { data } = await api.post<Form>(`/forms/${id}/duplicate`);
  return data;
}

export async function deleteForm(id: string): Promise<void> {
  await api.delete(`/forms/${id}`);
}
