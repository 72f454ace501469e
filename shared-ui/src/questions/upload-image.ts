// An option's picture goes up through the staff upload route (POST /api/files), which gives it to the
// signed-in user's company (or, for an ADMIN, to the template library); the option keeps its URL.
import { fileMessages, isRasterImageType, MAX_UPLOAD_BYTES, type UploadedFile } from '@formbuilder/contracts';
import { api } from '@formbuilder/platform';

/** The pt-BR reason a chosen file cannot be an option image, checked before anything is sent. */
export function imageFileProblem(file: File): string | undefined {
  if (!isRasterImageType(file.type)) return fileMessages.imageRequired;
  if (file.size > MAX_UPLOAD_BYTES) return fileMessages.tooLarge;
  return undefined;
}

export async function uploadImage(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<UploadedFile>('/files', body);
  return data;
}
