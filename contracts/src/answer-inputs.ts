// How the new question types are typed on screen: the dd/mm/aaaa mask of a date (read with
// `parseBrDate` of questions.ts), the search of a long option list and the moves of a ranking. Pure
// functions, shared by the wizard and the staff screens; and a list pasted into an option.
import { digitsOnly, normalizeSearch } from './search';

/** Formats typed digits as the date mask fills in: '2512' -> '25/12'. */
export function maskBrDate(value: string): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
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

/** The option texts of a paste into an option: one per non-empty line, or null for a one-line paste. */
export function pastedOptions(pasted: string): string[] | null {
  const lines = pasted
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 1 ? lines : null;
}
