// The staff theme (antd's ThemeConfig) for a company colour: pure, so the build can render with it too
// (prebuilt-styles.tsx). The colour goes through the same contrast rule as the respondent page (contracts
// readableOnWhiteText), so a light company colour never gives white text on a yellow button, and the
// theme is also where the text colours reach WCAG AA contrast (docs/accessibility.md): antd's defaults for
// secondary text, placeholders, errors and coloured tags are too light to read.
import type { ThemeConfig } from 'antd';
import { readableOn, staffColors } from '@formbuilder/contracts';

/**
 * The staff theme for a company colour (a light one is darkened until white text on it reads well);
 * `motion: false` turns antd's animations off.
 */
export function staffTheme(companyColor: string, { motion = true }: { motion?: boolean } = {}): ThemeConfig {
  // The selected item's background is the primary's tint (antd's own comes out grey for dark colours);
  // hover is lighter, as antd does, but never below 4.5:1 with white.
  const { primary, hover, tint: selectedBg } = staffColors(companyColor);
  return {
    // No theme hash in antd's class names: every colour and measure is a CSS variable (antd's default),
    // so a component's style is the same text for every company and every motion setting, and the
    // stylesheet built ahead of time (prebuilt-styles.tsx) serves them all. There is one theme per page.
    hashed: false,
    token: {
      colorPrimary: primary,
      colorLink: primary,
      colorPrimaryBg: selectedBg,
      // Hovered buttons and links keep white text (or their text on white) readable.
      colorPrimaryHover: hover,
      colorLinkHover: hover,
      borderRadius: 8,
      motion,
      // Secondary text (descriptions, labels of details, empty states, hints): 5.7:1 on white.
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      // Placeholders, also shown as text by a Select: 4.6:1 on white, still lighter than a value.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
      // Field errors and danger buttons: 5.6:1 on white.
      colorError: '#cf1322',
      // Text of green and orange tags (e.g. 'Ativo') on their light background: 5.4:1 and 5.1:1.
      // antd writes both spellings of a palette colour to the same CSS variable, so both are set.
      green7: '#237804',
      'green-7': '#237804',
      orange7: '#ad4e00',
      'orange-7': '#ad4e00',
    },
    components: {
      Menu: { itemSelectedBg: selectedBg, itemSelectedColor: readableOn(primary, selectedBg) },
    },
  };
}
