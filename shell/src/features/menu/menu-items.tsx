import {
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  ControlOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Role } from '@formbuilder/contracts';
import { COMPANY_SETTINGS_HOME, companySettingsPaths, type MenuItem } from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';

/**
 * The bottom menu of docs/product.md#signed-in-shell, by role. A MANAGER has seven entries: on a phone
 * the bar shows four and 'Mais' lists the ones marked `more`, so every label fits on one line.
 */
export function menuItemsFor(role: Role): MenuItem[] {
  const account = { label: text.menu.account, path: '/account', icon: <UserOutlined /> };
  const home = { label: text.menu.home, path: '/', icon: <HomeOutlined /> };
  const forms = { label: text.menu.forms, path: '/forms', icon: <FormOutlined /> };
  const audit = { label: text.menu.audit, path: '/auditoria', icon: <AuditOutlined /> };
  switch (role) {
    case 'ADMIN':
      return [
        { label: text.menu.companies, path: '/companies', icon: <BankOutlined /> },
        { label: text.menu.templates, path: '/templates', icon: <BookOutlined /> },
        audit,
        account,
      ];
    case 'MANAGER':
      return [
        home,
        forms,
        { label: text.menu.templates, path: '/library', icon: <BookOutlined /> },
        { label: text.menu.users, path: '/users', icon: <TeamOutlined />, more: true },
        // The data subjects' rights (LGPD) are company-wide, not one form's: their own entry.
        { label: text.menu.dataSubjects, path: '/forms/titulares', icon: <IdcardOutlined />, more: true },
        // The company's settings in one place: data, brand, privacy, webhooks, API keys, audit log.
        {
          label: text.menu.company,
          path: COMPANY_SETTINGS_HOME,
          also: companySettingsPaths,
          icon: <ControlOutlined />,
        },
        { ...account, more: true },
      ];
    case 'USER':
      return [home, forms, account];
  }
}
