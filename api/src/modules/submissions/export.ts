// The streamed exports of one form's submissions: CSV (';' and a UTF-8 BOM for pt-BR Excel by
// default, ',' on request; every field quoted) and XLSX (exceljs' streaming writer). Rows are read
// in batches and written as they come, so memory stays flat whatever the number of submissions.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
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

/** Waits while the reader is behind, so a slow download does not pile rows up in memory. */
async function drained(stream: PassThrough) {
  if (stream.writableNeedDrain) await once(stream, 'drain');
}

/** What exceljs' worksheet writer keeps (not in its types): the buffer its rows go through to the zip entry. */
interface SheetStream {
  stream?: { pipes?: { _writableState?: { needDrain?: boolean }; once(event: 'drain', listener: () => void): void }[] };
}

/**
 * Waits while the zip entry of the sheet is behind. exceljs' streaming writer ignores backpressure
 * (exceljs issue 734): committed rows are pushed into the entry's stream whatever its fill, so when
 * compressing is slower than reading rows, the whole sheet's XML piles up in memory (about 100 MB
 * for 100,000 answers). Waiting here, between batches, keeps it to a few hundred kilobytes.
 */
async function sheetDrained(sheet: ExcelJS.Worksheet) {
  for (const pipe of (sheet as unknown as SheetStream).stream?.pipes ?? []) {
    if (pipe._writableState?.needDrain) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
}

/** Rows written between two waits on the sheet's zip entry (a row of many answers is a few KB of XML). */
const SHEET_DRAIN_ROWS = 100;

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

export function xlsxExport({ columns, batches, fileUrlPrefix }: ExportInput): Readable {
  const out = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(submissionCsvLabels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = headerOf(columns).map(neutraliseFormula);
    // Answer columns start after the date and the four identity columns.
    const kindAt = (index: number) => columns[index - 5]?.kind;
    const styles: Partial<ExcelJS.Style>[] = header.map((_title, index) =>
      index === 0
        ? { numFmt: 'dd/mm/yyyy hh:mm' }
        : kindAt(index) === 'date'
          ? { numFmt: 'dd/mm/yyyy', alignment: { vertical: 'top' } }
          : kindAt(index) === 'number'
            ? { alignment: { vertical: 'top' } }
            : { alignment: { wrapText: true, vertical: 'top' } },
    );
    sheet.columns = header.map((title, index) => ({
      header: title,
      width: index === 0 ? 17 : Math.min(40, Math.max(12, title.length + 2)),
      style: styles[index],
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let written = 0;
    const fileColumns = new Set(columns.flatMap((column, index) => (column.file ? [index + 4] : [])));
    for await (const batch of batches) {
      for (const row of batch) {
        const cells: ExcelJS.CellValue[] = cellsOf(row, columns).map((cell, index) => {
          const column = columns[index - 4];
          const typed = column ? typedCellOf(row, column) : undefined;
          if (typed !== undefined) return typed;
          const text = neutraliseFormula(cell);
          if (fileColumns.has(index) && cell.startsWith(fileUrlPrefix) && !cell.includes('\n')) {
            return { text, hyperlink: cell };
          }
          return text;
        });
        const added = sheet.addRow([brasiliaWallClock(row.createdAt), ...cells]);
        // Each cell gets a copy of its column's style, which exceljs' style table then remembers
        // (a WeakMap entry and a JSON key per cell, about a fifth of the memory an export grew by):
        // the column's own object is looked up once.
        added.eachCell((cell, column) => {
          cell.style = styles[column - 1]!;
        });
        added.commit();
        written += 1;
        if (written % SHEET_DRAIN_ROWS === 0) await sheetDrained(sheet);
      }
      await sheetDrained(sheet);
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
