// The one place errors become HTTP answers: domain errors keep their status and message, validation
// errors name their fields, a malformed percent-encoded path is a 400, anything unexpected is logged under an error id (with its code and
// route, never the query's parameters) and answered with a generic 500 naming that id.
import crypto from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { fieldErrors, messages, type ErrorCode } from '@formbuilder/contracts';
import { ENCODING_ERRORS, pgErrorCode } from '../db/pg-error';
import type { Logger } from '../logger';
import { AppError, invalid, notFound, tooLarge } from './errors';
import { pathWithoutQuery } from './request-log';

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
  const fields = fieldErrors(error.issues);
  return invalid(error.issues[0]?.message ?? messages.invalidRequest, Object.keys(fields).length ? fields : undefined);
}

/**
 * A path parameter with malformed percent-encoding (`/api/users/%FF`): the router's decoding throws
 * a URIError carrying the raw value in its message. It is bad input, never a server fault.
 */
function isMalformedPath(error: unknown): boolean {
  return error instanceof URIError;
}

function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isMalformedPath(error)) return invalid(messages.invalidRequest);
  if (error instanceof z.ZodError) return fromZodError(error);
  if (isClientHttpError(error)) {
    // Malformed JSON, an oversized body...: the parsers' own messages are English and technical.
    if (error.status === 413) return tooLarge();
    if (error.status === 404) return notFound();
    return new AppError(error.status, codeByStatus[error.status] ?? 'INVALID', messages.invalidRequest);
  }
  // A backstop behind the string rule of every schema: text the database can not store is bad input.
  const code = pgErrorCode(error);
  if (code !== undefined && ENCODING_ERRORS.has(code)) return invalid(messages.invalidCharacters);
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
    if (known && isMalformedPath(error)) {
      // A warning at most, naming the request but neither the path nor the error's message: both
      // carry the raw bytes sent.
      logger.warn('malformed percent-encoding in the path', { requestId: req.id, method: req.method });
    }
    if (known) {
      res.status(known.status).json(known.toBody());
      return;
    }
    const errorId = crypto.randomUUID();
    logger.error('unhandled error', {
      errorId,
      requestId: req.id,
      code: pgErrorCode(error),
      method: req.method,
      route: pathWithoutQuery(req.originalUrl),
      error,
    });
    const body = new AppError(500, 'INTERNAL', messages.internalError).toBody();
    res.status(500).json({ error: { ...body.error, errorId } });
  };
}
