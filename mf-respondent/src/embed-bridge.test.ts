// The framed page's layout (docs/forms-and-templates.md#embedding): framed by embed.js, the page takes
// the embedded layout before its first render, not when the bridge's chunk arrives.
import { startEmbedBridge } from './embed-bridge';

jest.mock('./embed-host', () => ({ startEmbedBridge: jest.fn(), tellHost: jest.fn() }));

const realParent = window.parent;
const frame = (hash: string) => {
  Object.defineProperty(window, 'parent', { configurable: true, value: {} });
  window.location.hash = hash;
};

afterEach(() => {
  Object.defineProperty(window, 'parent', { configurable: true, value: realParent });
  window.location.hash = '';
  document.documentElement.classList.remove('rs-embedded');
});

describe('startEmbedBridge', () => {
  it('when the page is framed by embed.js, then the embedded layout is on at once', () => {
    frame('#embed=https%3A%2F%2Fwww.acme.com.br');
    startEmbedBridge('form-1');
    expect(document.documentElement.classList.contains('rs-embedded')).toBe(true);
  });

  it('when the page is framed without the fragment (the editor preview), then the layout stays the standalone one', () => {
    frame('');
    startEmbedBridge('form-1');
    expect(document.documentElement.classList.contains('rs-embedded')).toBe(false);
  });

  it('when the page is opened on its own with the fragment, then the layout stays the standalone one', () => {
    window.location.hash = '#embed=https%3A%2F%2Fwww.acme.com.br';
    startEmbedBridge('form-1');
    expect(document.documentElement.classList.contains('rs-embedded')).toBe(false);
  });
});
