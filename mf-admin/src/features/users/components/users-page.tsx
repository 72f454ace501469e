// /users (MANAGER, its own company) and /companies/:companyId/users (ADMIN): search, plan card,
// create (locked at the company's usersLimit), edit and delete per user.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Avatar, Empty, List, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { messages, planCard, type User } from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  errorMessage,
  IconButton,
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

  const [page, setPage] = useListPage(`${companyId}:${search}`);
  const users = useRequest(`users:${companyId}:${search}:${page}`, () =>
    listUsers(companyId, search, USERS_PER_PAGE, page),
  );
  const plan = useRequest(`plan:${companyId}`, () => getUsersPlan(companyId));
  const reload = () => {
    users.reload();
    plan.reload();
  };
  // Editing oneself renews the session, so the greeting and menu show the new name at once.
  const onSaved = (saved: User) => {
    reload();
    if (saved.id === me?.id) void refreshSession();
  };

  const limit = plan.data?.company.usersLimit ?? 0;
  const used = plan.data?.used ?? 0;
  const canCreate = plan.data ? planCard('users', used, limit).canCreate : false;

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
        label: text.users.create,
        icon: canCreate ? <PlusOutlined /> : <LockOutlined aria-label="Bloqueado" />,
        onClick: () => setEditing(null),
        disabled: !canCreate,
      }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {users.error || plan.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        {plan.data && <PlanCard kind="users" used={used} limit={limit} />}
        {searchBox}
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
              <List.Item.Meta
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
