import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '@formbuilder/shared-ui';
import { AnswerValue } from './answer-value';

// The file-link rule (contracts fileLinkOf; docs/security.md, "Files") as the staff see it.
async function render(answer: Parameters<typeof AnswerValue>[0]['answer']) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<AnswerValue answer={answer} />));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('AnswerValue', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    api.defaults.adapter = () => Promise.reject(new Error('no server in unit tests'));
  });

  it('when a text answer is a URL made to look like a file, then it is shown as text, with no link', async () => {
    const { container, unmount } = await render({ type: 'TEXT', answer: 'https://evil.example/fatura.pdf' });
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('https://evil.example/fatura.pdf');
    await unmount();
  });

  it('when a FILE answer points to another site, then it is shown as text too', async () => {
    const { container, unmount } = await render({
      type: 'FILE',
      answer: 'https://evil.example/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/fatura.pdf',
    });
    expect(container.querySelector('a')).toBeNull();
    await unmount();
  });

  it("when a FILE answer is this server's upload, then it is a download link", async () => {
    const url = `${window.location.origin}/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/fatura.pdf`;
    const { container, unmount } = await render({ type: 'FILE', answer: url });
    expect(container.querySelector('a')?.getAttribute('href')).toBe(url);
    await unmount();
  });

  it("when a FILE answer is this server's WEBP upload, then it is shown as a picture to zoom, like a PNG", async () => {
    // Arrange
    const webp = `${window.location.origin}/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/foto.webp`;

    // Act
    const { container, unmount } = await render({ type: 'FILE', answer: webp });

    // Assert
    expect(container.querySelector('img')?.getAttribute('src')).toBe(webp);
    expect(container.querySelector('a')).toBeNull();
    await unmount();
  });

  it('when a grid and a ranking have typed values, then the grid is a table and the ranking a list; an older answer shows its text', async () => {
    const grid = await render({
      type: 'MATRIX',
      answer: 'Comida: Ótimo; Música: Bom',
      value: { Comida: 'Ótimo', Música: 'Bom' },
    });
    // A small table: a header row, then each grid row as a row header and the column chosen.
    expect([...grid.container.querySelectorAll('tr')].map((row) => row.textContent)).toEqual([
      'ItemResposta',
      'ComidaÓtimo',
      'MúsicaBom',
    ]);
    expect([...grid.container.querySelectorAll('th[scope="row"]')].map((cell) => cell.textContent)).toEqual([
      'Comida',
      'Música',
    ]);
    await grid.unmount();

    const ranking = await render({ type: 'RANKING', answer: 'Local, Data, Preço', value: ['Local', 'Data', 'Preço'] });
    expect([...ranking.container.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Local',
      'Data',
      'Preço',
    ]);
    await ranking.unmount();

    const older = await render({ type: 'RANKING', answer: 'Local, Data' });
    expect(older.container.textContent).toBe('Local, Data');
    await older.unmount();
  });

  it("when a SIGNATURE answer is this server's PNG upload, then it is shown as a picture", async () => {
    const png = `${window.location.origin}/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/assinatura.png`;
    const { container, unmount } = await render({ type: 'SIGNATURE', answer: png });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(png);
    await unmount();
  });
});
