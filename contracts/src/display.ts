// How answers, dates and sizes are shown (SPEC section 9), the same in every app.

/** pt-BR short date and time: 21/11/2026, 14:05. */
export function formatDateTime(iso: string, timeZone = 'America/Sao_Paulo'): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

const BYTE_UNITS = ['b', 'Kb', 'Mb', 'Gb'] as const;

/** Sizes in steps of 1024 with the units b, Kb, Mb, Gb: 1536 -> '1.5 Kb'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/** SPEC: an answer that starts with http is a file. */
export function isFileAnswer(answer: string): boolean {
  return answer.startsWith('http');
}

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'gif', 'png'];

/** Image answers (jpeg, jpg, gif, png) open in a zoom lightbox; other files are download links. */
export function isImageAnswer(answer: string): boolean {
  if (!isFileAnswer(answer)) return false;
  const path = answer.split(/[?#]/)[0]!.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
}

/** The file name at the end of a file answer's URL. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
