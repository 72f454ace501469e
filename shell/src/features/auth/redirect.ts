import { homePathFor, type Role } from '@formbuilder/contracts';

/** The login page's redirect target, if it is a path of this site (never another origin). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function afterLoginPath(redirect: string | null, role: Role): string {
  return safeRedirect(redirect) ?? homePathFor(role);
}

export function loginPathFor(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
