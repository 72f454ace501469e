import { contrastWithWhite, FALLBACK_BRAND_COLOR, readableOnWhiteText } from './color';

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
