import type { Form } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

/** A new ACTIVE form '{title} - Cópia' in the MANAGER's company; 409 at the plan's formsLimit. */
export async function createFormFromTemplate(templateId: string): Promise<Form> {
  const { data } = await api.post<Form>('/forms/from-template', { templateId });
  return data;
}
