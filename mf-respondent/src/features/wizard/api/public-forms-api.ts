import { isApiErrorBody, type PublicForm } from '@formbuilder/contracts';

export type FormLoad =
  { kind: 'ok'; form: PublicForm } | { kind: 'not-found' } | { kind: 'inactive'; message: string } | { kind: 'failed' };

/** GET /api/public/forms/:id, told apart by what the respondent should see. */
export async function fetchPublicForm(formId: string): Promise<FormLoad> {
  try {
    const response = await fetch(`/api/public/forms/${encodeURIComponent(formId)}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return { kind: 'ok', form: (await response.json()) as PublicForm };
    if (response.status === 404) return { kind: 'not-found' };
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 409 && isApiErrorBody(body)) return { kind: 'inactive', message: body.error.message };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
