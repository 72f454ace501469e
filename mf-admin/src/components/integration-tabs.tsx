// The company's tools for a MANAGER, one menu entry ('Empresa'): a switch between its webhooks, its
// API keys and its audit log, shown at the top of the three. An ADMIN reaches the audit log from its
// own menu entry and sees no switch.
import { Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@formbuilder/shared-ui';
import { text } from '../text';

const views = [
  { value: '/webhooks', label: text.integrations.webhooks },
  { value: '/api-keys', label: text.integrations.apiKeys },
  { value: '/auditoria', label: text.integrations.audit },
];

export type CompanyToolPath = '/webhooks' | '/api-keys' | '/auditoria';

export function IntegrationTabs({ current }: { current: CompanyToolPath }) {
  const navigate = useNavigate();
  const role = useCurrentUser()?.role;
  if (role !== 'MANAGER') return null;
  return (
    <nav aria-label={text.integrations.label}>
      <Segmented options={views} value={current} onChange={(path) => navigate(path)} />
    </nav>
  );
}
