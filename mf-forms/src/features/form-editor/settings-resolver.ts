// Checks the fields above the questions with the API's own schema, so that once SALVAR has shown a
// message under a field, fixing the field takes the message away (react-hook-form revalidates after
// a submit), and a field still wrong keeps it.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateFormBody } from '@formbuilder/contracts';
import { bodyOf, type Settings } from './form-draft';

const settingKeys = new Set<string>(['title', 'status', 'anonymous', 'notifiedUser', 'hiddenFields', 'description']);

export const settingsResolver: Resolver<Settings> = (values) => {
  // The questions are checked on their own (QuestionsEditor); an empty list is left out here.
  const result = validateFormBody({ ...bodyOf(values, []), questions: undefined });
  const errors: FieldErrors<Settings> = {};
  if (!result.success) {
    for (const [path, message] of Object.entries(result.fields)) {
      const key = path.split('.')[0]!;
      if (settingKeys.has(key) && !(key in errors)) {
        (errors as Record<string, { type: string; message: string }>)[key] = { type: 'validate', message };
      }
    }
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
