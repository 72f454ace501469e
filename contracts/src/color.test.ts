import {
  contrastRatio,
  contrastWithWhite,
  FALLBACK_BRAND_COLOR,
  readableOn,
  readableOnWhiteText,
  staffColors,
  tintOf,
} from './color';

describe('readableOnWhiteText', () => {
  it('keeps a dark colour as it is', () => {
    expect(readableOnWhiteText('#1d4ed8')).toBe('#1d4ed8');
  });
  it('darkens a light colour until white text reaches 4.5:1', () => {
    const yellow = readableOnWhiteText('#FFEB3B');
    expect(yellow).not.toBe('#ffeb3b');
    expect(contrastWithWhite(yellow)).toBeGreaterThanOrEqual(4.5);
  });
  it('expands 3-digit colours and falls back for missing or broken ones', () => {
    expect(contrastWithWhite(readableOnWhiteText('#fff'))).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhiteText(undefined)).toBe(FALLBACK_BRAND_COLOR);
    expect(readableOnWhiteText('blue')).toBe(FALLBACK_BRAND_COLOR);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads at 4.5:1 on the background', () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
  });
  it('darkens a colour until it reads at 4.5:1 on its own light tint', () => {
    const background = tintOf('#0d9488', 0.15);
    expect(contrastRatio('#0d9488', background)).toBeLessThan(4.5);
    const text = readableOn('#0d9488', background);
    expect(text).not.toBe('#0d9488');
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });
  it('measures the same ratio whichever colour comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'));
  });
});

describe('tintOf', () => {
  it('mixes the colour with white', () => {
    expect(tintOf('#000000', 0.1)).toBe('#e6e6e6');
    expect(tintOf('#1d4ed8', 1)).toBe('#1d4ed8');
    expect(tintOf('broken', 0)).toBe('#ffffff');
  });
});

describe('staffColors', () => {
  it('gives a light colour a darker primary, a hover white text still reads on, and a light tint', () => {
    const { primary, hover, tint } = staffColors('#ffd54f');
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tint, '#ffffff')).toBeLessThan(1.5);
  });
  it('falls back to the product colour for a missing one', () => {
    expect(staffColors(undefined).primary).toBe('#1d4ed8');
  });
});
