import {
  IMAGE_ACCEPT,
  imageVariantUrl,
  isRasterImageType,
  isReencodedImageType,
  MAX_UPLOAD_BYTES,
  rasterImageExtensions,
  rasterImageTypes,
  uploadTypes,
} from './files';

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

  it('when the image lists are read, then every image type has its extension, WEBP included, and the chooser accepts them', () => {
    // Arrange
    const endings = rasterImageTypes.map((type) => type.slice('image/'.length).replace('jpeg', 'jpg'));

    // Act
    const accepted = IMAGE_ACCEPT.split(',');

    // Assert
    for (const ending of endings) expect(rasterImageExtensions).toContain(ending);
    expect(accepted).toEqual(['.png', '.jpg', '.jpeg', '.gif', '.webp']);
  });

  it('when a type is JPEG, PNG or WEBP, then it is re-encoded without metadata; GIF and documents are not', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].map(isReencodedImageType)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isReencodedImageType('application/pdf')).toBe(false);
  });

  it('when a small copy is asked for, then only a plain file URL of the server gets ?w=', () => {
    // Arrange
    const own = 'https://formularios.example.com.br/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/logo%20nova.png';
    const relative = '/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/ruim.png';

    // Act
    const urls = [own, relative, `${own}?w=960`, 'https://cdn.example.com/logo.png'].map((url) =>
      imageVariantUrl(url, 320),
    );

    // Assert
    expect(urls).toEqual([`${own}?w=320`, `${relative}?w=320`, `${own}?w=960`, 'https://cdn.example.com/logo.png']);
  });
});
