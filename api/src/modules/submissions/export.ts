// The streamed exports of one form's submissions: CSV (';' and a UTF-8 BOM for pt-BR Excel by
// default, ',' on request; every field quoted) and XLSX (./xlsx.ts, zipped by archiver). Rows are read
// in batches and written as they come, so memory stays flat whatever the number of submissions.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import archiver from 'archiver';
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
import { SheetXml, XLSX_STYLE, xlsxFrame, type XlsxCell } from './xlsx';

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
 * The XLSX file, written as a zip whose worksheet part is streamed: each row becomes a string of XML
 * and goes to the compressor as it is built, waiting whenever the compressor or the download is
 * behind, so only a few rows are in memory at once and they leave little for the collector.
 */
export function xlsxExport({ columns, batches, fileUrlPrefix }: ExportInput): Readable {
  const out = new PassThrough();
  const archive = archiver('zip', { zlib: { level: 6 } });
  const sheetXml = new PassThrough();
  let stopped = false;
  const stop = new Promise<void>((resolve) => {
    out.once('close', () => {
      stopped = true;
      resolve();
    });
  });
  /** Writes a piece of the sheet, waiting while the compressor is behind (or until the download is gone). */
  const put = async (xml: string) => {
    if (!sheetXml.write(xml)) await Promise.race([once(sheetXml, 'drain'), stop]);
    if (stopped) throw new Error('A exportação foi interrompida.');
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
    await put(
      sheet.start(header.map((title, index) => (index === 0 ? 17 : Math.min(40, Math.max(12, title.length + 2))))),
    );
    await put(sheet.header(header));
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
        await put(sheet.row([{ kind: 'date', value: brasiliaWallClock(row.createdAt) }, ...cells]));
      }
    }
    await put(sheet.end());
    sheetXml.end();
    const relationships = sheet.relationships();
    if (relationships) archive.append(relationships, { name: 'xl/worksheets/_rels/sheet1.xml.rels' });
    await archive.finalize();
  };
  write().catch((error: unknown) => {
    sheetXml.destroy();
    archive.abort();
    out.destroy(error as Error);
  });
  return out;
}
