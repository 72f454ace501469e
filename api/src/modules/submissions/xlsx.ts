// The pieces of an XLSX file (a zip of a few SpreadsheetML parts) that the export writes itself: the
// workbook frame, the styles of its columns, and one worksheet whose rows are written as XML text as
// they come. Building each row as a string leaves little garbage behind, where a cell-object model
// (exceljs' streaming writer) left about a kilobyte per cell for the collector, and the export's
// memory grew with the number of answers (+118 MB at 100,000).

/** Cell styles, by their index in styles.xml's cellXfs. */
export const XLSX_STYLE = { plain: 0, dateTime: 1, date: 2, number: 3, text: 4, header: 5 } as const;

/** Cells of the control characters XML 1.0 cannot hold (tab, line feed and carriage return stay). */
// eslint-disable-next-line no-control-regex
const UNWRITABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text fit for an XML element or attribute: markup escaped, characters XML forbids dropped. */
export function xmlText(text: string): string {
  return text.replace(UNWRITABLE, '').replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** 1 -> 'A', 27 -> 'AA'. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Days since 1899-12-30, the 1900 date system's serial of a date (its UTC wall clock). */
export function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

export type XlsxCell =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: Date };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HYPERLINK_TYPE = `${REL_NS}/hyperlink`;

/** The parts around the worksheet: content types, relationships, workbook and styles. */
export function xlsxFrame(sheetName: string): { name: string; xml: string }[] {
  return [
    {
      name: '[Content_Types].xml',
      xml:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      xml:
        `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      xml:
        `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<bookViews><workbookView/></bookViews>' +
        `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
        '</workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml:
        `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    },
    {
      name: 'xl/styles.xml',
      xml:
        `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
        '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy hh:mm"/>' +
        '<numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts>' +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="6">' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top"/></xf>' +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
        '</cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    },
  ];
}

/** A linked cell's entry in the sheet's <hyperlinks>, pointing at relationship `rId<id>`. */
export function hyperlinkXml(ref: string, id: number): string {
  return `<hyperlink ref="${ref}" r:id="rId${id}"/>`;
}

/** The relationship `rId<id>` of the sheet: a link's target. */
export function relationshipXml(id: number, url: string): string {
  return `<Relationship Id="rId${id}" Type="${HYPERLINK_TYPE}" Target="${xmlText(url)}" TargetMode="External"/>`;
}

/** The sheet's relationships part (its links' targets) goes around the relationships. */
export const RELATIONSHIPS_HEAD = `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">`;
export const RELATIONSHIPS_TAIL = '</Relationships>';

/**
 * The worksheet, written piece by piece: its opening (column widths and styles, the first row frozen),
 * one string per row, and its end. The links of a row's cells are handed out with `takeLinks` after
 * each row: they go to the sheet's <hyperlinks>, after its rows, and to its own .rels part, which the
 * export keeps out of memory until then.
 */
export class SheetXml {
  private rows = 0;
  /** 'J2' and the link of each linked cell of the rows since the last `takeLinks`. */
  private links: [ref: string, url: string][] = [];

  constructor(private readonly styles: number[]) {}

  start(widths: number[]): string {
    const cols = widths
      .map((width, index) => {
        const column = index + 1;
        return `<col min="${column}" max="${column}" width="${width}" style="${this.styles[index]}" customWidth="1"/>`;
      })
      .join('');
    return (
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
      '</sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`
    );
  }

  /** The header row: bold titles. */
  header(titles: string[]): string {
    this.rows += 1;
    const cells = titles
      .map(
        (title, index) =>
          `<c r="${columnLetters(index + 1)}${this.rows}" s="${XLSX_STYLE.header}" t="str"><v>${xmlText(title)}</v></c>`,
      )
      .join('');
    return `<row r="${this.rows}">${cells}</row>`;
  }

  row(cells: XlsxCell[]): string {
    this.rows += 1;
    const at = this.rows;
    let xml = `<row r="${at}">`;
    for (let index = 0; index < cells.length; index += 1) {
      const cell = cells[index]!;
      const ref = `${columnLetters(index + 1)}${at}`;
      const style = this.styles[index] ?? XLSX_STYLE.plain;
      switch (cell.kind) {
        case 'number':
          xml += `<c r="${ref}" s="${style}"><v>${cell.value}</v></c>`;
          break;
        case 'date':
          xml += `<c r="${ref}" s="${style}"><v>${excelSerial(cell.value)}</v></c>`;
          break;
        case 'link':
          this.links.push([ref, cell.url]);
          xml += `<c r="${ref}" s="${style}" t="str"><v>${xmlText(cell.text)}</v></c>`;
          break;
        default:
          if (cell.text !== '') xml += `<c r="${ref}" s="${style}" t="str"><v>${xmlText(cell.text)}</v></c>`;
      }
    }
    return `${xml}</row>`;
  }

  /** The linked cells of the rows written since the last call. */
  takeLinks(): [ref: string, url: string][] {
    const links = this.links;
    this.links = [];
    return links;
  }

  /** What follows the rows and, when there are any, the <hyperlinks>. */
  static readonly TAIL =
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';
}
