// GET /files/:id/:name: stored files, streamed with headers that keep a browser from running them
// (docs/security.md#files): the sniffed type, nosniff, and attachment for anything but a raster image.
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { isRasterImageType } from '@formbuilder/contracts';
import { notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { FilesService } from './service';

// A stored file never changes: a new upload is a new id.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** RFC 6266: an ASCII fallback for old clients plus the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function filesRoutes(files: FilesService): Router {
  const router = Router();

  router.get('/:id/:name', async (req, res) => {
    let unsatisfiable: number | undefined;
    // `?w=320`: a logo's or option picture's smaller copy (docs/people-and-files.md, "Images").
    const w = typeof req.query.w === 'string' && /^\d{1,5}$/.test(req.query.w) ? Number(req.query.w) : undefined;
    const file = await files.open(
      recordId(req.params.id),
      req.params.name,
      (size) => {
        // One byte range is served (players and resumed downloads ask for one); several, or a
        // malformed header, get the whole file as RFC 9110 allows.
        const ranges = req.headers.range ? req.range(size) : undefined;
        if (ranges === -1) {
          unsatisfiable = size;
          return undefined;
        }
        if (!Array.isArray(ranges) || ranges.length !== 1 || ranges.type !== 'bytes') return undefined;
        return { start: ranges[0]!.start, end: ranges[0]!.end };
      },
      w,
    );
    if (unsatisfiable !== undefined) {
      file.stream.destroy();
      res.status(416).setHeader('Content-Range', `bytes */${unsatisfiable}`).end();
      return;
    }
    const { range } = file;
    res.status(range ? 206 : 200);
    // setHeader rather than res.set, which would add a charset the stored bytes may not have.
    res.setHeader('Content-Type', file.mime);
    if (file.size === undefined) {
      res.setHeader('Accept-Ranges', 'none');
    } else if (range) {
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.setHeader('Accept-Ranges', 'bytes');
      res.setHeader('Content-Length', String(file.size));
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Content-Disposition',
      contentDisposition(isRasterImageType(file.mime) ? 'inline' : 'attachment', file.name),
    );
    res.setHeader('Cache-Control', IMMUTABLE);
    try {
      await pipeline(file.stream, res);
    } catch (error) {
      // A client that went away mid-download is not an error; a disk failure mid-stream can only cut it short.
      if (!res.headersSent) throw error;
      res.destroy();
    }
  });

  router.use(() => {
    throw notFound();
  });

  return router;
}
