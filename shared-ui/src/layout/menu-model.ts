// The bottom menu's rules, without React: its own word and which entry is the current one. For its
// React component (bottom-menu.tsx) and for the first page's copy of it (first-page/first-page.ts).

/** The entry that lists, on a phone, the items marked `more`. */
export const MORE_LABEL = 'Mais';

/** Its icon: three dots, at these x of a 24 x 24 box (y 12, radius 2). */
export const MORE_DOTS = [5, 12, 19] as const;

/** Where an entry leads, and the other paths it stands for (it shows as current there too). */
export interface MenuPlace {
  path: string;
  also?: string[];
}

/** A menu entry, its icon in the form its renderer draws (a React node, a drawing, a name). */
export interface MenuEntryOf<Icon> extends MenuPlace {
  label: string;
  icon: Icon;
  /**
   * On a phone, listed under 'Mais' instead of in the bar, so the bar keeps at most five entries whose
   * labels fit on one line (docs/product.md#signed-in-shell). From 600 px wide every entry is in the bar.
   */
  more?: boolean;
}

const within = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The entry for `pathname`: the most specific one ('/forms/titulares' is Titulares, not Formulários). */
export function currentEntry<T extends MenuPlace>(items: readonly T[], pathname: string): T | undefined {
  const depth = (item: T) =>
    Math.max(-1, ...[item.path, ...(item.also ?? [])].filter((path) => within(pathname, path)).map((p) => p.length));
  const deepest = Math.max(-1, ...items.map(depth));
  return deepest >= 0 ? items.find((item) => depth(item) === deepest) : undefined;
}
