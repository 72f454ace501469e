// Which remote owns which paths of the signed-in shell (docs/architecture.md#federation).
import type { AreaModuleRef } from '@formbuilder/contracts';

/** The remote and the routes module it exposes (declared in contracts' RemoteExposes), with its paths. */
export type Area = AreaModuleRef & {
  /** Path prefixes the area owns; '/' means exactly the home page. */
  prefixes: string[];
  /**
   * The pages the area can draw before the shell has started (its './FirstPage', contracts'
   * DrawFirstPage), for a visit that starts on one of them (first-page/).
   */
  firstPages?: string[];
};

export const areas: Area[] = [
  { remote: 'forms', exposed: './FormsRoutes', prefixes: ['/', '/forms'], firstPages: ['/', '/forms'] },
  {
    remote: 'admin',
    exposed: './AdminRoutes',
    prefixes: ['/companies', '/users', '/webhooks', '/api-keys', '/auditoria'],
  },
  { remote: 'library', exposed: './LibraryRoutes', prefixes: ['/templates', '/library'] },
];

/** Shell-owned signed-in pages: the account, and the company settings' sections of the company form. */
export const shellPaths = ['/account', '/empresa', '/empresa/dados', '/empresa/marca', '/empresa/privacidade'];

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
