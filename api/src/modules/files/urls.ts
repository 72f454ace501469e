// Where a stored file is downloaded from (served by the files router at /files/<id>/<name>).

/** What a URL is built from; a row of the files table fits. */
export interface FileRef {
  id: string;
  originalName: string;
}

/** The absolute URL of a stored file: `${publicUrl}/files/<id>/<encoded name>`. */
export function fileUrl(publicUrl: string, file: FileRef): string;
/** The same URL as a path on this server, for callers without the public URL at hand. */
export function fileUrl(id: string, originalName: string): string;
export function fileUrl(first: string, second: FileRef | string): string {
  if (typeof second === 'string') return filePath(first, second);
  return `${first}${filePath(second.id, second.originalName)}`;
}

function filePath(id: string, originalName: string): string {
  return `/files/${id}/${encodeURIComponent(originalName)}`;
}
