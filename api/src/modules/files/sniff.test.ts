import { sniffType, zipEntryNames } from './sniff';

const zipWith = (names: string[]) => {
  // Only the central directory and its end record matter to the sniffer.
  const entries = names.map((name) => {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 28);
    return Buffer.concat([header, Buffer.from(name)]);
  });
  const directory = Buffer.concat(entries);
  const local = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, directory, end]);
};

describe('sniffType', () => {
  it('when the bytes start with a known signature, then the name does not matter', () => {
    expect(sniffType(Buffer.from('%PDF-1.7 ...'), 'virus.exe')?.mime).toBe('application/pdf');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1]), 'x.html')?.mime).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF87a....'), '')?.ext).toBe('gif');
  });

  it('when a zip holds an Office document, then its kind comes from its entries', () => {
    expect(sniffType(zipWith(['[Content_Types].xml', 'xl/workbook.xml']), 'a.bin')?.ext).toBe('xlsx');
    expect(sniffType(zipWith(['[Content_Types].xml', 'ppt/presentation.xml']), 'a.bin')?.ext).toBe('pptx');
    expect(sniffType(zipWith(['word/document.xml']), 'a.docx')).toBeUndefined();
    expect(sniffType(zipWith(['[Content_Types].xml', 'word/document.xml', 'word/vbaProject.bin']), 'a.docx')).toBe(
      undefined,
    );
  });

  it('when the zip structure is broken, then it is refused', () => {
    const broken = zipWith(['[Content_Types].xml', 'word/document.xml']);
    broken.writeUInt32LE(0xdeadbeef, 6);
    expect(zipEntryNames(broken)).toBeUndefined();
    expect(sniffType(broken, 'a.docx')).toBeUndefined();
  });

  it('when text is named .txt or .csv, then it passes unless it holds markup, controls or an interpreter line', () => {
    expect(sniffType(Buffer.from('a;b\n1;2\n'), 'x.CSV')?.mime).toBe('text/csv');
    expect(sniffType(Buffer.from('Olá, mundo', 'latin1'), 'x.txt')?.mime).toBe('text/plain');
    expect(sniffType(Buffer.from('preço < 5 e > 2'), 'x.txt')?.mime).toBe('text/plain');
    expect(sniffType(Buffer.from('hello'), 'x.js')).toBeUndefined();
    expect(sniffType(Buffer.from('hi <IMG src=x onerror=alert(1)>'), 'x.txt')).toBeUndefined();
    expect(sniffType(Buffer.from('<?xml version="1.0"?><svg/>'), 'x.txt')).toBeUndefined();
    expect(sniffType(Buffer.from('a\u0000b'), 'x.txt')).toBeUndefined();
    expect(sniffType(Buffer.from('#!/usr/bin/env node\n'), 'x.txt')).toBeUndefined();
  });
});
