// The form calls every mf-forms feature makes (the editor, the list, the submissions pages).
import { type Form, type FormBodyInput, type FormsCount, type Page } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';
import { formsListParams } from './queries';

export { FORMS_COUNT_KEY, FORMS_PER_PAGE, formsListKey } from './queries';

/** One page of the caller's forms (a MANAGER: the company's), by title; `search` ignores accents and case. */
export async function listForms(search = '', page = 1): Promise<Page<Form>> {
  const { data } = await api.get<Page<Form>>('/forms', { params: formsListParams(search, page) });
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
