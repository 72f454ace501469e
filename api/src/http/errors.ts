// Domain errors: services throw these, the central error handler turns them into the JSON error shape.
import { messages, type ApiErrorBody, type ErrorCode, type PublicFormName } from '@formbuilder/contracts';

export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The public form concerned, named on the respondent's page (a form that is not active). */
    readonly form?: PublicFormName,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.form ? { form: this.form } : {}),
      },
    };
  }
}

export const invalid = (message: string = messages.invalidRequest, fields?: Record<string, string>) =>
  new AppError(400, 'INVALID', message, fields);

export const unauthenticated = (message: string = messages.unauthenticated) =>
  new AppError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'FORBIDDEN', message);

export const notFound = (message: string = messages.notFound) => new AppError(404, 'NOT_FOUND', message);

export const conflict = (message: string, form?: PublicFormName) =>
  new AppError(409, 'CONFLICT', message, undefined, form);

export const tooLarge = (message: string = messages.tooLarge) => new AppError(413, 'TOO_LARGE', message);

/** The file store has no room left (disk full, quota exceeded): nothing was kept; worth retrying later. */
export const storageFull = (message: string) => new AppError(507, 'STORAGE_FULL', message);

export const throttled = (message: string = messages.tooManyRequests) => new AppError(429, 'THROTTLED', message);
