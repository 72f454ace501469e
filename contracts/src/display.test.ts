import { fileNameOf, formatBytes, formatDateTime, isFileAnswer, isImageAnswer } from './display';

describe('display rules', () => {
  it('formats dates as pt-BR short date and time in São Paulo', () => {
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('21/11/2026, 14:05');
  });
  it('formats sizes in steps of 1024 with b, Kb, Mb, Gb', () => {
    expect(formatBytes(512)).toBe('512 b');
    expect(formatBytes(1536)).toBe('1.5 Kb');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 Mb');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 Gb');
  });
  it('treats answers starting with http as files, and jpeg/jpg/gif/png as images', () => {
    expect(isFileAnswer('http://x/files/1/a.pdf')).toBe(true);
    expect(isFileAnswer('Sim')).toBe(false);
    expect(isImageAnswer('https://x/files/1/foto.JPG')).toBe(true);
    expect(isImageAnswer('https://x/files/1/foto.webp')).toBe(false);
    expect(isImageAnswer('https://x/files/1/doc.pdf')).toBe(false);
  });
  it('reads the file name from the URL', () => {
    expect(fileNameOf('http://x/files/1/rela%C3%A7%C3%A3o%20final.pdf')).toBe('relação final.pdf');
  });
});
