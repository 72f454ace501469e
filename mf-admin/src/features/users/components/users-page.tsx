// /users (MANAGER, its own company) and /companies/:companyId/users (ADMIN): search, plan card,
// invitations by e-mail (the header's action) and their pending list, creation with a password (kept
// beside them), both locked at the company's usersLimit, where live invitations hold a seat; edit and
// delete per user.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Avatar, Button, Empty, Flex, List, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { messages, planCard, type User } from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  errorMessage,
  IconButton,
  ListItemMeta,
  ListPagination,
  Page,
  PlanCard,
  refreshSession,
  RowButton,
  useAlert,
  useConfirm,
  useCurrentUser,
  useListPage,
  useRequest,
  useSearchBox,
} from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { deleteUser, getUsersPlan, listUsers, USERS_PER_PAGE } from '../api/users-api';
import { listInvitations } from '../api/invitations-api';
import { InvitationModal } from './invitation-modal';
import { PendingInvitations } from './pending-invitations';
import { UserFormModal } from './user-form-modal';

/** `undefined`: modal closed; `null`: a new user; otherwise the user being edited. */
type Editing = User | null | undefined;

export function UsersPage() {
  const me = useCurrentUser();
  const params = useParams();
  const companyId = params.companyId ?? me?.company?.id ?? '';
  const alert = useAlert();
  const confirm = useConfirm();
  const { search, box: searchBox } = useSearchBox(text.users.search);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [inviting, setInviting] = useState(false);

  const [page, setPage] = useListPage(`${companyId}:${search}`);
  const users = useRequest(`users:${companyId}:${search}:${page}`, () =>
    listUsers(companyId, search, USERS_PER_PAGE, page),
  );
  const plan = useRequest(`plan:${companyId}`, () => getUsersPlan(companyId));
  const invitations = useRequest(`invitations:${companyId}`, () => listInvitations(companyId));
  const reload = () => {
    users.reload();
    plan.reload();
    invitations.reload();
  };
  // Editing oneself renews the session, so the greeting and menu show the new name at once.
  const onSaved = (saved: User) => {
    reload();
    if (saved.id === me?.id) void refreshSession();
  };

  const limit = plan.data?.company.usersLimit ?? 0;
  // An invitation whose link still works holds a seat (docs/people-and-files.md#invitations).
  const pendingSeats = (invitations.data ?? []).filter((invitation) => !invitation.expired).length;
  const used = (plan.data?.used ?? 0) + pendingSeats;
  // Invitations that could not be read lock nothing: the API counts the seats anyway.
  const seatsKnown = plan.data && (invitations.data !== undefined || invitations.error !== undefined);
  const canCreate = seatsKnown ? planCard('users', used, limit).canCreate : false;
  const lockIcon = <LockOutlined aria-label="Bloqueado" />;

  const onDelete = async (user: User) => {
    const ok = await confirm({ title: messages.userDeleteConfirm, okText: text.users.deleteOk, danger: true });
    if (!ok) return;
    try {
      await deleteUser(user.id);
      alert.success(messages.userDeleted);
      reload();
    } catch (error) {
      alert.error(errorMessage(error, text.users.deleteFailed));
    }
  };

  const title = plan.data && params.companyId ? `${text.users.title} · ${plan.data.company.name}` : text.users.title;

  return (
    <Page
      title={title}
      loading={users.loading && !users.data}
      action={{
        label: text.invitations.invite,
        icon: canCreate ? <MailOutlined /> : lockIcon,
        onClick: () => setInviting(true),
        disabled: !canCreate,
      }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {users.error || plan.error || invitations.error ? (
          <Alert type="error" title={text.loadFailed} showIcon />
        ) : null}
        {plan.data && <PlanCard kind="users" used={used} limit={limit} />}
        <PendingInvitations items={invitations.data ?? []} onChanged={reload} />
        <Flex gap={8} wrap align="center">
          <div style={{ flex: '1 1 220px' }}>{searchBox}</div>
          {/* A password chosen by the manager: the older way, kept beside the invitation. */}
          <Button icon={canCreate ? <PlusOutlined /> : lockIcon} onClick={() => setEditing(null)} disabled={!canCreate}>
            {text.invitations.createWithPassword}
          </Button>
        </Flex>
        <List
          dataSource={users.data?.items ?? []}
          locale={{ emptyText: <Empty description={text.users.empty} /> }}
          renderItem={(user) => (
            // The whole row opens the user's form, as the pencil does.
            <List.Item
              className={CLICKABLE_ROW}
              actions={[
                <IconButton
                  key="edit"
                  title={text.users.edit}
                  aria-label={`${text.users.edit} ${user.name}`}
                  icon={<EditOutlined />}
                  onClick={() => setEditing(user)}
                />,
                ...(user.id === me?.id
                  ? []
                  : [
                      <IconButton
                        key="delete"
                        title={text.users.delete}
                        danger
                        aria-label={`${text.users.delete} ${user.name}`}
                        icon={<DeleteOutlined />}
                        onClick={() => void onDelete(user)}
                      />,
                    ]),
              ]}
            >
              <ListItemMeta
                avatar={<Avatar>{user.name.charAt(0).toUpperCase()}</Avatar>}
                title={
                  <Space size={4} wrap>
                    <RowButton onClick={() => setEditing(user)}>{user.name}</RowButton>
                    {user.id === me?.id && <Tag color="blue">{text.users.you}</Tag>}
                  </Space>
                }
                description={
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {user.email} · {user.roleLabel}
                  </span>
                }
              />
            </List.Item>
          )}
        />
        <ListPagination
          label={text.users.pages}
          page={page}
          total={users.data?.totalItems ?? 0}
          perPage={USERS_PER_PAGE}
          onChange={setPage}
        />
      </Space>
      <InvitationModal open={inviting} companyId={companyId} onClose={() => setInviting(false)} onSent={reload} />
      <UserFormModal
        open={editing !== undefined}
        user={editing}
        companyId={companyId}
        onClose={() => setEditing(undefined)}
        onSaved={onSaved}
      />
    </Page>
  );
}
