// The one place errors become HTTP answers: domain errors keep their status and message, validation
// errors name their fields, anything unexpected is logged and answered with a generic 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { messages, type ErrorCode } from '@formbuilder/contracts';
import type { Logger } from '../logger';
import { AppError, invalid, notFound, tooLarge } from './errors';

/** Errors from Express's body parsers and static serving carry an HTTP `status` and `expose`. */
interface HttpError {
  status: number;
  expose: boolean;
}

function isClientHttpError(error: unknown): error is HttpError {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose } = error as Partial<HttpError>;
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'TOO_LARGE',
  429: 'THROTTLED',
};

export function fromZodError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return invalid(error.issues[0]?.message ?? messages.invalidRequest, Object.keys(fields).length ? fields : undefined);
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return fromZodError(error);
  if (isClientHttpError(error)) {
    // Malformed JSON, an oversized body...: the parsers' own messages are English and technical.
    if (error.status === 413) return tooLarge();
    if (error.status === 404) return notFound();
    return new AppError(error.status, codeByStatus[error.status] ?? 'INVALID', messages.invalidRequest);
  }
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (_req, _res, next) => next(notFound());
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (known) {
      res.status(known.status).json(known.toBody());
      return;
    }
    logger.error('unhandled error', { method: req.method, path: req.path, error });
    res.status(500).json(new AppError(500, 'INTERNAL', messages.internalError).toBody());
  };
}
