// /api-keys (MANAGER): the company's API keys (name, prefix, scopes, created, last used), a new key
// in a modal (shown once), and revoking one behind the confirm drawer (docs/api-keys.md).
import { useState } from 'react';
import { Alert, Empty, List, Space, Tag, Typography } from 'antd';
import { KeyOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { apiKeyMessages, formatDateTime, type ApiKey } from '@formbuilder/contracts';
import { errorMessage, IconButton, ListItemMeta, Page, useAlert, useConfirm, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { listApiKeys, revokeApiKey } from '../api/api-keys-api';
import { ApiKeyCreateModal } from './api-key-create-modal';
import { IntegrationTabs } from '../../../components/integration-tabs';

export function ApiKeysPage() {
  const alert = useAlert();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const keys = useRequest('api-keys', listApiKeys);

  const onRevoke = async (key: ApiKey) => {
    const ok = await confirm({ title: apiKeyMessages.revokeConfirm, okText: text.apiKeys.revokeOk, danger: true });
    if (!ok) return;
    try {
      await revokeApiKey(key.id);
      alert.success(apiKeyMessages.revoked);
      keys.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.apiKeys.revokeFailed));
    }
  };

  return (
    <Page
      title={text.apiKeys.title}
      loading={keys.loading && !keys.data}
      action={{ label: text.apiKeys.new, icon: <PlusOutlined />, onClick: () => setCreating(true) }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <IntegrationTabs />
        {keys.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <Typography.Paragraph type="secondary">{text.apiKeys.intro}</Typography.Paragraph>
        <List
          dataSource={keys.data ?? []}
          locale={{ emptyText: <Empty description={text.apiKeys.empty} /> }}
          renderItem={(key) => (
            <List.Item
              data-testid="api-key-row"
              actions={
                key.revokedAt
                  ? []
                  : [
                      <IconButton
                        key="revoke"
                        title={text.apiKeys.revoke}
                        danger
                        aria-label={`${text.apiKeys.revoke} ${key.name}`}
                        icon={<StopOutlined />}
                        onClick={() => void onRevoke(key)}
                      />,
                    ]
              }
            >
              <ListItemMeta
                avatar={<KeyOutlined aria-hidden />}
                title={
                  <Space size={4} wrap>
                    {key.name}
                    <Typography.Text code>{key.prefix}…</Typography.Text>
                    {key.revokedAt && <Tag color="red">{text.apiKeys.revoked}</Tag>}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4}>
                    <Space size={4} wrap>
                      {key.scopes.map((scope) => (
                        <Tag key={scope}>{scope}</Tag>
                      ))}
                    </Space>
                    <span>
                      {text.apiKeys.createdAt(formatDateTime(key.createdAt), key.createdBy?.name)} ·{' '}
                      {key.lastUsedAt ? text.apiKeys.lastUsed(formatDateTime(key.lastUsedAt)) : text.apiKeys.neverUsed}
                    </span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Space>
      <ApiKeyCreateModal open={creating} onClose={() => setCreating(false)} onCreated={() => keys.reload()} />
    </Page>
  );
}
