import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Descriptions, Space } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { messages } from '@formbuilder/contracts';
import {
  api,
  COMPANY_SETTINGS_HOME,
  errorMessage,
  logout,
  Page,
  refreshSession,
  useAlert,
  useAuthStore,
  useConfirm,
  RemoteModule,
  useCurrentUser,
} from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';
import { ChangePasswordModal } from './change-password-modal';
import { NotificationsSection } from './notifications-section';

type Editing = 'profile' | 'password' | null;

export function AccountPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const alert = useAlert();
  const [editing, setEditing] = useState<Editing>(null);
  if (!user) return null;
  const close = () => setEditing(null);
  // docs/product.md#roles: the session is refreshed after saving, so the new name shows at once.
  const saved = () => {
    close();
    void refreshSession();
  };

  const signOut = async () => {
    if (!(await confirm({ title: text.account.signOutConfirm, okText: text.account.signOutOk }))) return;
    await logout();
    navigate('/login', { replace: true });
  };

  const deleteAccount = async () => {
    const confirmed = await confirm({
      title: text.account.deleteAccountConfirm,
      content: text.account.deleteAccountDetail,
      okText: text.account.deleteAccountOk,
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.delete('/users/me');
      useAuthStore.getState().clear();
      navigate('/login', { replace: true });
    } catch (error) {
      alert.error(errorMessage(error, messages.genericClientError));
    }
  };

  return (
    <Page title={text.account.title}>
      <Descriptions column={1} layout="vertical" size="small" colon={false}>
        <Descriptions.Item label={text.account.name}>{user.name}</Descriptions.Item>
        <Descriptions.Item label={text.account.email}>{user.email}</Descriptions.Item>
        <Descriptions.Item label={text.account.permission}>{user.roleLabel}</Descriptions.Item>
        {user.role === 'MANAGER' && user.company && (
          <Descriptions.Item label={text.account.company}>{user.company.name}</Descriptions.Item>
        )}
      </Descriptions>
      <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Button block icon={<UserOutlined />} onClick={() => setEditing('profile')}>
          {text.account.editProfile}
        </Button>
        {/* The company's settings have their place under the menu's Empresa; this leads there. */}
        {user.role === 'MANAGER' && user.company && (
          <Button block icon={<EditOutlined />} onClick={() => navigate(COMPANY_SETTINGS_HOME)}>
            {text.account.editCompany}
          </Button>
        )}
        <Button block icon={<KeyOutlined />} onClick={() => setEditing('password')}>
          {text.account.changePassword}
        </Button>
        <Button block icon={<LogoutOutlined />} onClick={signOut}>
          {text.account.signOut}
        </Button>
        <Button block danger icon={<DeleteOutlined />} onClick={deleteAccount}>
          {text.account.deleteAccount}
        </Button>
      </Space>
      <NotificationsSection />
      <ChangePasswordModal open={editing === 'password'} onClose={close} />
      {editing === 'profile' && (
        <RemoteModule
          remote="admin"
          exposed="./UserFormModal"
          compact
          props={{ open: true, user, onClose: close, onSaved: saved }}
        />
      )}
    </Page>
  );
}
