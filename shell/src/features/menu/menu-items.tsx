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
import type { MenuItem } from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';

/** The bottom menu of docs/product.md#signed-in-shell, by role. */
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
        { label: text.menu.users, path: '/users', icon: <TeamOutlined /> },
        // The data subjects' rights (LGPD) are company-wide, not one form's: their own entry.
        { label: text.menu.dataSubjects, path: '/forms/titulares', icon: <IdcardOutlined /> },
        // The company's tools, one entry: webhooks, API keys and the audit log switch between each other.
        { label: text.menu.company, path: '/webhooks', also: ['/api-keys', '/auditoria'], icon: <ControlOutlined /> },
        account,
      ];
    case 'USER':
      return [home, forms, account];
  }
}
