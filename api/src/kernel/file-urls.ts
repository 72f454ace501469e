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

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const FILE_PATH = new RegExp(`^/files/(${UUID})/[^/?#]+$`);

/** The upload id of a `/files/<id>/<name>` URL of this server (relative or under publicUrl). */
export function uploadedFileId(value: string, publicUrl: string): string | undefined {
  let path = value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    if (!value.startsWith(`${publicUrl}/`)) return undefined;
    path = value.slice(publicUrl.length);
  }
  return FILE_PATH.exec(path)?.[1]?.toLowerCase();
}
