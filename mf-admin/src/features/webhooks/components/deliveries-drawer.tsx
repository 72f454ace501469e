// The deliveries of one webhook, newest first: state, attempts, last status, latency and the start of
// the receiver's answer; "Reenviar" per delivery that is not running, "Reenviar falhas" for all failed.
import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { RedoOutlined, ReloadOutlined } from '@ant-design/icons';
import { webhookMessages, type WebhookDelivery, type WebhookEndpoint } from '@formbuilder/contracts';
import { errorMessage, useAlert, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { DELIVERIES_PER_PAGE, listDeliveries, replayDelivery, replayFailed } from '../api/webhooks-api';

const stateColors: Record<WebhookDelivery['state'], string> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
};

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR');

export function DeliveriesDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={endpoint !== undefined}
      title={text.webhooks.deliveriesTitle}
      onClose={onClose}
      width="min(100vw, 960px)"
      destroyOnHidden
    >
      {endpoint && <Deliveries endpoint={endpoint} />}
    </Drawer>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const alert = useAlert();
  const [page, setPage] = useState(1);
  const deliveries = useRequest(`deliveries:${endpoint.id}:${page}`, () => listDeliveries(endpoint.id, page));
  const items = deliveries.data?.items ?? [];

  const replayOne = async (delivery: WebhookDelivery) => {
    try {
      await replayDelivery(delivery.id);
      alert.success(webhookMessages.replayQueued);
      deliveries.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.webhooks.actionFailed));
    }
  };

  const replayAll = async () => {
    try {
      const { queued } = await replayFailed(endpoint.id);
      alert.success(webhookMessages.replayFailedQueued(queued));
      deliveries.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.webhooks.actionFailed));
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</Typography.Text>
      {deliveries.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
      <Space wrap>
        <Button icon={<ReloadOutlined />} onClick={deliveries.reload}>
          {text.webhooks.refresh}
        </Button>
        <Button icon={<RedoOutlined />} onClick={() => void replayAll()}>
          {text.webhooks.replayFailed}
        </Button>
      </Space>
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        // Scrolls sideways only with rows in it: an empty scroll region would hold nothing to focus.
        scroll={items.length > 0 ? { x: 800 } : undefined}
        loading={deliveries.loading}
        dataSource={items}
        // The table's own placeholder text is too light to read; the theme's empty state is not.
        locale={{ emptyText: <Empty description={text.webhooks.noDeliveries} /> }}
        pagination={{
          current: page,
          pageSize: DELIVERIES_PER_PAGE,
          total: deliveries.data?.totalItems ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: text.webhooks.columns.created, dataIndex: 'created', render: (value: string) => when(value) },
          { title: text.webhooks.columns.event, dataIndex: 'eventType' },
          {
            title: text.webhooks.columns.state,
            dataIndex: 'state',
            render: (_: unknown, delivery) => <Tag color={stateColors[delivery.state]}>{delivery.stateLabel}</Tag>,
          },
          { title: text.webhooks.columns.attempts, dataIndex: 'attemptCount' },
          {
            title: text.webhooks.columns.status,
            dataIndex: 'lastStatus',
            render: (value: number | null) => value ?? '—',
          },
          {
            title: text.webhooks.columns.latency,
            dataIndex: 'lastLatencyMs',
            render: (value: number | null) => (value === null ? '—' : `${value} ms`),
          },
          {
            title: text.webhooks.columns.snippet,
            dataIndex: 'lastResponseSnippet',
            render: (value: string | null) => (
              <Typography.Text style={{ overflowWrap: 'anywhere', fontSize: 12 }}>{value || '—'}</Typography.Text>
            ),
          },
          {
            title: text.webhooks.columns.actions,
            key: 'actions',
            render: (_: unknown, delivery) =>
              delivery.state === 'pending' ? null : (
                <Button
                  size="small"
                  aria-label={`${text.webhooks.replay} ${delivery.eventType} ${when(delivery.created)}`}
                  onClick={() => void replayOne(delivery)}
                >
                  {text.webhooks.replay}
                </Button>
              ),
          },
        ]}
      />
    </Space>
  );
}
