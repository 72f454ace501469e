// antd in pt-BR with the company colour as the primary (and link) colour (staff-theme.ts): the one theme
// of every staff app. A person who asked their system for less motion (prefers-reduced-motion) gets antd
// without its animations: dialogs, drawers and menus appear at once.
import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { FALLBACK_BRAND_COLOR } from '@formbuilder/contracts';
import { useCurrentUser } from '@formbuilder/platform/start';
import { staffTheme } from './staff-theme';
import { applyThemeColors } from './theme-colors';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

export const DEFAULT_PRIMARY_COLOR = FALLBACK_BRAND_COLOR;

/**
 * The theme alone (antd's ConfigProvider and App), in a module of its own: what the shell's public
 * pages need. AppProviders adds the confirmation drawer; the shell adds it around its signed-in pages.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const color = useCurrentUser()?.company?.color || DEFAULT_PRIMARY_COLOR;
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => staffTheme(color, { motion: !reducedMotion }), [color, reducedMotion]);
  // The same colours as CSS variables, for what is drawn without antd (the sign-in form, first pages).
  useEffect(() => applyThemeColors(color), [color]);
  return (
    <ConfigProvider locale={ptBR} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
