import { readableOnWhiteText } from '@formbuilder/contracts';

/** The company colour as the page's primary colour, darkened where white text would not read on it. */
export function applyCompanyTheme(color: string | null | undefined): void {
  document.documentElement.style.setProperty('--rs-primary', readableOnWhiteText(color));
}
