import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Avatar, Empty, List, Space } from 'antd';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { readableOnWhiteText, type Company } from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  IconButton,
  ListItemMeta,
  ListPagination,
  Page,
  RowButton,
  useListPage,
  useRequest,
  useSearchBox,
} from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { COMPANIES_PER_PAGE, listCompanies } from '../api/companies-api';
import { CompanyFormModal } from './company-form-modal';

/** `undefined`: modal closed; `null`: a new company; otherwise the company being edited. */
type Editing = Company | null | undefined;

export function CompaniesPage() {
  const navigate = useNavigate();
  const { search, box: searchBox } = useSearchBox(text.companies.search);
  // A new search goes back to page 1; the server searches every company, not only this page's.
  const [page, setPage] = useListPage(`companies:${search}`);
  const { data, error, loading, reload } = useRequest(`companies:${search}:${page}`, () => listCompanies(search, page));
  const companies = data?.items;
  const [editing, setEditing] = useState<Editing>(undefined);
  return (
    <Page
      title={text.companies.title}
      loading={loading && !data}
      action={{ label: text.companies.create, icon: <PlusOutlined />, onClick: () => setEditing(null) }}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        {searchBox}
        <List
          dataSource={companies ?? []}
          locale={{ emptyText: <Empty description={text.companies.empty} /> }}
          renderItem={(company) => (
            // The whole row opens the company's form, as the pencil does.
            <List.Item
              className={CLICKABLE_ROW}
              actions={[
                <IconButton
                  key="users"
                  title={text.companies.users}
                  aria-label={`${text.companies.users} de ${company.name}`}
                  icon={<TeamOutlined />}
                  onClick={() => navigate(`/companies/${company.id}/users`)}
                />,
                <IconButton
                  key="edit"
                  title={text.companies.edit}
                  aria-label={`${text.companies.edit} ${company.name}`}
                  icon={<EditOutlined />}
                  onClick={() => setEditing(company)}
                />,
              ]}
            >
              <ListItemMeta
                avatar={
                  company.logo ? (
                    <Avatar src={company.logo} alt="" shape="square" style={{ background: '#fff' }} />
                  ) : (
                    <Avatar style={{ background: readableOnWhiteText(company.color) }}>{company.name.charAt(0)}</Avatar>
                  )
                }
                title={<RowButton onClick={() => setEditing(company)}>{company.name}</RowButton>}
                description={
                  <>
                    <div>{text.companies.limits(company.formsLimit, company.usersLimit)}</div>
                    {company.messagesThisMonth !== undefined && (
                      <div>{text.companies.messages(company.messagesThisMonth, company.messagesLimit)}</div>
                    )}
                  </>
                }
              />
            </List.Item>
          )}
        />
        <ListPagination
          label={text.companies.pages}
          page={page}
          total={data?.totalItems ?? 0}
          perPage={COMPANIES_PER_PAGE}
          onChange={setPage}
        />
      </Space>
      <CompanyFormModal
        open={editing !== undefined}
        company={editing}
        onClose={() => setEditing(undefined)}
        onSaved={reload}
        onDeleted={reload}
      />
    </Page>
  );
}
