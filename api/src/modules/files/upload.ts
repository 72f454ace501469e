// Multipart parsing of one file field, held in memory up to the cap (so a refused or oversized upload
// never touches the disk), with multer's English errors turned into the API's error shape.
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { fileMessages, MAX_UPLOAD_BYTES, messages } from '@formbuilder/contracts';
import { invalid, tooLarge } from '../../http/errors';
import type { Upload } from './service';

const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/** Parses `multipart/form-data` with at most one file, in `field`; other bodies pass untouched. */
export function singleFileUpload(field: string): RequestHandler {
  const parse = multer({
    storage: multer.memoryStorage(),
    // Browsers send UTF-8 file names without saying so; busboy would read them as latin1.
    defParamCharset: 'utf8',
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      parts: MAX_TEXT_FIELDS + 1,
    },
  }).single(field);

  return (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) {
        next();
        return;
      }
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        next(tooLarge(fileMessages.tooLarge));
        return;
      }
      // Every other multipart failure (wrong field, too many parts, a truncated body) is the client's.
      next(invalid(messages.invalidRequest));
    });
  };
}

/** The file `singleFileUpload` parsed, if any. */
export function uploadOf(req: Request): Upload | undefined {
  return req.file ? { bytes: req.file.buffer, clientName: req.file.originalname ?? '' } : undefined;
}

/** A multipart body's text fields all arrive as strings. */
export function isMultipart(req: Request): boolean {
  return Boolean(req.is('multipart/form-data'));
}
