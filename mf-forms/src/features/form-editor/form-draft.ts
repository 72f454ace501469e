// What the editor holds of a form, and what it sends and previews from it.
import { newQuestion, type Form, type FormBodyInput, type FormStatus, type Question } from '@formbuilder/contracts';

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
export { previewOf } from '../../components/preview-form';
