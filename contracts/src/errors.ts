// The one JSON error shape of the API (docs/architecture.md#api-conventions).
import type { ApiErrorBody } from './responses';

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
export type PublicFormName = NonNullable<ApiErrorBody['error']['form']>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';
}
