// The staff theme's colours as CSS variables (contracts' staffColors), for what is drawn without antd:
// the sign-in form and the first pages. ThemeProviders sets them too, for the company's colour.
import { staffColors } from '@formbuilder/contracts';

/** The primary colour and its hover and focus shades for `color` (none: the product's colour). */
export function applyThemeColors(color?: string | null, root: HTMLElement = document.documentElement): void {
  const { primary, hover, tint } = staffColors(color);
  root.style.setProperty('--fb-primary', primary);
  root.style.setProperty('--fb-primary-hover', hover);
  root.style.setProperty('--fb-primary-shadow', tint);
}
