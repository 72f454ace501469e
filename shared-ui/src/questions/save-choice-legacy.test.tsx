import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSaveChoice, type SaveChoice } from './save-choice';

// A shell whose platform predates the choice drawer (< 1.2.0) offers no useChoice.
jest.mock('@formbuilder/platform', () => ({ ...jest.requireActual('@formbuilder/platform'), useChoice: undefined }));

/** An editor's use of it: the drawer rendered once, the asking kept. */
function Editor({ onReady }: { onReady: (ask: () => Promise<SaveChoice>) => void }) {
  const [ask, drawer] = useSaveChoice();
  onReady(ask);
  return <>{drawer}</>;
}

describe('useSaveChoice under an older platform', () => {
  it('when the platform has no choice drawer, then its own copy asks and resolves the choice', async () => {
    // Arrange: no ConfirmProvider around it, as an old shell's offers no useChoice.
    let ask: () => Promise<SaveChoice> = async () => null;
    render(<Editor onReady={(next) => (ask = next)} />);
    let choice: Promise<SaveChoice> = Promise.resolve(null);

    // Act
    act(() => {
      choice = ask();
    });
    // The drawer's code is imported on its first question: compiled for the first time on a busy
    // machine, that took more than findBy's default second (as in the platform's own drawer test).
    fireEvent.click(await screen.findByRole('button', { name: 'SALVAR E SAIR' }, { timeout: 15_000 }));

    // Assert
    await expect(choice).resolves.toBe('exit');
  });
});
