import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('render crash');
}

describe('AppErrorBoundary', () => {
  // The error page is a chunk of its own; loading antd for it is not what the test times.
  beforeAll(() => import('./error-pages'), 60_000);

  it('when a page crashes while rendering, then the server-error page replaces it with a way home', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);
    // The error page is a chunk of its own: the render settles once it has loaded.
    await act(async () =>
      root.render(
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>,
      ),
    );
    expect(container.textContent).toContain('Ocorreu um erro no servidor.');
    expect(container.querySelector('button')?.textContent).toBe('VOLTAR PARA A PÁGINA INICIAL');
    act(() => root.unmount());
    quiet.mockRestore();
  });
});
