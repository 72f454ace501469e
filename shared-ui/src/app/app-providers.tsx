// antd in pt-BR with the company colour as the primary (and link) colour: the one theme of every staff app.
import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useCurrentUser } from '../auth/auth-store';
import { ConfirmProvider } from '../feedback/confirm-drawer';

export const DEFAULT_PRIMARY_COLOR = '#1d4ed8';

export function AppProviders({ children }: { children: ReactNode }) {
  const primary = useCurrentUser()?.company?.color || DEFAULT_PRIMARY_COLOR;
  useEffect(() => {
    document.documentElement.style.setProperty('--fb-primary', primary);
  }, [primary]);
  return (
    <ConfigProvider locale={ptBR} theme={{ token: { colorPrimary: primary, colorLink: primary, borderRadius: 8 } }}>
      <AntApp>
        <ConfirmProvider>{children}</ConfirmProvider>
      </AntApp>
    </ConfigProvider>
  );
}
