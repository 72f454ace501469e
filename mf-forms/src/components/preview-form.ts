// The form as the respondent would get it, for a preview: from the editor's current (unsaved)
// fields, or from a saved form on the forms list ('Pré-visualizar').
import { privacyNoticeOf, type Company, type PublicForm, type Question } from '@formbuilder/contracts';
import { DEFAULT_PRIMARY_COLOR } from '@formbuilder/shared-ui';

/** The fields of a form a preview needs besides its questions. */
export interface PreviewFields {
  title: string;
  anonymous: boolean;
  hiddenFields: string[];
  /** '' for none. */
  description: string;
}

export type PreviewCompany =
  | (Pick<Company, 'name' | 'color' | 'logo'> &
      Partial<Pick<Company, 'privacyNotice' | 'privacyPolicyUrl' | 'privacyAckRequired'>>)
  | null
  | undefined;

export function previewOf(
  formId: string | undefined,
  fields: PreviewFields,
  questions: Question[],
  company: PreviewCompany,
  untitled: string,
): PublicForm {
  return {
    id: formId ?? 'preview',
    title: fields.title.trim() || untitled,
    anonymous: fields.anonymous,
    questions,
    hiddenFields: fields.hiddenFields,
    ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
    company: {
      name: company?.name ?? '',
      color: company?.color || DEFAULT_PRIMARY_COLOR,
      logo: company?.logo ?? null,
      // The preview shows the welcome step as respondents see it, privacy notice included.
      privacy: privacyNoticeOf({
        privacyNotice: company?.privacyNotice ?? '',
        privacyPolicyUrl: company?.privacyPolicyUrl ?? '',
        privacyAckRequired: company?.privacyAckRequired ?? false,
      }),
    },
  };
}
