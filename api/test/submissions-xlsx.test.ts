// The XLSX writer on its own: the file Excel readers get (typed cells, links, escaped text, the frozen
// header), and a failure half-way that errors the stream instead of ending it short, leaving no
// temporary file behind.
import fs from 'node:fs';
import os from 'node:os';
import ExcelJS from 'exceljs';
import { xlsxExport, type RowBatches } from '../src/modules/submissions/export';
import type { ExportColumn, ExportedSubmission } from '../src/modules/submissions/csv';

const PREFIX = 'https://app.example.com.br/files/';

const columns: ExportColumn[] = [
  { title: 'Nota', file: false, kind: 'number', matches: (answer) => answer.questionId === 'n' },
  { title: 'Dia', file: false, kind: 'date', matches: (answer) => answer.questionId === 'd' },
  { title: 'Arquivo', file: true, matches: (answer) => answer.questionId === 'f' },
  { title: 'Texto <&>', file: false, matches: (answer) => answer.questionId === 't' },
];

const submissionOf = (index: number): ExportedSubmission => ({
  id: `s${index}`,
  createdAt: new Date(Date.UTC(2024, 2, 25, 17, index)),
  name: `Pessoa ${index}`,
  document: '',
  email: '',
  phone: '',
  comments: [],
  answers: [
    { questionId: 'n', question: 'Nota', answer: String(index), value: index },
    { questionId: 'd', question: 'Dia', answer: '01/02/2024', value: '2024-02-01' },
    { questionId: 'f', question: 'Arquivo', answer: `${PREFIX}f${index}.pdf?a=1&b=2` },
    { questionId: 't', question: 'Texto', answer: `=1+1 <b>&\u0001 ${index}\nlinha` },
  ],
});

async function* batchesOf(count: number, failAfter?: number): RowBatches {
  for (let start = 0; start < count; start += 100) {
    if (failAfter !== undefined && start >= failAfter) throw new Error('o banco caiu');
    yield Array.from({ length: Math.min(100, count - start) }, (_, offset) => submissionOf(start + offset + 1));
  }
}

async function bytesOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const spools = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('formbuilder-xlsx-'));

it('when 250 rows are written, then they read back typed, linked, escaped and without formulas', async () => {
  // Arrange
  const before = spools();

  // Act
  const bytes = await bytesOf(xlsxExport({ columns, batches: batchesOf(250), fileUrlPrefix: PREFIX }));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;

  // Assert
  expect(sheet.actualRowCount).toBe(251);
  expect(sheet.getCell(1, 9).value).toBe('Texto <&>');
  expect(sheet.getCell(1, 1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.getCell(2, 1).value).toEqual(new Date(Date.UTC(2024, 2, 25, 14, 1)));
  expect(sheet.getCell(2, 6).value).toBe(1);
  expect(sheet.getCell(251, 6).value).toBe(250);
  expect(sheet.getCell(2, 7).value).toEqual(new Date(Date.UTC(2024, 1, 1)));
  expect(sheet.getCell(2, 7).numFmt).toBe('dd/mm/yyyy');
  expect(sheet.getCell(251, 8).value).toEqual({
    text: `${PREFIX}f250.pdf?a=1&b=2`,
    hyperlink: `${PREFIX}f250.pdf?a=1&b=2`,
  });
  expect(sheet.getCell(2, 9).value).toBe("'=1+1 <b>& 1\nlinha");
  sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  expect(spools()).toEqual(before);
});

it('when reading rows fails half-way, then the stream errors and no temporary file is left', async () => {
  // Arrange
  const before = spools();

  // Act
  const stream = xlsxExport({ columns, batches: batchesOf(1_000, 300), fileUrlPrefix: PREFIX });
  const closed = new Promise((resolve) => stream.once('close', resolve));

  // Assert
  await expect(bytesOf(stream)).rejects.toThrow('o banco caiu');
  await closed;
  expect(spools()).toEqual(before);
});
