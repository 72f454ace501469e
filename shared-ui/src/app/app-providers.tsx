// Everything a staff page expects around it: the theme (theme-providers.tsx) and the confirmation drawer.
import type { ReactNode } from 'react';
import { ConfirmProvider } from '@formbuilder/platform';
import { ThemeProviders } from './theme-providers';

export { DEFAULT_PRIMARY_COLOR } from './theme-providers';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProviders>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ThemeProviders>
  );
}
