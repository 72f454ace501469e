// Uploads one chosen file with progress (XHR: fetch reports no upload progress), for the form being
// answered: only that form's submission can then claim the file.
import { isApiErrorBody, type UploadedFile } from '@formbuilder/contracts';
import { text } from '../../../text';

export function uploadFile(
  file: File,
  formId: string | undefined,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/public/files');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve(xhr.response as UploadedFile);
      else reject(new Error(isApiErrorBody(xhr.response) ? xhr.response.error.message : text.file.failed));
    };
    xhr.onerror = () => reject(new Error(text.file.failed));
    const body = new FormData();
    // Before the file, so the server knows the form before the bytes arrive.
    if (formId) body.append('formId', formId);
    body.append('file', file);
    xhr.send(body);
  });
}
