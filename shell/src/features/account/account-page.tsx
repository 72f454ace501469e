import { useNavigate } from 'react-router-dom';
import { Button, Descriptions } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout, Page, useConfirm, useCurrentUser } from '@formbuilder/shared-ui';
import { text } from '../../text';

export function AccountPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  if (!user) return null;

  const signOut = async () => {
    if (!(await confirm({ title: text.account.signOutConfirm, okText: text.account.signOut }))) return;
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <Page title={text.account.title}>
      <Descriptions column={1} layout="vertical" size="small">
        <Descriptions.Item label={text.account.name}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={text.account.email}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={text.account.permission}>{user.roleLabel}</Descriptions.Item>
        {user.role === 'MANAGER' && user.company && (
          <Descriptions.Item label={text.account.company}>{user.company.name}</Descriptions.Item>
        )}
      </Descriptions>
      <Button style={{ marginTop: 16 }} icon={<LogoutOutlined />} onClick={signOut}>
        {text.account.signOut}
      </Button>
    </Page>
  );
}
