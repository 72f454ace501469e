// The company's notification log beside the webhook deliveries (docs/notifications.md#the-notification-log):
// each WhatsApp and SMS message, newest first, with whom it was for, its kind, status and times. The
// API never gives the number or the text, so neither can show here.
import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Space, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import {
  channelLabels,
  channelMessageKindLabels,
  channelMessageStatusLabels,
  type ChannelMessageEntry,
  type Page,
} from '@formbuilder/contracts';
import { api, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';

export const LOG_PER_PAGE = 20;

async function listMessages(page: number): Promise<Page<ChannelMessageEntry>> {
  const { data } = await api.get<Page<ChannelMessageEntry>>('/channels/messages', {
    params: { page, perPage: LOG_PER_PAGE },
  });
  return data;
}

const statusColors: Record<ChannelMessageEntry['status'], string> = {
  queued: 'processing',
  sent: 'blue',
  delivered: 'success',
  read: 'success',
  failed: 'error',
};

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR');

export function NotificationLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} title={text.notificationLog.title} onClose={onClose} width="min(100vw, 840px)" destroyOnHidden>
      {open && <NotificationLog />}
    </Drawer>
  );
}

function NotificationLog() {
  const [page, setPage] = useState(1);
  const messages = useRequest(`channel-messages:${page}`, () => listMessages(page));
  const items = messages.data?.items ?? [];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{text.notificationLog.intro}</Typography.Paragraph>
      {messages.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
      <Button icon={<ReloadOutlined />} onClick={messages.reload}>
        {text.webhooks.refresh}
      </Button>
      <Table<ChannelMessageEntry>
        rowKey="id"
        size="small"
        scroll={items.length > 0 ? { x: 640 } : undefined}
        loading={messages.loading}
        dataSource={items}
        locale={{ emptyText: <Empty description={text.notificationLog.empty} /> }}
        pagination={{
          current: page,
          pageSize: LOG_PER_PAGE,
          total: messages.data?.totalItems ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: text.notificationLog.columns.created, dataIndex: 'created', render: (value: string) => when(value) },
          {
            title: text.notificationLog.columns.channel,
            dataIndex: 'channel',
            render: (value: ChannelMessageEntry['channel']) => channelLabels[value],
          },
          {
            title: text.notificationLog.columns.kind,
            dataIndex: 'kind',
            render: (value: ChannelMessageEntry['kind']) => channelMessageKindLabels[value],
          },
          {
            title: text.notificationLog.columns.user,
            dataIndex: 'userName',
            render: (value: string | null) => value ?? text.notificationLog.removedUser,
          },
          {
            title: text.notificationLog.columns.status,
            dataIndex: 'status',
            render: (value: ChannelMessageEntry['status']) => (
              <Tag color={statusColors[value]}>{channelMessageStatusLabels[value]}</Tag>
            ),
          },
          { title: text.notificationLog.columns.updated, dataIndex: 'updated', render: (value: string) => when(value) },
        ]}
      />
    </Space>
  );
}
