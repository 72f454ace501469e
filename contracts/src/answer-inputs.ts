// How the new question types are typed on screen (docs/product.md#answering-wizard): pt-BR dates
// (dd/mm/aaaa on screen, ISO when stored), numbers with a decimal comma, the search of a long option
// list and the moves of a ranking. Pure functions, shared by the wizard and the staff screens.
import { digitsOnly, normalizeSearch } from './search';

/** Formats typed digits as the date mask fills in: '2512' -> '25/12'. */
export function maskBrDate(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'dd/mm/aaaa' -> 'aaaa-mm-dd', or null when it is not a whole, real calendar day. */
export function isoFromBrDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** 'aaaa-mm-dd' -> 'dd/mm/aaaa'; anything else is answered unchanged. */
export function brDateFromIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * A number as typed in Brazil: decimal comma, optional thousands dots ('1.234,5' -> 1234.5). A dot
 * alone before 1 or 2 digits at the end is read as a decimal point too ('2.5'), as phones often offer
 * only the dot. Null when it is not a number.
 */
export function parseBrNumber(value: string): number | null {
  const text = value.trim();
  let normal: string | null = null;
  if (/^-?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(text)) normal = text;
  if (normal === null) return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

/** A number written with a decimal comma and no thousands separator: 1234.5 -> '1234,5'. */
export function formatBrNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** The options whose text holds every word of the query, ignoring case and accents. */
export function searchOptions<T extends { text: string }>(options: readonly T[], query: string): T[] {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = normalizeSearch(option.text);
    return words.every((word) => text.includes(word));
  });
}

/** The list with the item at `from` moved to `to` (both kept inside the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(target, 0, item as T);
  return result;
}

/** The whole numbers from `from` to `to`, both included: the points of a rating, an NPS or a scale. */
export function scalePoints(from: number, to: number): number[] {
  const points: number[] = [];
  for (let point = from; point <= to; point++) points.push(point);
  return points;
}
