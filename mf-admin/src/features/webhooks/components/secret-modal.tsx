// The secret of a new or rotated webhook, shown this once with a copy button.
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { text } from '../../../text';

export function SecretModal({ secret, onClose }: { secret: string | undefined; onClose: () => void }) {
  return (
    <Modal
      open={secret !== undefined}
      title={text.webhooks.secretTitle}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {text.webhooks.secretDone}
        </Button>
      }
      destroyOnHidden
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={text.webhooks.secretOnce} />
        <Typography.Paragraph
          code
          copyable={{ text: secret ?? '', tooltips: [text.webhooks.copySecret, text.webhooks.secretCopied] }}
          style={{ overflowWrap: 'anywhere' }}
        >
          {secret}
        </Typography.Paragraph>
      </Space>
    </Modal>
  );
}
