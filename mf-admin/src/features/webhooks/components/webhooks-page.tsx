// /webhooks (MANAGER, its own company): the company's webhooks, each with its switch, test event,
// secret rotation, deliveries and delete (docs/integrations.md).
import { useState } from 'react';
import { Alert, Button, Empty, List, Space, Switch, Tag, Typography } from 'antd';
import {
  DeleteOutlined,
  KeyOutlined,
  MessageOutlined,
  PlusOutlined,
  SendOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  webhookEventLabels,
  webhookMessages,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  errorMessage,
  IconButton,
  ListItemMeta,
  Page,
  RowButton,
  useAlert,
  useConfirm,
  useRequest,
} from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { deleteWebhook, listWebhooks, rotateWebhookSecret, sendTestEvent, updateWebhook } from '../api/webhooks-api';
import { DeliveriesDrawer } from './deliveries-drawer';
import { NotificationLogDrawer } from './notification-log-drawer';
import { SecretModal } from './secret-modal';
import { WebhookFormModal } from './webhook-form-modal';
import { IntegrationTabs } from '../../../components/integration-tabs';

export function WebhooksPage() {
  const alert = useAlert();
  const confirm = useConfirm();
  const webhooks = useRequest('webhooks', listWebhooks);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [watching, setWatching] = useState<WebhookEndpoint | undefined>(undefined);
  const [logOpen, setLogOpen] = useState(false);

  const act = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      alert.success(success);
      webhooks.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.webhooks.actionFailed));
    }
  };

  const onCreated = (created: WebhookEndpointWithSecret) => {
    setCreating(false);
    setSecret(created.secret);
    webhooks.reload();
  };

  const onDelete = async (endpoint: WebhookEndpoint) => {
    const ok = await confirm({ title: text.webhooks.deleteConfirm, okText: text.webhooks.deleteOk, danger: true });
    if (ok) await act(() => deleteWebhook(endpoint.id), webhookMessages.deleted);
  };

  const onRotate = async (endpoint: WebhookEndpoint) => {
    const ok = await confirm({
      title: text.webhooks.rotateConfirm,
      content: text.webhooks.rotateDetail,
      okText: text.webhooks.rotateOk,
    });
    if (!ok) return;
    try {
      const rotated = await rotateWebhookSecret(endpoint.id);
      alert.success(webhookMessages.rotated);
      setSecret(rotated.secret);
      webhooks.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.webhooks.actionFailed));
    }
  };

  return (
    <Page
      title={text.webhooks.title}
      loading={webhooks.loading && !webhooks.data}
      action={{ label: text.webhooks.create, icon: <PlusOutlined />, onClick: () => setCreating(true) }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <IntegrationTabs />
        {webhooks.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <Typography.Paragraph type="secondary">{text.webhooks.intro}</Typography.Paragraph>
        <Button icon={<MessageOutlined />} onClick={() => setLogOpen(true)} style={{ alignSelf: 'flex-start' }}>
          {text.notificationLog.open}
        </Button>
        <List
          dataSource={webhooks.data?.items ?? []}
          locale={{ emptyText: <Empty description={text.webhooks.empty} /> }}
          renderItem={(endpoint) => (
            // The whole row opens the endpoint's deliveries; its switch and buttons stay above it.
            <List.Item
              className={CLICKABLE_ROW}
              actions={[
                <IconButton
                  key="deliveries"
                  title={text.webhooks.deliveries}
                  aria-label={`${text.webhooks.deliveries} ${endpoint.url}`}
                  icon={<UnorderedListOutlined />}
                  onClick={() => setWatching(endpoint)}
                />,
                <IconButton
                  key="rotate"
                  title={text.webhooks.rotate}
                  aria-label={`${text.webhooks.rotate} ${endpoint.url}`}
                  icon={<KeyOutlined />}
                  onClick={() => void onRotate(endpoint)}
                />,
                <IconButton
                  key="delete"
                  title={text.webhooks.delete}
                  danger
                  aria-label={`${text.webhooks.delete} ${endpoint.url}`}
                  icon={<DeleteOutlined />}
                  onClick={() => void onDelete(endpoint)}
                />,
              ]}
            >
              <ListItemMeta
                title={
                  <RowButton onClick={() => setWatching(endpoint)}>{endpoint.description || endpoint.url}</RowButton>
                }
                description={
                  <Space direction="vertical" size={6} style={{ width: '100%' }}>
                    {endpoint.description && <span style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</span>}
                    <Space size={4} wrap>
                      {endpoint.events.map((type) => (
                        <Tag key={type}>{webhookEventLabels[type]}</Tag>
                      ))}
                    </Space>
                    {endpoint.disabledReason && <Alert type="error" showIcon title={endpoint.disabledReason} />}
                    <Space size={12} wrap className="fb-row-above">
                      <Space size={6}>
                        <Switch
                          checked={endpoint.enabled}
                          aria-label={`${text.webhooks.enabled} ${endpoint.url}`}
                          onChange={(enabled) =>
                            void act(() => updateWebhook(endpoint.id, { enabled }), webhookMessages.updated)
                          }
                        />
                        <span>{endpoint.enabled ? text.webhooks.enabled : text.webhooks.disabled}</span>
                      </Space>
                      <Button
                        size="small"
                        icon={<SendOutlined />}
                        disabled={!endpoint.enabled}
                        aria-label={`${text.webhooks.sendTest} ${endpoint.url}`}
                        onClick={() => void act(() => sendTestEvent(endpoint.id), webhookMessages.testSent)}
                      >
                        {text.webhooks.sendTest}
                      </Button>
                    </Space>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Space>
      <WebhookFormModal open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <SecretModal secret={secret} onClose={() => setSecret(undefined)} />
      <DeliveriesDrawer endpoint={watching} onClose={() => setWatching(undefined)} />
      <NotificationLogDrawer open={logOpen} onClose={() => setLogOpen(false)} />
    </Page>
  );
}
