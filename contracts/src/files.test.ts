import { isRasterImageType, MAX_UPLOAD_BYTES, uploadTypes } from './files';

describe('upload rules', () => {
  it('when the cap is read, then it is 10 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
  });

  it('when a type is a raster image, then it may be shown inline; anything else may not', () => {
    expect(isRasterImageType('image/png')).toBe(true);
    expect(isRasterImageType('image/webp')).toBe(true);
    expect(isRasterImageType('image/svg+xml')).toBe(false);
    expect(isRasterImageType('application/pdf')).toBe(false);
  });

  it('when the allow-list is read, then it holds no markup or script type', () => {
    expect(uploadTypes).not.toContain('text/html');
    expect(uploadTypes).not.toContain('image/svg+xml');
    expect(uploadTypes.some((type) => type.includes('javascript'))).toBe(false);
  });
});
