// Company colours with white text on them, or as text on a light background: darkened until the
// contrast reaches WCAG AA (4.5:1).
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

/** Contrast ratio (WCAG) between two colours, e.g. text and its background. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Contrast ratio of white text on the colour. */
export function contrastWithWhite(hex: string): number {
  return contrastRatio(hex, '#ffffff');
}

/**
 * The colour itself when it and `background` read well together (4.5:1, as text on it or as its
 * text), else the nearest darker shade that does. `background` must be light, e.g. a tint of the colour.
 */
export function readableOn(color: string | null | undefined, background: string): string {
  if (!color || !HEX_COLOR_PATTERN.test(color)) color = FALLBACK_BRAND_COLOR;
  let rgb = toRgb(color);
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), background) < AA_CONTRAST; i++) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
  }
  return toHex(rgb);
}

/** A light tint of the colour: `share` of it mixed with white (e.g. 0.1 for a selected item's background). */
export function tintOf(color: string | null | undefined, share: number): string {
  if (!color || !HEX_COLOR_PATTERN.test(color)) color = FALLBACK_BRAND_COLOR;
  return toHex(toRgb(color).map((c) => c * share + 255 * (1 - share)));
}

/** The colour itself when white text reads well on it, else the nearest darker shade that does. */
export function readableOnWhiteText(color: string | null | undefined): string {
  if (!color || !HEX_COLOR_PATTERN.test(color)) return FALLBACK_BRAND_COLOR;
  return readableOn(color, '#ffffff');
}

/**
 * The staff theme's colours for a company colour: the primary (white text reads on it), its hover
 * (lighter, still readable with white) and its light tint (a selected item's background, a focus ring).
 * One derivation for antd's theme and for the pages drawn without antd (the sign-in form, first pages).
 */
export function staffColors(companyColor: string | null | undefined): { primary: string; hover: string; tint: string } {
  const primary = readableOnWhiteText(companyColor);
  return { primary, hover: readableOn(tintOf(primary, 0.85), '#ffffff'), tint: tintOf(primary, 0.1) };
}
