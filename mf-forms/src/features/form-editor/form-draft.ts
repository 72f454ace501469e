// What the editor holds of a form, and what it sends and previews from it.
import {
  newQuestion,
  privacyNoticeOf,
  type Company,
  type Form,
  type FormBodyInput,
  type FormStatus,
  type PublicForm,
  type Question,
} from '@formbuilder/contracts';
import { DEFAULT_PRIMARY_COLOR } from '@formbuilder/shared-ui';

/** The fields above the questions; '' is "nobody" for the notified user. */
export interface Settings {
  title: string;
  status: FormStatus;
  anonymous: boolean;
  notifiedUser: string;
  /** Names of the hidden fields filled from the public link's query string. */
  hiddenFields: string[];
  /** Shown on the respondent's welcome step ('' for none). */
  description: string;
}

export function settingsOf(form: Form | null): Settings {
  return {
    title: form?.title ?? '',
    status: form?.status ?? 'ACTIVE',
    anonymous: form?.anonymous ?? false,
    notifiedUser: form?.notifiedUser ?? '',
    hiddenFields: form?.hiddenFields ?? [],
    description: form?.description ?? '',
  };
}

/** A new form starts with one blank question, so there is always something to fill. */
export function questionsOf(form: Form | null): Question[] {
  return form ? form.questions : [newQuestion()];
}

export function bodyOf(settings: Settings, questions: Question[]): FormBodyInput {
  return { ...settings, notifiedUser: settings.notifiedUser || null, questions };
}

/** The form as the respondent would get it, from what is typed now (saved or not). */
export function previewOf(
  formId: string | undefined,
  settings: Settings,
  questions: Question[],
  company:
    | (Pick<Company, 'name' | 'color' | 'logo'> &
        Partial<Pick<Company, 'privacyNotice' | 'privacyPolicyUrl' | 'privacyAckRequired'>>)
    | null
    | undefined,
  untitled: string,
): PublicForm {
  return {
    id: formId ?? 'preview',
    title: settings.title.trim() || untitled,
    anonymous: settings.anonymous,
    questions,
    hiddenFields: settings.hiddenFields,
    ...(settings.description.trim() ? { description: settings.description.trim() } : {}),
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
