import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { api } from '@formbuilder/shared-ui';
import { AnswerValue } from './answer-value';

// The file-link rule (contracts fileLinkOf; docs/security.md, "Files") as the staff see it.
async function render(answer: { answer: string; type?: 'TEXT' | 'FILE' }) {
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
});
