import { isApiErrorBody, messages, type ErrorCode } from '@formbuilder/contracts';

/** Every failed call surfaces as this: the status, the API's pt-BR message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | 'NETWORK',
    readonly fields: Record<string, string> = {},
    readonly data: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static from(status: number | undefined, data: unknown): ApiError {
    if (isApiErrorBody(data)) {
      return new ApiError(status ?? 500, data.error.message, data.error.code, data.error.fields ?? {}, data);
    }
    return new ApiError(status ?? 0, messages.genericClientError, status ? 'INTERNAL' : 'NETWORK', {}, data);
  }
}

/** The message to show for any error, falling back to the one given. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'INTERNAL') return error.message;
  return fallback;
}
