// Where a stored file is downloaded from (served by the files router).
export function fileUrl(id: string, originalName: string): string {
  return `/files/${id}/${encodeURIComponent(originalName)}`;
}
