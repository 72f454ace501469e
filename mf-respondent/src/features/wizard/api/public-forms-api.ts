import { isApiErrorBody, type PublicForm, type PublicFormName } from '@formbuilder/contracts';

export type FormLoad =
  | { kind: 'ok'; form: PublicForm }
  | { kind: 'not-found' }
  | { kind: 'inactive'; message: string; form?: PublicFormName }
  | { kind: 'failed' };

/** GET /api/public/forms/:id, told apart by what the respondent should see. */
export async function fetchPublicForm(formId: string): Promise<FormLoad> {
  try {
    const response = await fetch(`/api/public/forms/${encodeURIComponent(formId)}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return { kind: 'ok', form: (await response.json()) as PublicForm };
    if (response.status === 404) return { kind: 'not-found' };
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 409 && isApiErrorBody(body)) {
      // An API that names the form (title and company) has it shown; an older one gives the message only.
      const { message, form } = body.error;
      return { kind: 'inactive', message, ...(form ? { form } : {}) };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
