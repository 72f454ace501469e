// Uploads (docs/security.md#files): the size cap and the allowed types, which the API checks on the
// file's bytes; the apps use the same lists for their file inputs and early size check.

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const rasterImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

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
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

export const fileMessages = {
  typeNotAllowed:
    'Tipo de arquivo não permitido. Envie imagens (PNG, JPEG, GIF ou WEBP), PDF, documentos do Office (DOCX, XLSX ou PPTX), TXT ou CSV.',
  imageRequired: 'Envie uma imagem PNG, JPEG, GIF ou WEBP.',
  tooLarge: 'O arquivo deve ter no máximo 10 MB.',
} as const;

/** The answer of `POST /api/public/files` (respondents) and `POST /api/files` (staff). */
export interface UploadedFile {
  id: string;
  /** Absolute download URL: `${PUBLIC_URL}/files/<id>/<name>`. */
  url: string;
  name: string;
  size: number;
}

/** Raster images are the only files a browser is allowed to show inline. */
export function isRasterImageType(type: string): boolean {
  return (rasterImageTypes as readonly string[]).includes(type);
}
