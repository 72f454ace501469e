import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { Choose } from './choice-drawer';
import { useChoiceDrawer } from './choice-drawer';

// How many times the drawer's own module was loaded (jest.mock's factory runs on the first import).
const mockLoads = { view: 0 };
jest.mock('./choice-drawer-view', () => {
  mockLoads.view += 1;
  return jest.requireActual('./choice-drawer-view');
});

function Page({ onReady }: { onReady: (choose: Choose) => void }) {
  const [choose, drawer] = useChoiceDrawer();
  useEffect(() => onReady(choose), [choose, onReady]);
  return (
    <div>
      <p>Página</p>
      {drawer}
    </div>
  );
}

describe('the choice drawer', () => {
  it('when no choice was asked yet, then the drawer is neither drawn nor loaded; the first question loads and draws it, and its answer resolves', async () => {
    // Arrange
    let choose: Choose | undefined;
    render(<Page onReady={(ready) => (choose = ready)} />);

    // Assert: nothing of the drawer before the first question
    expect(screen.getByText('Página')).toBeTruthy();
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(mockLoads.view).toBe(0);

    // Act
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = choose!({ title: 'Descartar o rascunho?', actions: [{ value: 'discard', label: 'DESCARTAR' }] });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'DESCARTAR' }, { timeout: 15_000 }));

    // Assert
    expect(screen.getByText('Descartar o rascunho?')).toBeTruthy();
    expect(mockLoads.view).toBe(1);
    await expect(answer).resolves.toBe('discard');
  });
});
