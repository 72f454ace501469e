// The streamed exports of one form's submissions: CSV (';' and a UTF-8 BOM for pt-BR Excel by
// default, ',' on request; every field quoted) and XLSX (./xlsx.ts, zipped by archiver). Rows are read
// in batches and written as they come, so memory stays flat whatever the number of submissions.
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type Archiver from 'archiver';
import { submissionCsvLabels } from '@formbuilder/contracts';
import {
  brasiliaWallClock,
  cellsOf,
  formatDateTime,
  headerOf,
  neutraliseFormula,
  typedCellOf,
  type ExportColumn,
  type ExportedSubmission,
} from './csv';
import {
  hyperlinkXml,
  RELATIONSHIPS_HEAD,
  RELATIONSHIPS_TAIL,
  relationshipXml,
  SheetXml,
  XLSX_STYLE,
  xlsxFrame,
  type XlsxCell,
} from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';
export type CsvDelimiter = 'semicolon' | 'comma';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Batches of rows, newest first; an empty batch ends the export. */
export type RowBatches = AsyncIterable<ExportedSubmission[]>;

export interface ExportInput {
  columns: ExportColumn[];
  batches: RowBatches;
  /** Only URLs under this origin's /files/ are written as links. */
  fileUrlPrefix: string;
}

export function csvExport({ columns, batches }: ExportInput, delimiter: CsvDelimiter = 'semicolon'): Readable {
  const out = stringify({
    bom: true,
    delimiter: delimiter === 'comma' ? ',' : ';',
    record_delimiter: 'windows',
    quoted: true,
    quoted_empty: true,
  });
  const write = async () => {
    out.write(headerOf(columns).map(neutraliseFormula));
    for await (const batch of batches) {
      for (const row of batch) {
        if (!out.write([formatDateTime(row.createdAt), ...cellsOf(row, columns).map(neutraliseFormula)])) {
          await once(out, 'drain');
        }
      }
    }
    out.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * The links of an XLSX export, kept on disk until the rows are written: the sheet lists them after
 * its rows (<hyperlinks>) and in its own relationships part, one or two per row of a form with file
 * questions, which in memory grew with the number of answers (tens of MB at 100,000).
 */
class LinkSpool {
  count = 0;
  private directory?: string;
  private hyperlinks?: fs.WriteStream;
  private relationships?: fs.WriteStream;

  private async open() {
    this.directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'formbuilder-xlsx-'));
    this.hyperlinks = fs.createWriteStream(path.join(this.directory, 'hyperlinks.xml'));
    this.relationships = fs.createWriteStream(path.join(this.directory, 'relationships.xml'));
    // A failed write (a full disk) rejects the wait on 'drain' or 'close'; the listener keeps it from being uncaught.
    for (const stream of [this.hyperlinks, this.relationships]) stream.on('error', () => undefined);
  }

  async add(links: [ref: string, url: string][]) {
    if (links.length === 0) return;
    if (!this.directory) await this.open();
    let hyperlinks = '';
    let relationships = '';
    for (const [ref, url] of links) {
      this.count += 1;
      hyperlinks += hyperlinkXml(ref, this.count);
      relationships += relationshipXml(this.count, url);
    }
    const waits = [];
    if (!this.hyperlinks!.write(hyperlinks)) waits.push(once(this.hyperlinks!, 'drain'));
    if (!this.relationships!.write(relationships)) waits.push(once(this.relationships!, 'drain'));
    await Promise.all(waits);
  }

  /** Closes both files; answers how to read each back. */
  async done() {
    await Promise.all(
      [this.hyperlinks!, this.relationships!].map(async (stream) => {
        stream.end();
        await once(stream, 'close');
      }),
    );
    return {
      hyperlinks: () => fs.createReadStream(path.join(this.directory!, 'hyperlinks.xml')),
      relationships: () => fs.createReadStream(path.join(this.directory!, 'relationships.xml')),
    };
  }

  async remove() {
    await Promise.all(
      [this.hyperlinks, this.relationships].map(async (stream) => {
        if (!stream || stream.closed) return;
        stream.end();
        await once(stream, 'close').catch(() => undefined);
      }),
    );
    if (this.directory) await fsp.rm(this.directory, { recursive: true, force: true });
  }
}

/**
 * The XLSX file, written as a zip whose worksheet part is streamed: each row becomes a string of XML
 * and goes to the compressor as it is built, waiting whenever the compressor or the download is
 * behind, so only a few rows are in memory at once and they leave little for the collector.
 */
export function xlsxExport({ columns, batches, fileUrlPrefix }: ExportInput): Readable {
  const out = new PassThrough();
  // The zip writer is loaded with the first XLSX export, not with the API (about 0.1 s of a start).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const archiver = require('archiver') as typeof Archiver;
  const archive = archiver('zip', { zlib: { level: 6 } });
  const sheetXml = new PassThrough();
  const links = new LinkSpool();
  // The download gone (the client left, or the export failed), a wait on the compressor ends too.
  const gone = new AbortController();
  out.once('close', () => gone.abort());
  /** Writes to an entry of the zip, waiting while the compressor is behind (or until the download is gone). */
  const put = async (entry: PassThrough, xml: string | Buffer) => {
    if (!entry.write(xml)) await once(entry, 'drain', { signal: gone.signal });
    if (gone.signal.aborted) throw new Error('A exportação foi interrompida.');
  };
  const write = async () => {
    archive.on('error', (error) => out.destroy(error));
    archive.pipe(out);
    for (const part of xlsxFrame(submissionCsvLabels.sheet)) archive.append(part.xml, { name: part.name });
    archive.append(sheetXml, { name: 'xl/worksheets/sheet1.xml' });

    const header = headerOf(columns).map(neutraliseFormula);
    // Answer columns start after the date and the four identity columns.
    const kindAt = (index: number) => columns[index - 5]?.kind;
    const styles = header.map((_title, index) =>
      index === 0
        ? XLSX_STYLE.dateTime
        : kindAt(index) === 'date'
          ? XLSX_STYLE.date
          : kindAt(index) === 'number'
            ? XLSX_STYLE.number
            : XLSX_STYLE.text,
    );
    const sheet = new SheetXml(styles);
    const widths = header.map((title, index) => (index === 0 ? 17 : Math.min(40, Math.max(12, title.length + 2))));
    await put(sheetXml, sheet.start(widths));
    await put(sheetXml, sheet.header(header));
    const fileColumns = new Set(columns.flatMap((column, index) => (column.file ? [index + 4] : [])));
    for await (const batch of batches) {
      for (const row of batch) {
        const cells: XlsxCell[] = cellsOf(row, columns).map((cell, index) => {
          const column = columns[index - 4];
          const typed = column ? typedCellOf(row, column) : undefined;
          if (typeof typed === 'number') return { kind: 'number', value: typed };
          if (typed instanceof Date) return { kind: 'date', value: typed };
          const text = neutraliseFormula(cell);
          if (fileColumns.has(index) && cell.startsWith(fileUrlPrefix) && !cell.includes('\n')) {
            return { kind: 'link', text, url: cell };
          }
          return { kind: 'text', text };
        });
        await put(sheetXml, sheet.row([{ kind: 'date', value: brasiliaWallClock(row.createdAt) }, ...cells]));
        await links.add(sheet.takeLinks());
      }
    }
    await put(sheetXml, '</sheetData>');
    if (links.count === 0) {
      sheetXml.end(SheetXml.TAIL);
    } else {
      const spooled = await links.done();
      await put(sheetXml, '<hyperlinks>');
      for await (const chunk of spooled.hyperlinks()) await put(sheetXml, chunk as Buffer);
      sheetXml.end(`</hyperlinks>${SheetXml.TAIL}`);
      const relationships = new PassThrough();
      archive.append(relationships, { name: 'xl/worksheets/_rels/sheet1.xml.rels' });
      await put(relationships, RELATIONSHIPS_HEAD);
      for await (const chunk of spooled.relationships()) await put(relationships, chunk as Buffer);
      relationships.end(RELATIONSHIPS_TAIL);
      await links.remove();
    }
    await archive.finalize();
  };
  // The temporary files go before the download ends or fails, whichever way it does.
  write().catch(async (error: unknown) => {
    archive.unpipe(out);
    archive.abort();
    await links.remove().catch(() => undefined);
    out.destroy(error as Error);
  });
  return out;
}
