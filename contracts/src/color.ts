// Company colours on buttons with white text: darkened until the contrast reaches WCAG AA (4.5:1).
import { HEX_COLOR_PATTERN } from './formats';

export const FALLBACK_BRAND_COLOR = '#1d4ed8';
const AA_CONTRAST = 4.5;

function toRgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on the colour. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(toRgb(hex)) + 0.05);
}

/** The colour itself when white text reads well on it, else the nearest darker shade that does. */
export function readableOnWhiteText(color: string | null | undefined): string {
  if (!color || !HEX_COLOR_PATTERN.test(color)) return FALLBACK_BRAND_COLOR;
  let rgb = toRgb(color);
  for (let i = 0; i < 40 && contrastWithWhite(toHex(rgb)) < AA_CONTRAST; i++) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
  }
  return toHex(rgb);
}
