// The editor's autosaved draft of a stored form (docs/forms-and-templates.md, "Drafts").
import type { FormDraft, FormDraftBodyInput, FormDraftState } from '@formbuilder/contracts';
import { api } from '@formbuilder/shared-ui';

export async function getFormDraft(formId: string): Promise<FormDraft | null> {
  const { data } = await api.get<FormDraftState>(`/forms/${formId}/draft`);
  return data.draft;
}

export async function saveFormDraft(formId: string, body: FormDraftBodyInput): Promise<FormDraft> {
  const { data } = await api.post<FormDraft>(`/forms/${formId}/draft`, body);
  return data;
}

export async function discardFormDraft(formId: string): Promise<void> {
  await api.delete(`/forms/${formId}/draft`);
}
