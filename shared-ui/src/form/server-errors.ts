// Per-field messages (the API's `ApiError.fields` or a contracts validation's `fields`) onto the
// inputs of a react-hook-form form; what no input shows goes to the general alert instead.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@formbuilder/platform';

/**
 * Sets each message on the input of the same name among `names`; answers the messages no input
 * showed (by path), for a form that shows some elsewhere (a logo, the questions).
 */
export function setFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): Record<string, string> {
  const unmatched: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if ((names as readonly string[]).includes(name)) setError(name as Path<T>, { message });
    else unmatched[name] = message;
  }
  return unmatched;
}

export interface ServerErrorsOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The inputs the form shows. */
  names: readonly Path<T>[];
  /** The general alert, e.g. `useAlert().error`. */
  alert: (message: string) => void;
  /** What the alert says (often `errorMessage(error, fallback)`). */
  message: string;
  /**
   * 'always' (the default): the alert is shown whatever the fields; 'unmatched': only when some of
   * the failure shows on no input (no field named, or one the form does not have).
   */
  alertWhen?: 'always' | 'unmatched';
  /** The input that shows the error's own message when a refusal (400/409) names no field (a taken name). */
  conflictField?: Path<T>;
}

/** After a failed save: the API's field messages on their inputs and the alert; answers the unmatched ones. */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  { setError, names, alert, message, alertWhen = 'always', conflictField }: ServerErrorsOptions<T>,
): Record<string, string> {
  const fields = error instanceof ApiError ? { ...error.fields } : {};
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 409);
  if (conflictField && refused && Object.keys(fields).length === 0) fields[conflictField] = error.message;
  const unmatched = setFieldErrors(fields, setError, names);
  const shown = Object.keys(fields).length - Object.keys(unmatched).length;
  if (alertWhen === 'always' || shown === 0 || Object.keys(unmatched).length > 0) alert(message);
  return unmatched;
}
