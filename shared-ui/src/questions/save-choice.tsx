// Saving an existing form or template asks first (docs/product.md#states): SALVAR E SAIR, SALVAR E
// CONTINUAR EDIDANTO or CANCELAR, in a bottom drawer like every confirmation.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Drawer, Flex, Typography } from 'antd';
import { DRAWER_CLOSE_MS } from '@formbuilder/platform';
import { text } from './text';

/** What the user chose; null when it cancelled or dismissed the drawer. */
export type SaveChoice = 'exit' | 'continue' | null;

/**
 * `const [askSaveChoice, saveChoiceDrawer] = useSaveChoice();` render `saveChoiceDrawer` once, then
 * `const choice = await askSaveChoice();` resolves once the drawer has closed.
 */
export function useSaveChoice(): [() => Promise<SaveChoice>, ReactNode] {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((choice: SaveChoice) => void) | null>(null);

  const ask = useCallback(() => {
    resolver.current?.(null);
    setOpen(true);
    return new Promise<SaveChoice>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (choice: SaveChoice) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    setTimeout(() => resolve?.(choice), DRAWER_CLOSE_MS);
  };

  const drawer = (
    <Drawer placement="bottom" open={open} onClose={() => close(null)} title={text.saveTitle} size="auto">
      <Typography.Paragraph>{text.saveContent}</Typography.Paragraph>
      <Flex gap={8} wrap justify="flex-end">
        <Button onClick={() => close(null)}>{text.cancel}</Button>
        <Button onClick={() => close('continue')}>{text.saveAndContinue}</Button>
        <Button type="primary" onClick={() => close('exit')}>
          {text.saveAndExit}
        </Button>
      </Flex>
    </Drawer>
  );
  return [ask, drawer];
}
