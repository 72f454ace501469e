// How answers, dates and sizes are shown (docs/product.md#limits), the same in every app.
import { OWN_FILE_PATH, rasterImageExtensions } from './files';

/** pt-BR short date and time: 21/11/2026, 14:05. */
export function formatDateTime(iso: string, timeZone = 'America/Sao_Paulo'): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A day as `YYYY-MM-DD`, its year, month and day captured. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` to `dd/mm/aaaa` (anything else unchanged). */
export function formatIsoDate(value: string): string {
  const match = ISO_DATE_PATTERN.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A number as pt-BR writes it, with a decimal comma and no thousands separator: 1234.5 -> '1234,5'. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

const BYTE_UNITS = ['b', 'Kb', 'Mb', 'Gb'] as const;

/** Sizes in steps of 1024 with the units b, Kb, Mb, Gb and a pt-BR decimal comma: 1536 -> '1,5 Kb'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown =
    unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '').replace('.', ',');
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/**
 * Whether an answer's text looks like a link at all. Not enough to show it as an attachment: use
 * fileLinkOf, which also asks for a FILE question and a file of this very server.
 */
export function isFileAnswer(answer: string): boolean {
  return answer.startsWith('http');
}

/**
 * The link to show as an attachment for an answer, or undefined to show its text as text
 * (docs/security.md, "Files"): only the answer of a FILE question whose value is a file stored by
 * this server (`origin`, the page's own) gets a paper clip or a thumbnail. Any other URL a
 * respondent typed stays plain text, so nobody can dress up a link of their own as an upload.
 */
export function fileLinkOf(answer: { answer: string; type?: string }, origin: string): string | undefined {
  // A SIGNATURE is stored as an uploaded PNG, shown like a FILE's picture.
  if (answer.type !== 'FILE' && answer.type !== 'SIGNATURE') return undefined;
  let url: URL;
  try {
    url = new URL(answer.answer, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.search !== '' || url.hash !== '' || url.username || url.password) return undefined;
  return OWN_FILE_PATH.test(url.pathname) ? url.href : undefined;
}

/** Image answers (png, jpg, jpeg, gif, webp) open in a zoom lightbox; other files are download links. */
export function isImageAnswer(answer: string): boolean {
  if (!isFileAnswer(answer)) return false;
  const path = answer.split(/[?#]/)[0]!.toLowerCase();
  return rasterImageExtensions.some((extension) => path.endsWith(`.${extension}`));
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

/** How the answer views (staff and public) lay out one answer that is not a file. */
export type AnswerDisplay =
  | { kind: 'text'; text: string }
  /** MATRIX: one row per grid row with the column chosen, shown as a small table. */
  | { kind: 'grid'; rows: { row: string; column: string }[] }
  /** RANKING: the options best first, shown as an ordered list. */
  | { kind: 'list'; items: string[] };

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string');

/**
 * One answer as the answer views show it, from its typed value when it has one: a date dd/mm/aaaa,
 * a number with a decimal comma, an NPS grade 'n de 10', a grid as rows, a ranking as a list. An
 * answer without a typed value (stored before they existed), or of a type this build does not know,
 * is its text.
 */
export function answerDisplay(answer: { answer: string; type?: string; value?: unknown }): AnswerDisplay {
  const { type, value } = answer;
  const text = (shown: string): AnswerDisplay => ({ kind: 'text', text: shown });
  if (type === 'MATRIX' && isStringRecord(value)) {
    return { kind: 'grid', rows: Object.entries(value).map(([row, column]) => ({ row, column })) };
  }
  if (type === 'RANKING' && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { kind: 'list', items: value };
  }
  if (type === 'DATE' && typeof value === 'string') return text(formatIsoDate(value));
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (type === 'NPS') return text(`${formatNumber(value)} de 10`);
    if (type === 'NUMBER' || type === 'RATING' || type === 'SCALE') return text(formatNumber(value));
  }
  return text(answer.answer);
}
