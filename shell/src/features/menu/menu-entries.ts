// The bottom menu of docs/product.md#signed-in-shell, by role, as data: the React menu (menu-items.tsx)
// and the first page drawn before React (src/first-page/show-first-page.ts) give each entry its icon.
import type { Role } from '@formbuilder/contracts';
import type { MenuEntryOf } from '@formbuilder/shared-ui/signed-in';
import { COMPANY_SETTINGS_HOME, companySettingsPaths } from '@formbuilder/shared-ui/company-settings-paths';
import { text } from '../../text';

export type MenuIconName =
  'account' | 'audit' | 'companies' | 'company' | 'dataSubjects' | 'forms' | 'home' | 'templates' | 'users';

/** An entry of the role's menu, its icon by name (menu-icons.ts holds the drawings). */
export type MenuEntry = MenuEntryOf<MenuIconName>;

/** A MANAGER has seven entries: on a phone the bar shows four and 'Mais' lists the ones marked `more`. */
export function menuEntriesFor(role: Role): MenuEntry[] {
  const account: MenuEntry = { label: text.menu.account, path: '/account', icon: 'account' };
  const home: MenuEntry = { label: text.menu.home, path: '/', icon: 'home' };
  const forms: MenuEntry = { label: text.menu.forms, path: '/forms', icon: 'forms' };
  const audit: MenuEntry = { label: text.menu.audit, path: '/auditoria', icon: 'audit' };
  switch (role) {
    case 'ADMIN':
      return [
        { label: text.menu.companies, path: '/companies', icon: 'companies' },
        { label: text.menu.templates, path: '/templates', icon: 'templates' },
        audit,
        account,
      ];
    case 'MANAGER':
      return [
        home,
        forms,
        { label: text.menu.templates, path: '/library', icon: 'templates' },
        { label: text.menu.users, path: '/users', icon: 'users', more: true },
        // The data subjects' rights (LGPD) are company-wide, not one form's: their own entry.
        { label: text.menu.dataSubjects, path: '/forms/titulares', icon: 'dataSubjects', more: true },
        // The company's settings in one place: data, brand, privacy, webhooks, API keys, audit log.
        { label: text.menu.company, path: COMPANY_SETTINGS_HOME, also: companySettingsPaths, icon: 'company' },
        { ...account, more: true },
      ];
    case 'USER':
      return [home, forms, account];
  }
}
