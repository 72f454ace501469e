// Uploads and downloads: type checked on the bytes, server-generated stored names, rows in `files`,
// bytes in a FileStorage. Other modules call deleteFilesOfCompany and fileUrl.
import type { Readable } from 'node:stream';
import { fileMessages, isRasterImageType, messages, type UploadedFile } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../http/errors';
import type { Logger } from '../../logger';
import { downloadName, newStoredName } from './file-names';
import * as repo from './repo';
import { sniffType } from './sniff';
import type { FileStorage } from './storage';
import { fileUrl, type FileRef } from './urls';

/** A file as the multipart parser hands it over. */
export interface Upload {
  bytes: Buffer;
  clientName: string;
}

/** An upload whose type passed, named and ready to store. */
export interface PreparedFile {
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  bytes: Buffer;
}

export interface OpenedFile {
  name: string;
  mime: string;
  size: number;
  stream: Readable;
}

export interface FilesServiceDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  logger: Logger;
}

export function createFilesService({ db, storage, publicUrl, logger }: FilesServiceDeps) {
  const url = (file: FileRef) => fileUrl(publicUrl, file);

  /** Bytes whose row is gone (or never came); a failure here only leaves an unreachable file behind. */
  const dropBytes = async (storedName: string) => {
    try {
      await storage.delete(storedName);
    } catch (error) {
      logger.warn('stored file could not be removed', { storedName, error });
    }
  };

  const service = {
    url,

    /**
     * Checks an upload's type on its bytes (any allowed type, or raster images only) and names it.
     * Nothing is written yet. A refused type is a 400 naming `field`.
     */
    prepare(upload: Upload, options: { field: string; imagesOnly?: boolean }): PreparedFile {
      const type = sniffType(upload.bytes, upload.clientName);
      if (!type || (options.imagesOnly && !isRasterImageType(type.mime))) {
        const message = options.imagesOnly ? fileMessages.imageRequired : fileMessages.typeNotAllowed;
        throw invalid(message, { [options.field]: message });
      }
      return {
        storedName: newStoredName(type),
        originalName: downloadName(upload.clientName, type),
        mime: type.mime,
        size: upload.bytes.length,
        bytes: upload.bytes,
      };
    },

    /**
     * Writes the bytes, then the row (through `within`, a transaction of the caller's, when given).
     * If the caller's transaction fails afterwards, it calls discard() so no bytes stay behind.
     */
    async save(prepared: PreparedFile, options: { companyId: string | null; within?: Db }): Promise<repo.FileRow> {
      await storage.put(prepared.storedName, prepared.bytes);
      try {
        return await repo.insertFile(options.within ?? db, {
          companyId: options.companyId,
          originalName: prepared.originalName,
          storedName: prepared.storedName,
          mime: prepared.mime,
          size: prepared.size,
        });
      } catch (error) {
        await dropBytes(prepared.storedName);
        throw error;
      }
    },

    async discard(prepared: PreparedFile): Promise<void> {
      await dropBytes(prepared.storedName);
    },

    /** `POST /api/public/files`: a respondent's (or staff's) upload, not tied to a company yet. */
    async upload(upload: Upload | undefined): Promise<UploadedFile> {
      if (!upload) throw invalid(messages.required, { file: messages.required });
      const row = await service.save(service.prepare(upload, { field: 'file' }), { companyId: null });
      return { id: row.id, url: url(row), name: row.originalName, size: row.size };
    },

    /** The file behind `/files/:id/:name`; the name must match too, else it is as missing as a wrong id. */
    async open(id: string, name: string): Promise<OpenedFile> {
      const row = await repo.findFile(db, id);
      if (!row || row.originalName !== name) throw notFound();
      const stream = await storage.get(row.storedName);
      if (!stream) {
        logger.warn('stored file is missing', { fileId: row.id, storedName: row.storedName });
        throw notFound();
      }
      return { name: row.originalName, mime: row.mime, size: row.size, stream };
    },

    /** Removes one file, row and bytes. */
    async remove(id: string): Promise<void> {
      const storedName = await repo.deleteFile(db, id);
      if (storedName) await dropBytes(storedName);
    },

    /** Removes every file of a company (logos and claimed respondent uploads), rows and bytes. */
    async deleteFilesOfCompany(companyId: string): Promise<number> {
      const storedNames = await repo.deleteFilesOfCompany(db, companyId);
      await Promise.all(storedNames.map(dropBytes));
      return storedNames.length;
    },
  };
  return service;
}

export type FilesService = ReturnType<typeof createFilesService>;
