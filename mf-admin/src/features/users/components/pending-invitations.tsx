// The company's pending invitations on the users page: who, the role, until when the link works
// (or that it ran out), with 'Reenviar' (a new link, the old one stops working) and 'Cancelar
// convite' (confirmed in the drawer). Shown only when there is any.
import { Avatar, List, Space, Tag, Typography } from 'antd';
import { CloseCircleOutlined, MailOutlined } from '@ant-design/icons';
import { formatDateTime, invitationMessages, type Invitation } from '@formbuilder/contracts';
import { errorMessage, IconButton, ListItemMeta, useAlert, useConfirm } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { resendInvitation, revokeInvitation } from '../api/invitations-api';

export function PendingInvitations({ items, onChanged }: { items: Invitation[]; onChanged: () => void }) {
  const alert = useAlert();
  const confirm = useConfirm();
  if (items.length === 0) return null;

  const resend = async (invitation: Invitation) => {
    try {
      await resendInvitation(invitation.id);
      alert.success(invitationMessages.resent);
      onChanged();
    } catch (error) {
      alert.error(errorMessage(error, text.invitations.actionFailed));
    }
  };

  const revoke = async (invitation: Invitation) => {
    const ok = await confirm({
      title: text.invitations.revokeConfirm,
      content: text.invitations.revokeDetail(invitation.email),
      okText: text.invitations.revokeOk,
      danger: true,
    });
    if (!ok) return;
    try {
      await revokeInvitation(invitation.id);
      alert.success(invitationMessages.revoked);
      onChanged();
    } catch (error) {
      alert.error(errorMessage(error, text.invitations.actionFailed));
    }
  };

  return (
    <section aria-labelledby="pending-invitations">
      <Typography.Title level={2} id="pending-invitations" style={{ fontSize: 16, margin: '0 0 4px' }}>
        {text.invitations.pending}
      </Typography.Title>
      <List
        dataSource={items}
        renderItem={(invitation) => (
          <List.Item
            actions={[
              <IconButton
                key="resend"
                title={text.invitations.resend}
                aria-label={`${text.invitations.resend} ${invitation.name}`}
                icon={<MailOutlined />}
                onClick={() => void resend(invitation)}
              />,
              <IconButton
                key="revoke"
                title={text.invitations.revoke}
                danger
                aria-label={`${text.invitations.revoke} ${invitation.name}`}
                icon={<CloseCircleOutlined />}
                onClick={() => void revoke(invitation)}
              />,
            ]}
          >
            <ListItemMeta
              avatar={<Avatar icon={<MailOutlined />} />}
              title={
                <Space size={4} wrap>
                  {invitation.name}
                  {invitation.expired ? (
                    <Tag color="red">{text.invitations.expired}</Tag>
                  ) : (
                    <Tag color="blue">{text.invitations.waiting}</Tag>
                  )}
                </Space>
              }
              description={
                <span style={{ overflowWrap: 'anywhere' }}>
                  {invitation.email} · {invitation.roleLabel} ·{' '}
                  {invitation.expired
                    ? text.invitations.expiredOn(formatDateTime(invitation.expiresAt))
                    : text.invitations.validUntil(formatDateTime(invitation.expiresAt))}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
