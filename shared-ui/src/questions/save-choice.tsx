// Saving an existing form or template asks first (docs/product.md#states): SALVAR E SAIR, SALVAR E
// CONTINUAR EDIDANTO or CANCELAR, in the platform's choice drawer like every confirmation.
import { useCallback, type ReactNode } from 'react';
import * as platform from '@formbuilder/platform';
import { useChoiceDrawer, type Choose } from '@formbuilder/platform/choice-drawer';
import { text } from './text';

/** What the user chose; null when it cancelled or dismissed the drawer. */
export type SaveChoice = 'exit' | 'continue' | null;

// A shell whose platform predates the choice drawer (< 1.2.0) has no useChoice: the remote then
// renders its own copy of the same drawer. Which of the two is fixed for the page's whole life.
const sharedChoice = (platform as Partial<typeof platform>).useChoice;
const useChoiceOrOwn: () => [Choose, ReactNode] = sharedChoice ? () => [sharedChoice(), null] : useChoiceDrawer;

/**
 * `const [askSaveChoice, saveChoiceDrawer] = useSaveChoice();` render `saveChoiceDrawer` once, then
 * `const choice = await askSaveChoice();` resolves once the drawer has closed.
 */
export function useSaveChoice(): [() => Promise<SaveChoice>, ReactNode] {
  const [choose, drawer] = useChoiceOrOwn();
  const ask = useCallback(
    () =>
      choose<'exit' | 'continue'>({
        title: text.saveTitle,
        content: text.saveContent,
        cancelText: text.cancel,
        actions: [
          { value: 'continue', label: text.saveAndContinue },
          { value: 'exit', label: text.saveAndExit, primary: true },
        ],
      }),
    [choose],
  );
  return [ask, drawer];
}
