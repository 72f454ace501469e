// Uploads (docs/security.md#files): the size cap and the allowed types, which the API checks on the
// file's bytes; the apps use the same lists for their file inputs and early size check.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const rasterImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The file name endings of those images: a file answer ending so opens in the lightbox. */
export const rasterImageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/**
 * Images the API re-encodes on upload, dropping their metadata (EXIF with GPS position, camera,
 * XMP, comments): every raster type it accepts.
 */
export const reencodedImageTypes = rasterImageTypes;

/** The most pixels (width x height) an uploaded image may have; more is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Widths of the WEBP copies kept of a logo or option picture; `<file url>?w=<width>` serves the
 * smallest copy at least that wide (the original when there is none).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 960] as const;

/**
 * The copy the respondent page shows logos and option pictures with: they are at most 160 CSS
 * pixels wide there, so 320 stays sharp on a 2x screen.
 */
export const RESPONDENT_IMAGE_WIDTH = IMAGE_VARIANT_WIDTHS[0];

export const uploadTypes = [
  ...rasterImageTypes,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
] as const;
export type UploadType = (typeof uploadTypes)[number];

/** `accept` of a file input for any upload, and for an image (company logo, option picture). */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.docx,.xlsx,.pptx,.txt,.csv';
export const IMAGE_ACCEPT = rasterImageExtensions.map((extension) => `.${extension}`).join(',');

export const fileMessages = {
  typeNotAllowed:
    'Tipo de arquivo não permitido. Envie imagens (PNG, JPEG, GIF ou WEBP), PDF, documentos do Office (DOCX, XLSX ou PPTX), TXT ou CSV.',
  imageRequired: 'Envie uma imagem PNG, JPEG, GIF ou WEBP.',
  tooLarge: 'O arquivo deve ter no máximo 10 MB.',
  imageTooManyPixels:
    'A imagem é grande demais: envie uma com no máximo 40 megapixels (por exemplo, 8000 × 5000 pixels).',
  imageUnreadable: 'Não foi possível ler a imagem. Envie outro arquivo PNG, JPEG, GIF ou WEBP.',
  storageFull:
    'Não foi possível guardar o arquivo agora: o espaço de armazenamento do servidor está cheio. Tente novamente mais tarde.',
} as const;

/** Raster images are the only files a browser is allowed to show inline. */
export function isRasterImageType(type: string): boolean {
  return (rasterImageTypes as readonly string[]).includes(type);
}

/** Whether the API re-encodes an upload of this type (dropping its metadata). */
export function isReencodedImageType(type: string): boolean {
  return (reencodedImageTypes as readonly string[]).includes(type);
}

/** A stored upload's path: `/files/<uuid>/<name>`, possibly under the server's path prefix. */
export const OWN_FILE_PATH = /(?:^|\/)files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^/]+$/i;

/**
 * The URL of a logo's or option picture's copy at least `width` pixels wide: `?w=<width>` on a file
 * of this server (which falls back to the original for files stored before copies existed). Any
 * other URL is returned unchanged.
 */
export function imageVariantUrl(url: string, width: number): string {
  if (/[?#]/.test(url)) return url;
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return OWN_FILE_PATH.test(path) ? `${url}?w=${width}` : url;
}
