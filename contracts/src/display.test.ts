import {
  answerDisplay,
  fileLinkOf,
  fileNameOf,
  formatBytes,
  formatDateTime,
  isFileAnswer,
  isImageAnswer,
} from './display';

describe('display rules', () => {
  it('formats dates as pt-BR short date and time in São Paulo', () => {
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('21/11/2026, 14:05');
  });
  it('formats sizes in steps of 1024 with b, Kb, Mb, Gb', () => {
    expect(formatBytes(512)).toBe('512 b');
    expect(formatBytes(1536)).toBe('1,5 Kb');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2,5 Mb');
    expect(formatBytes(1024)).toBe('1 Kb');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 Mb');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 Gb');
  });
  it('treats answers starting with http as files, and jpeg/jpg/gif/png/webp as images', () => {
    expect(isFileAnswer('http://x/files/1/a.pdf')).toBe(true);
    expect(isFileAnswer('Sim')).toBe(false);
    expect(isImageAnswer('https://x/files/1/foto.JPG')).toBe(true);
    expect(isImageAnswer('https://x/files/1/foto.webp')).toBe(true);
    expect(isImageAnswer('https://x/files/1/doc.pdf')).toBe(false);
  });
  it('when a file answer is a WEBP, then it opens in the lightbox like a PNG or JPEG', () => {
    // Arrange
    const answers = ['https://x/files/1/foto.WEBP', 'https://x/files/1/foto.png', 'https://x/files/1/foto.jpeg'];

    // Act
    const shown = answers.map(isImageAnswer);

    // Assert
    expect(shown).toEqual([true, true, true]);
    expect(isImageAnswer('https://x/files/1/foto.webp.pdf')).toBe(false);
  });
  it('reads the file name from the URL', () => {
    expect(fileNameOf('http://x/files/1/rela%C3%A7%C3%A3o%20final.pdf')).toBe('relação final.pdf');
  });
});

describe('fileLinkOf', () => {
  const origin = 'https://formularios.example.com';
  const own = `${origin}/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/fatura.pdf`;

  it('when a FILE answer is a file of this server, then it is the link (absolute or as a path)', () => {
    expect(fileLinkOf({ type: 'FILE', answer: own }, origin)).toBe(own);
    expect(fileLinkOf({ type: 'FILE', answer: '/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/fatura.pdf' }, origin)).toBe(
      own,
    );
  });

  it('when a text answer is a URL, even of this server, then it is no link', () => {
    expect(fileLinkOf({ type: 'TEXT', answer: own }, origin)).toBeUndefined();
    expect(fileLinkOf({ answer: own }, origin)).toBeUndefined();
    expect(fileLinkOf({ type: 'STRING', answer: 'https://evil.example/fatura.pdf' }, origin)).toBeUndefined();
  });

  it('when a FILE answer points elsewhere or is not a stored file path, then it is no link', () => {
    for (const answer of [
      'https://evil.example/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/fatura.pdf',
      `${origin}.evil.example/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/a.pdf`,
      `${origin}/files/nao-e-um-id/fatura.pdf`,
      `${origin}/outra-coisa/fatura.pdf`,
      `${own}?redirect=https://evil.example`,
      '//evil.example/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/a.pdf',
      'javascript:alert(1)',
    ]) {
      expect(fileLinkOf({ type: 'FILE', answer }, origin)).toBeUndefined();
    }
  });
});

describe('answerDisplay', () => {
  it('when an answer has a typed value, then it is shown the pt-BR way for its type', () => {
    expect(answerDisplay({ type: 'DATE', answer: '15/03/2026', value: '2026-03-15' })).toEqual({
      kind: 'text',
      text: '15/03/2026',
    });
    expect(answerDisplay({ type: 'NUMBER', answer: '2,5', value: 2.5 })).toEqual({ kind: 'text', text: '2,5' });
    expect(answerDisplay({ type: 'NPS', answer: '9', value: 9 })).toEqual({ kind: 'text', text: '9 de 10' });
    expect(answerDisplay({ type: 'RATING', answer: '4', value: 4 })).toEqual({ kind: 'text', text: '4' });
    expect(
      answerDisplay({ type: 'MATRIX', answer: 'Comida: Bom; Música: Ruim', value: { Comida: 'Bom', Música: 'Ruim' } }),
    ).toEqual({
      kind: 'grid',
      rows: [
        { row: 'Comida', column: 'Bom' },
        { row: 'Música', column: 'Ruim' },
      ],
    });
    expect(answerDisplay({ type: 'RANKING', answer: 'C, A, B', value: ['C', 'A', 'B'] })).toEqual({
      kind: 'list',
      items: ['C', 'A', 'B'],
    });
  });

  it('when an answer has no typed value or one of another shape, then its text is shown', () => {
    expect(answerDisplay({ type: 'MATRIX', answer: 'Comida: Bom' })).toEqual({ kind: 'text', text: 'Comida: Bom' });
    expect(answerDisplay({ type: 'RANKING', answer: 'x', value: [1, 2] })).toEqual({ kind: 'text', text: 'x' });
    expect(answerDisplay({ type: 'FUTURE', answer: 'algo', value: 3 })).toEqual({ kind: 'text', text: 'algo' });
    expect(answerDisplay({ answer: 'texto' })).toEqual({ kind: 'text', text: 'texto' });
  });
});
