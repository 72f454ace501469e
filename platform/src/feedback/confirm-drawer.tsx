// The provider of the choice drawer for every page under it: `useChoice()` asks for one of several
// actions, `useConfirm()` (the same drawer with OK and dismiss) resolves true or false once the drawer
// has closed (docs/product.md#feedback).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useChoiceDrawer, type Choose } from './choice-drawer';

export { DRAWER_CLOSE_MS, type ChoiceAction, type ChoiceOptions, type Choose } from './choice-drawer';

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ChoiceContext = createContext<Choose | null>(null);

/** A confirmation is a choice of one action, OK. */
const confirmWith =
  (choose: Choose): Confirm =>
  async ({ title, content, okText, cancelText, danger }) =>
    (await choose({
      title,
      content,
      cancelText,
      actions: [{ value: 'ok', label: okText ?? 'OK', primary: true, danger }],
    })) === 'ok';

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [choose, drawer] = useChoiceDrawer();
  return (
    <ChoiceContext.Provider value={choose}>
      {children}
      {drawer}
    </ChoiceContext.Provider>
  );
}

/** The choice drawer of the nearest ConfirmProvider. */
export function useChoice(): Choose {
  const choose = useContext(ChoiceContext);
  if (!choose) throw new Error('useChoice needs ConfirmProvider (AppProviders includes it)');
  return choose;
}

export function useConfirm(): Confirm {
  const choose = useContext(ChoiceContext);
  if (!choose) throw new Error('useConfirm needs ConfirmProvider (AppProviders includes it)');
  return useMemo(() => confirmWith(choose), [choose]);
}
