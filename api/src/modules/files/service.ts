// Uploads and downloads: bytes streamed into a FileStorage while their type is checked, server-generated
// stored names, rows in `files`, and who owns each upload (docs/people-and-files.md, "Uploads").
// Other modules call deleteFilesOfCompany, deleteRowsOfSubmission and dropStored, the claim functions and fileUrl.
import { Readable } from 'node:stream';
import {
  fileMessages,
  isRasterImageType,
  MAX_UPLOAD_BYTES,
  messages,
  type Question,
  type UploadedFile,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, invalid, notFound, storageFull, tooLarge } from '../../http/errors';
import type { Logger } from '../../logger';
import type { AuthContext } from '../../kernel/caller';
import { downloadName, newStoredName } from './file-names';
import * as repo from './repo';
import { cleanImage, ImageRefused, isReencodedImageType, variantName, variantNames, variantWidthFor } from './images';
import { signatureType } from './sniff';
import { SIGNATURE_BYTES, StreamSniffer } from './stream-sniff';
import { isStorageFull, type ByteRange, type FileStorage } from './storage';
import { fileUrl, uploadedFileId, type FileRef } from '../../kernel/file-urls';

/** An upload whose bytes are stored and whose type passed; its row is written by save(). */
export interface PreparedFile {
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  /** Widths of the WEBP copies stored beside it (a logo or option picture). */
  variants?: number[];
  /** Set once save() wrote the row (the upload middleware drops the bytes of unsaved ones). */
  saved?: boolean;
}

export interface OpenedFile {
  name: string;
  mime: string;
  /** Unknown for an image's smaller copy (sent without Content-Length). */
  size?: number;
  stream: Readable;
}

export interface FilesServiceDeps {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  logger: Logger;
  /** Accept anonymous uploads without a form (the previous release's apps) during their deprecation window. */
  legacyUploads?: boolean;
}

/** Thrown by the byte stream when the upload passes the cap; the parser also reports it. */
class UploadTooLarge extends Error {}

/** Reads at least `bytes` bytes (or all there is) from an iterator of buffers. */
async function readHead(iterator: AsyncIterator<Buffer>, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  const pieces: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(pieces), ended: true };
    pieces.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(pieces), ended: false };
}

/** The upload ids named by the options of a form's or template's questions. */
export function optionFileIds(questions: Question[], publicUrl: string): string[] {
  const ids = new Set<string>();
  for (const question of questions) {
    for (const option of question.options) {
      const id = option.file ? uploadedFileId(option.file, publicUrl) : undefined;
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** The debug line written once the bytes of an upload that was not saved are gone. */
export const UPLOAD_DISCARDED = 'unsaved upload removed';

export function createFilesService({ db, storage, publicUrl, logger, legacyUploads = true }: FilesServiceDeps) {
  const url = (file: FileRef) => fileUrl(publicUrl, file);
  const uploaded = (row: repo.FileRow, variants?: number[]): UploadedFile => ({
    id: row.id,
    url: url(row),
    name: row.originalName,
    size: row.size,
    ...(variants?.length ? { variants: variants.map((width) => ({ width, url: `${url(row)}?w=${width}` })) } : {}),
  });

  /** Bytes whose row is gone (or never came); a failure here only leaves an unreachable file behind. */
  const dropOne = async (storedName: string) => {
    try {
      await storage.delete(storedName);
    } catch (error) {
      logger.warn('stored file could not be removed', { storedName, error: (error as Error).message });
    }
  };
  /** A file's bytes and, for an image, the smaller copies it may have. */
  const dropBytes = async (storedName: string) => {
    await Promise.all([storedName, ...variantNames(storedName)].map(dropOne));
  };

  const service = {
    url,
    /** Accepting uploads without a form is on while the previous release's apps are supported. */
    legacyUploads,

    /**
     * Streams an upload into storage while checking its type (any allowed type, or raster images
     * only) and the size cap. A refused type is a 400 naming `field`, a too-large file a 413; either
     * way nothing stays in storage. The row is not written yet (save()).
     */
    async store(
      input: Readable,
      clientName: string,
      options: { field: string; imagesOnly?: boolean; variants?: boolean },
    ) {
      const refuse = () => {
        const message = options.imagesOnly ? fileMessages.imageRequired : fileMessages.typeNotAllowed;
        return invalid(message, { [options.field]: message });
      };
      const sniffer = new StreamSniffer(clientName);
      const iterator = (input as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      const { head, ended } = await readHead(iterator, SIGNATURE_BYTES);
      /** A refused upload is still read to its end: one over the cap is 413 whatever its type. */
      const refuseAfterDraining = async (seen: number) => {
        let total = seen;
        if (!ended) {
          try {
            for (let next = await iterator.next(); !next.done; next = await iterator.next()) total += next.value.length;
          } catch {
            // The client went away; the refusal stands.
          }
        }
        const truncated = (input as { truncated?: boolean }).truncated;
        return truncated || total > MAX_UPLOAD_BYTES ? tooLarge(fileMessages.tooLarge) : refuse();
      };
      const begun = head.length > 0 ? sniffer.begin(head) : undefined;
      if (!begun) throw await refuseAfterDraining(head.length);
      let size = 0;
      const take = (piece: Buffer) => {
        size += piece.length;
        if (size > MAX_UPLOAD_BYTES || (input as { truncated?: boolean }).truncated) throw new UploadTooLarge();
        sniffer.push(piece);
        return piece;
      };
      async function* body() {
        yield take(head);
        if (ended) return;
        for (;;) {
          const next = await iterator.next();
          if (next.done) break;
          yield take(next.value);
        }
        // busboy ends a file stream at the cap and flags it truncated.
        if ((input as { truncated?: boolean }).truncated) throw new UploadTooLarge();
      }
      const storedName = newStoredName({ ext: begun.ext } as Parameters<typeof newStoredName>[0]);
      const image = signatureType(head)?.mime;
      let variants: number[] | undefined;
      try {
        if (image && isReencodedImageType(image)) {
          // An image is decoded whole anyway: its bytes (at most the cap) are gathered, encoded again
          // without metadata, and only the result is stored.
          const pieces: Buffer[] = [];
          for await (const piece of body()) pieces.push(piece);
          const cleaned = await cleanImage(Buffer.concat(pieces), image, { variants: Boolean(options.variants) });
          size = cleaned.data.length;
          await storage.put(storedName, Readable.from([cleaned.data]));
          for (const variant of cleaned.variants) {
            await storage.put(variantName(storedName, variant.width), Readable.from([variant.data]));
          }
          variants = cleaned.variants.map((variant) => variant.width);
        } else {
          await storage.put(storedName, Readable.from(body()));
        }
      } catch (error) {
        input.resume();
        if (error instanceof UploadTooLarge || (input as { truncated?: boolean }).truncated) {
          await dropBytes(storedName);
          throw tooLarge(fileMessages.tooLarge);
        }
        if (error instanceof ImageRefused) {
          await dropBytes(storedName);
          throw invalid(error.message, { [options.field]: error.message });
        }
        if (image && isReencodedImageType(image)) await dropBytes(storedName);
        if (isStorageFull(error)) {
          // The driver already removed what it wrote of this file; the request stores nothing.
          await dropBytes(storedName);
          throw storageFull(fileMessages.storageFull);
        }
        throw error;
      }
      const type = sniffer.finish();
      if (!type || (options.imagesOnly && !isRasterImageType(type.mime))) {
        await dropBytes(storedName);
        throw refuse();
      }
      const prepared: PreparedFile = {
        storedName,
        originalName: downloadName(clientName, type),
        mime: type.mime,
        size,
        ...(variants ? { variants } : {}),
      };
      return prepared;
    },

    /**
     * Writes the row of stored bytes (through `within`, a transaction of the caller's, when given).
     * If the caller's transaction fails afterwards, it calls discard() so no bytes stay behind.
     * `claimed` marks a file taken at once (a logo), so the sweep of unclaimed uploads leaves it.
     */
    async save(
      prepared: PreparedFile,
      owner: {
        companyId: string | null;
        formId?: string | null;
        library?: boolean;
        claimed?: boolean;
        within?: Db | Tx;
      },
    ): Promise<repo.FileRow> {
      try {
        const row = await repo.insertFile(owner.within ?? db, {
          companyId: owner.companyId,
          formId: owner.formId ?? null,
          library: owner.library ?? false,
          claimedAt: owner.claimed ? new Date() : null,
          originalName: prepared.originalName,
          storedName: prepared.storedName,
          mime: prepared.mime,
          size: prepared.size,
        });
        prepared.saved = true;
        return row;
      } catch (error) {
        await dropBytes(prepared.storedName);
        throw error;
      }
    },

    async discard(prepared: PreparedFile): Promise<void> {
      prepared.saved = false;
      await dropBytes(prepared.storedName);
      // The last step of a refused upload (it runs after the answer is sent): tests wait for it.
      logger.debug(UPLOAD_DISCARDED, { storedName: prepared.storedName });
    },

    /**
     * `POST /api/public/files`: a respondent's upload for the form `formId`, which only that form's
     * submissions may claim. Without a form (the previous release's apps) it is accepted, unowned,
     * only while legacy uploads are on.
     */
    async upload(prepared: PreparedFile | undefined, target: { formId?: string }): Promise<UploadedFile> {
      if (!prepared) throw invalid(messages.required, { file: messages.required });
      const { formId } = target;
      if (formId === undefined) {
        if (!legacyUploads) throw invalid(messages.required, { formId: messages.required });
        return uploaded(await service.save(prepared, { companyId: null }));
      }
      const status = await repo.findFormStatus(db, formId);
      if (!status) throw notFound();
      if (status !== 'ACTIVE') throw conflict(messages.formNotActive);
      return uploaded(await service.save(prepared, { companyId: null, formId }));
    },

    /**
     * `POST /api/files`: a staff upload (an option picture), owned from the start by the caller's
     * company, or by the template library for an ADMIN. It stays unclaimed (and is swept) until a
     * form or template save names it.
     */
    async uploadForStaff(caller: AuthContext, prepared: PreparedFile | undefined): Promise<UploadedFile> {
      if (!prepared) throw invalid(messages.required, { file: messages.required });
      const row = caller.companyId
        ? await service.save(prepared, { companyId: caller.companyId })
        : await service.save(prepared, { companyId: null, library: true });
      return uploaded(row, prepared.variants);
    },

    /** After a form save: its option pictures of the company (or unowned ones) are claimed by the company. */
    async claimForCompany(companyId: string, questions: Question[], within?: Db | Tx): Promise<void> {
      await repo.claimForCompany(within ?? db, optionFileIds(questions, publicUrl), companyId);
    },

    /** After a template save: its unowned option pictures go to the template library. */
    async claimForLibrary(questions: Question[], within?: Db | Tx): Promise<void> {
      await repo.claimForLibrary(within ?? db, optionFileIds(questions, publicUrl));
    },

    /**
     * The file behind `/files/:id/:name`; the name must match too, else it is as missing as a wrong id.
     * With `width`, an image's smallest WEBP copy at least that wide when it has one (no size, no range).
     */
    async open(
      id: string,
      name: string,
      rangeOf?: (size: number) => ByteRange | undefined,
      width?: number,
    ): Promise<OpenedFile & { range?: ByteRange }> {
      const row = await repo.findFile(db, id);
      if (!row || row.originalName !== name) throw notFound();
      const variantWidth = width === undefined ? undefined : variantWidthFor(width);
      if (variantWidth !== undefined && variantNames(row.storedName).length > 0) {
        const copy = await storage.get(variantName(row.storedName, variantWidth));
        if (copy) {
          const copyName = `${row.originalName.replace(/\.[^.]*$/, '')}.webp`;
          return { name: copyName, mime: 'image/webp', stream: copy };
        }
      }
      const range = rangeOf?.(row.size);
      const stream = await storage.get(row.storedName, range);
      if (!stream) {
        logger.warn('stored file is missing', { fileId: row.id, storedName: row.storedName });
        throw notFound();
      }
      return { name: row.originalName, mime: row.mime, size: row.size, stream, range };
    },

    /** Removes one file, row and bytes. */
    async remove(id: string): Promise<void> {
      const storedName = await repo.deleteFile(db, id);
      if (storedName) await dropBytes(storedName);
    },

    /**
     * The uploads named by the FILE answers of an answer being deleted: their rows go in `within`
     * (the caller's transaction); the stored names returned are for dropStored() after the commit.
     */
    async deleteRowsOfSubmission(
      within: Db | Tx,
      submission: { id: string; companyId: string; formId: string; answers: { answer: string }[] },
    ): Promise<string[]> {
      const ids = new Set<string>();
      for (const answer of submission.answers) {
        const id = typeof answer.answer === 'string' ? uploadedFileId(answer.answer, publicUrl) : undefined;
        if (id) ids.add(id);
      }
      return repo.deleteSubmissionFiles(
        within,
        { companyId: submission.companyId, formId: submission.formId, submissionId: submission.id },
        [...ids],
      );
    },

    /** Removes stored bytes whose rows are gone (after the commit that deleted them). */
    async dropStored(storedNames: string[]): Promise<void> {
      for (const storedName of storedNames) await dropBytes(storedName);
    },

    /** Removes every file of a company (logos, option pictures and claimed uploads), rows and bytes. */
    async deleteFilesOfCompany(companyId: string): Promise<number> {
      const storedNames = await repo.deleteFilesOfCompany(db, companyId);
      await Promise.all(storedNames.map(dropBytes));
      return storedNames.length;
    },

    /** Deletes uploads nobody claimed within `hours`, rows then bytes; answers how many. */
    async sweepUnclaimed(hours: number, now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - hours * 3_600_000);
      let total = 0;
      for (;;) {
        const storedNames = await repo.deleteUnclaimed(db, before, 500);
        for (const storedName of storedNames) await dropBytes(storedName);
        total += storedNames.length;
        if (storedNames.length < 500) return total;
      }
    },
  };
  return service;
}

export type FilesService = ReturnType<typeof createFilesService>;
