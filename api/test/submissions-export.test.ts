// The CSV and XLSX exports read back: same rows and cells, newest first across the export's batches,
// dates in Brasília time, file answers as links, and formulas neutralised in every ';' or ','
// fragment of a cell (pt-BR spreadsheets split an unquoted line on ';').
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { normalizeSearch } from '@formbuilder/contracts';
import { submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let token: string;

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  token = await tokenOf(server.url, acme.manager.email);
}, 180_000);
afterAll(() => server.stop());

const download = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

const readCsv = (bytes: Buffer, delimiter: string): string[][] =>
  parse(bytes, { bom: true, delimiter, relax_quotes: false, record_delimiter: '\r\n' });

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  // row.values is sparse (empty cells are holes) and 1-based.
  sheet.eachRow((row) => rows.push(Array.from(row.values as ExcelJS.CellValue[], (value) => value).slice(1)));
  return { sheet, rows };
}

describe('exports of a form with dangerous cells', () => {
  let formId: string;
  const fileUrl = () => `${server.config.publicUrl}/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/foto.png`;

  beforeAll(async () => {
    const form = await insertSurvey(server.db, { companyId: acme.company.id, title: 'Fórmulas' });
    formId = form.id;
    await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: 'Ana; =cmd|calc',
      document: '529.982.247-25',
      email: 'ana@example.com',
      phone: '(11) 98765-4321',
      answers: [
        { questionId: 'q-name', question: 'Como você se chama?', answer: 'ok;=1+1;x' },
        { questionId: 'q-story', question: 'Conte sua experiência', answer: 'a,+SUM(A1)\n@linha' },
        { questionId: 'q-colors', question: 'Cores preferidas', answer: 'Vermelho, Azul' },
        { questionId: 'q-photo', question: 'Envie uma foto', answer: fileUrl() },
      ],
      comments: [{ user: null, comment: '-2+3', created: '2024-03-25T17:05:00.000Z', isUser: true }],
      createdAt: new Date('2024-03-25T17:00:00.000Z'),
    });
  });

  it('when exported as CSV by default, then fields are ;-separated, all quoted, and every fragment is neutralised', async () => {
    // Act
    const { response, bytes } = await download(`/api/forms/${formId}/submissions.csv`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="respostas-formulas.csv"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    // Every field quoted: no line starts or follows a separator without a quote.
    for (const line of text.split('\r\n').filter((l) => l.startsWith('"'))) expect(line).toMatch(/^"(.*)"$/s);
    const [header, row] = readCsv(bytes, ';');
    expect(header![0]).toBe('Data');
    expect(row).toEqual([
      '25/03/2024 14:00',
      "Ana; '=cmd|calc",
      '529.982.247-25',
      'ana@example.com',
      '(11) 98765-4321',
      "ok;'=1+1;x",
      "a,'+SUM(A1)\n'@linha",
      '',
      'Vermelho, Azul',
      fileUrl(),
      '25/03/2024 14:05 (respondente): -2+3',
    ]);
  });

  it('when a cell hides a formula after any kind or run of line breaks, then every line start is neutralised', async () => {
    // Arrange
    const answers = ['a;\r=1+1', 'a\r\r=1+1', 'a\n\r=1+1', 'a\r\n=1+1', 'a\r\n\r\n+1', 'a\r \t=1'];
    const form = await insertSurvey(server.db, { companyId: acme.company.id, title: 'Quebras' });
    await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Bia',
      document: '529.982.247-25',
      email: '',
      phone: '',
      answers: answers.map((answer, index) => ({ questionId: `q${index}`, question: `P${index}`, answer })),
      comments: [],
      createdAt: new Date('2024-03-25T17:00:00.000Z'),
    });

    // Act
    const [, row] = readCsv((await download(`/api/forms/${form.id}/submissions.csv`)).bytes, ';');

    // Assert: the answers are the last cells; each line of each, and each piece between separators,
    // starts (after spaces) with no formula sign.
    const cells = row!.slice(-answers.length - 1, -1);
    expect(cells).toEqual(["a;'\r'=1+1", "a\r'\r'=1+1", "a\n'\r'=1+1", "a\r\n'=1+1", "a\r\n'\r\n'+1", "a\r '\t=1"]);
    for (const cell of cells) {
      for (const piece of cell.split(/[;,\r\n]/)) expect(piece).not.toMatch(/^ *[=+\-@\t]/);
      expect(cell.replaceAll("'", '')).toBe(answers[cells.indexOf(cell)]);
    }
  });

  it('when exported as CSV with delimiter=comma, then the same cells come ,-separated', async () => {
    // Act
    const semicolon = readCsv((await download(`/api/forms/${formId}/submissions.csv`)).bytes, ';');
    const comma = readCsv((await download(`/api/forms/${formId}/submissions.csv?delimiter=comma`)).bytes, ',');

    // Assert
    expect(comma).toEqual(semicolon);
  });

  it('when the delimiter is unknown, then it is a 400 naming the field', async () => {
    // Act
    const result = await call(server.url, `/api/forms/${formId}/submissions.csv?delimiter=tab`, { token });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toHaveProperty('delimiter');
  });

  it('when exported as XLSX, then the sheet holds the same neutralised text, a real date and the file as a link', async () => {
    // Act
    const { response, bytes } = await download(`/api/forms/${formId}/submissions.xlsx`);
    const { rows, sheet } = await readXlsx(bytes);
    const csvRows = readCsv((await download(`/api/forms/${formId}/submissions.csv`)).bytes, ';');

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="respostas-formulas.xlsx"');
    expect(rows[0]).toEqual(csvRows[0]);
    // 14:00 in São Paulo, shown as such: the cell holds the wall-clock time.
    expect(rows[1]![0]).toEqual(new Date(Date.UTC(2024, 2, 25, 14, 0)));
    expect(sheet.getCell(2, 1).numFmt).toBe('dd/mm/yyyy hh:mm');
    const text = (value: ExcelJS.CellValue) =>
      value && typeof value === 'object' && 'text' in value ? value.text : (value ?? '');
    expect(rows[1]!.slice(1).map(text)).toEqual(csvRows[1]!.slice(1));
    expect(sheet.getCell(2, 10).value).toEqual({ text: fileUrl(), hyperlink: fileUrl() });
    // No cell is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });
});

describe('exports of many submissions', () => {
  const COUNT = 1_203;
  let formId: string;

  beforeAll(async () => {
    const form = await insertSurvey(server.db, { companyId: acme.company.id, title: 'Muitas' });
    formId = form.id;
    const base = Date.UTC(2025, 5, 1, 12);
    const values = Array.from({ length: COUNT }, (_unused, i) => {
      const name = `Pessoa ${String(i).padStart(4, '0')}`;
      return {
        formId,
        companyId: acme.company.id,
        name,
        nameSearch: normalizeSearch(name),
        answers: [{ questionId: 'q-return', question: 'Voltaria?', answer: i % 3 === 0 ? 'Não' : 'Sim' }],
        // Threes share a timestamp: the batches must break ties by id without losing or repeating rows.
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      };
    });
    for (let i = 0; i < values.length; i += 400) await server.db.insert(submissions).values(values.slice(i, i + 400));
  }, 60_000);

  it('when exported as CSV and XLSX, then both hold every row once, in the order of the staff list', async () => {
    // Arrange
    const listed = await call(server.url, `/api/submissions?formId=${formId}&perPage=500`, { token });
    const pages = [listed.json.items];
    for (let page = 2; page <= 3; page += 1) {
      pages.push(
        (await call(server.url, `/api/submissions?formId=${formId}&perPage=500&page=${page}`, { token })).json.items,
      );
    }
    const names = pages.flat().map((item: { name: string }) => item.name);

    // Act
    const csvRows = readCsv((await download(`/api/forms/${formId}/submissions.csv`)).bytes, ';');
    const { rows } = await readXlsx((await download(`/api/forms/${formId}/submissions.xlsx`)).bytes);

    // Assert
    expect(names).toHaveLength(COUNT);
    expect(csvRows.slice(1).map((row) => row[1])).toEqual(names);
    expect(rows.slice(1).map((row) => row[1])).toEqual(names);
    expect(csvRows.slice(1).filter((row) => row[7] === 'Não')).toHaveLength(Math.ceil(COUNT / 3));
  });
});
