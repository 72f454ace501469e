// Multipart parsing of one file field, streamed: the file goes straight into storage through the
// type check and the size cap (files.store), so no upload is ever held whole in memory. Text fields
// land in req.body. A file stored for a request that does not save it (a refused body, an error
// later on) is removed when the answer is sent.
import type { Request, RequestHandler, Response } from 'express';
import busboy from 'busboy';
import { MAX_UPLOAD_BYTES, messages } from '@formbuilder/contracts';
import { invalid } from '../../http/errors';
import type { FilesService, PreparedFile } from './service';

const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

const uploads = new WeakMap<Request, { prepared: PreparedFile; files: FilesService }>();

/** Parses `multipart/form-data` with at most one file, in `field`; other bodies pass untouched. */
export function singleFileUpload(
  files: FilesService,
  field: string,
  options: { imagesOnly?: boolean } = {},
): RequestHandler {
  return (req, res, next) => {
    if (!isMultipart(req)) {
      next();
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send UTF-8 file names without saying so; busboy would read them as latin1.
        defParamCharset: 'utf8',
        limits: {
          // One byte more than allowed: the store sees it and answers 413 (busboy would only cut it silently).
          fileSize: MAX_UPLOAD_BYTES + 1,
          files: 1,
          fields: MAX_TEXT_FIELDS,
          fieldSize: MAX_TEXT_FIELD_BYTES,
          parts: MAX_TEXT_FIELDS + 1,
        },
      });
    } catch {
      next(invalid(messages.invalidRequest));
      return;
    }

    const body: Record<string, string> = {};
    let stored: Promise<PreparedFile | undefined> = Promise.resolve(undefined);
    let sawFile = false;
    let activeFile: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | undefined;
    let failure: unknown;
    let parsed = false;
    let answered = false;

    const answer = async () => {
      if (answered) return;
      answered = true;
      req.unpipe(parser);
      // The rest of a refused body is read and dropped, so the client gets the answer, not a reset.
      req.resume();
      const prepared = await stored.catch((error: unknown) => {
        failure ??= error;
        return undefined;
      });
      if (failure) {
        if (prepared) await files.discard(prepared);
        next(failure);
        return;
      }
      if (prepared) {
        uploads.set(req, { prepared, files });
        res.once('close', () => {
          if (!prepared.saved) void files.discard(prepared);
        });
      }
      req.body = body;
      next();
    };
    const fail = (error: unknown) => {
      failure ??= error;
      // A file still streaming in ends here, so its store gives up and removes what it wrote.
      activeFile?.destroy(new Error('upload refused'));
      void answer();
    };

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(invalid(messages.invalidRequest));
      else body[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || sawFile) {
        stream.resume();
        fail(invalid(messages.invalidRequest));
        return;
      }
      sawFile = true;
      activeFile = stream;
      stream.once('end', () => {
        activeFile = undefined;
      });
      // Images only: a logo or option picture, which also gets its smaller copies.
      stored = files.store(stream, info.filename ?? '', {
        field,
        imagesOnly: options.imagesOnly,
        variants: options.imagesOnly,
      });
      // A refused type or a too-large file answers at once; the rest of the body is dropped.
      stored.catch(fail);
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => fail(invalid(messages.invalidRequest)));
    }
    // Every other multipart failure (a malformed part, a truncated body) is the client's.
    parser.on('error', () => fail(invalid(messages.invalidRequest)));
    parser.on('close', () => {
      parsed = true;
      void answer();
    });
    req.on('aborted', () => {
      if (!parsed) fail(invalid(messages.invalidRequest));
    });
    req.pipe(parser);
  };
}

/** The file `singleFileUpload` stored for this request, if any. */
export function uploadOf(req: Request): PreparedFile | undefined {
  return uploads.get(req)?.prepared;
}

/**
 * A route handler whose stored upload is removed when it fails (a refused body, a service error),
 * before the error is answered, so no unsaved bytes outlive the request.
 */
export function withUpload(handler: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      const upload = uploads.get(req);
      if (upload && !upload.prepared.saved) await upload.files.discard(upload.prepared);
      throw error;
    }
  };
}

/** A multipart body's text fields all arrive as strings. */
export function isMultipart(req: Request): boolean {
  return Boolean(req.is('multipart/form-data'));
}
