// Which remote owns which paths of the signed-in shell (DESIGN section 2).
import type { RemoteName } from '@formbuilder/contracts';

export interface Area {
  remote: RemoteName;
  /** The module the remote exposes; it declares the area's routes with absolute paths. */
  exposed: string;
  /** Path prefixes the area owns; '/' means exactly the home page. */
  prefixes: string[];
}

export const areas: Area[] = [
  { remote: 'forms', exposed: './FormsRoutes', prefixes: ['/', '/forms'] },
  { remote: 'admin', exposed: './AdminRoutes', prefixes: ['/companies', '/users'] },
  { remote: 'library', exposed: './LibraryRoutes', prefixes: ['/templates', '/library'] },
];

/** Shell-owned signed-in pages. */
export const shellPaths = ['/account'];

export function findArea(pathname: string): Area | undefined {
  return areas.find((area) =>
    area.prefixes.some((prefix) =>
      prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`),
    ),
  );
}

export function isKnownSignedInPath(pathname: string): boolean {
  return shellPaths.includes(pathname) || findArea(pathname) !== undefined;
}
