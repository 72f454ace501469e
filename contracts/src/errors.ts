// The one JSON error shape of the API (docs/architecture.md#api-conventions).
export const errorCodes = [
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'THROTTLED',
  'STORAGE_FULL',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** What a respondent's page may say of a form it cannot show: its title and its company's name. */
export interface PublicFormName {
  title: string;
  companyName: string;
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** On a 500: the id under which the server logged the failure, for support to find it. */
    errorId?: string;
    /** The form a public page asked for, when it exists but cannot be answered: what its link shows. */
    form?: PublicFormName;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
