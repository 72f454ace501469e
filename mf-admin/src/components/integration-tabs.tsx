// The two screens of the company's integrations, one menu entry ('Integrações'): a switch between
// its webhooks and its API keys, shown at the top of both.
import { Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { text } from '../text';

const views = [
  { value: '/webhooks', label: text.integrations.webhooks },
  { value: '/api-keys', label: text.integrations.apiKeys },
];

export function IntegrationTabs({ current }: { current: '/webhooks' | '/api-keys' }) {
  const navigate = useNavigate();
  return (
    <nav aria-label={text.integrations.label}>
      <Segmented options={views} value={current} onChange={(path) => navigate(path)} />
    </nav>
  );
}
