// Confirmations as a bottom drawer with OK and dismiss (docs/product.md#feedback); `confirm()` resolves
// true or false once the drawer has closed.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button, Drawer, Space, Typography } from 'antd';

/** docs/product.md#limits: the drawer takes 500 ms to close before the answer is given. */
export const DRAWER_CLOSE_MS = 500;

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (answer: boolean) => {
    setOpen(false);
    const resolve = resolver.current;
    resolver.current = null;
    setTimeout(() => resolve?.(answer), DRAWER_CLOSE_MS);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Drawer
        placement="bottom"
        open={open}
        onClose={() => close(false)}
        title={options?.title}
        size="auto"
        styles={{ body: { paddingTop: 8 } }}
      >
        {options?.content && <Typography.Paragraph>{options.content}</Typography.Paragraph>}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => close(false)}>{options?.cancelText ?? 'CANCELAR'}</Button>
          <Button type="primary" danger={options?.danger} onClick={() => close(true)}>
            {options?.okText ?? 'OK'}
          </Button>
        </Space>
      </Drawer>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs ConfirmProvider (AppProviders includes it)');
  return confirm;
}
