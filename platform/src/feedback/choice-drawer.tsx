// The one bottom drawer that asks the user to choose (docs/product.md#feedback): a title, a text, a
// dismiss button and one or more actions; the answer resolves once the drawer has closed. The
// confirmation (OK or not) and the save choice (SALVAR E SAIR, SALVAR E CONTINUAR EDIDANTO) are both
// this drawer. It imports nothing of the platform's shared state, so a remote running in a shell
// whose platform predates it can hold its own copy (docs/architecture.md, "Compatibility").
// The drawer itself (antd's Drawer, choice-drawer-view.tsx) downloads when a page first asks: no
// signed-in page draws one before a click.
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';

const ChoiceDrawerView = lazy(() => import('./choice-drawer-view'));

/** docs/product.md#limits: the drawer takes 500 ms to close before the answer is given. */
export const DRAWER_CLOSE_MS = 500;

export interface ChoiceAction<A extends string> {
  value: A;
  label: string;
  /** The main action (filled button). */
  primary?: boolean;
  danger?: boolean;
}

export interface ChoiceOptions<A extends string> {
  title: string;
  content?: ReactNode;
  /** The actions, left to right, after the dismiss button. */
  actions: ChoiceAction<A>[];
  /** The dismiss button, which answers null like closing the drawer. */
  cancelText?: string;
}

/** Opens the drawer; resolves the chosen action's value, or null when dismissed, once it has closed. */
export type Choose = <A extends string>(options: ChoiceOptions<A>) => Promise<A | null>;

/** `const [choose, drawer] = useChoiceDrawer();` render `drawer` once, then `await choose({...})`. */
export function useChoiceDrawer(): [Choose, ReactNode] {
  const [options, setOptions] = useState<ChoiceOptions<string> | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: string | null) => void) | null>(null);

  const choose = useCallback((next: ChoiceOptions<string>) => {
    // A drawer still waiting is answered as dismissed.
    resolver.current?.(null);
    setOptions(next);
    setOpen(true);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []) as Choose;

  const close = (answer: string | null) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    setTimeout(() => resolve?.(answer), DRAWER_CLOSE_MS);
  };

  // Nothing to draw (nor to download) before the first question.
  const drawer = options && (
    <Suspense fallback={null}>
      <ChoiceDrawerView open={open} options={options} onAnswer={close} />
    </Suspense>
  );
  return [choose, drawer];
}
