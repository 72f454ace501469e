import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ConfirmProvider, useConfirm } from '@formbuilder/platform';
import { useSaveChoice, type SaveChoice } from './save-choice';

const wrapper = ({ children }: { children: ReactNode }) => <ConfirmProvider>{children}</ConfirmProvider>;

describe('the one choice drawer', () => {
  it('when saving asks and SALVAR E SAIR is clicked, then the choice resolves to exit once the drawer closed', async () => {
    // Arrange
    const { result } = renderHook(() => useSaveChoice(), { wrapper });
    let choice: Promise<SaveChoice> = Promise.resolve(null);

    // Act
    act(() => {
      choice = result.current[0]();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'SALVAR E SAIR' }));

    // Assert
    await expect(choice).resolves.toBe('exit');
    expect(screen.getByText('SALVAR E CONTINUAR EDIDANTO')).toBeTruthy();
  });

  it('when a confirmation is dismissed with CANCELAR, then it resolves false', async () => {
    // Arrange
    const { result } = renderHook(() => useConfirm(), { wrapper });
    let answer: Promise<boolean> = Promise.resolve(true);

    // Act
    act(() => {
      answer = result.current({ title: 'Excluir?', okText: 'EXCLUIR', danger: true });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'CANCELAR' }));

    // Assert
    await expect(answer).resolves.toBe(false);
  });

  it('when a confirmation is accepted, then it resolves true and the OK text is the one asked for', async () => {
    // Arrange
    const { result } = renderHook(() => useConfirm(), { wrapper });
    let answer: Promise<boolean> = Promise.resolve(false);

    // Act
    act(() => {
      answer = result.current({ title: 'Excluir?', okText: 'EXCLUIR' });
    });
    await waitFor(() => expect(screen.getByText('Excluir?')).toBeTruthy());
    fireEvent.click(await screen.findByRole('button', { name: 'EXCLUIR' }));

    // Assert
    await expect(answer).resolves.toBe(true);
  });
});
