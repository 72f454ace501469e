import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import type { Role } from '@formbuilder/contracts';
import type { MenuItem } from '@formbuilder/shared-ui/signed-in';
import { menuEntriesFor } from './menu-entries';
import { menuIcons } from './menu-icons';

/** The role's bottom menu (menu-entries.ts), each entry with its antd icon. */
export function menuItemsFor(role: Role): MenuItem[] {
  return menuEntriesFor(role).map((entry) => ({ ...entry, icon: <AntdIcon icon={menuIcons[entry.icon]} /> }));
}
