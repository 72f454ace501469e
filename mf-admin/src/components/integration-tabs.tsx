// The company's settings for a MANAGER, one menu entry ('Empresa'): the links between its sections
// (dados, marca, privacidade, webhooks, chaves de API, auditoria), shown at the top of each. An ADMIN
// reaches the audit log from its own menu entry and sees no links.
import { CompanySettingsNav, useCurrentUser } from '@formbuilder/shared-ui';

export function IntegrationTabs() {
  const role = useCurrentUser()?.role;
  if (role !== 'MANAGER') return null;
  return <CompanySettingsNav />;
}
