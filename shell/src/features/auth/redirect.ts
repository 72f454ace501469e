import { homePathFor, type Role } from '@formbuilder/contracts';

/** What a browser's URL parser drops before reading a URL: every ASCII tab and line break anywhere. */
const TAB_OR_NEWLINE = /[\t\n\r]/g;
/** ...and every C0 control or space at either end. */
// eslint-disable-next-line no-control-regex -- these control characters are the point.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
/** A stand-in origin for judging a path on its own; never shown, never fetched. */
const HERE = 'https://formularios.invalid';

/**
 * The login page's redirect target, if it is a path of this site (never another origin). The value
 * is first normalised as the browser will read it (tabs and line breaks removed, the ends trimmed),
 * then must start with one '/' and resolve on this very origin; what is returned is that normalised
 * path, so the browser navigates to exactly what was judged.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  const path = value.replace(TAB_OR_NEWLINE, '').replace(EDGE_CONTROLS, '');
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(path, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  return url.pathname + url.search + url.hash;
}

export function afterLoginPath(redirect: string | null, role: Role): string {
  return safeRedirect(redirect) ?? homePathFor(role);
}

export function loginPathFor(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
