import { useNavigate } from 'react-router-dom';
import { Alert, Avatar, Button, Empty, List, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Page, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { listCompanies } from '../api/companies-api';

export function CompaniesPage() {
  const navigate = useNavigate();
  const { data: companies, error, loading } = useRequest('companies', listCompanies);
  return (
    <Page
      title={text.companies.title}
      loading={loading}
      action={{ label: text.companies.create, icon: <PlusOutlined />, onClick: () => undefined }}
    >
      {error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
      <List
        dataSource={companies ?? []}
        locale={{ emptyText: <Empty description={text.companies.empty} /> }}
        renderItem={(company) => (
          <List.Item
            actions={[
              <Tooltip key="users" title={text.companies.users}>
                <Button
                  aria-label={`${text.companies.users} de ${company.name}`}
                  icon={<TeamOutlined />}
                  onClick={() => navigate(`/companies/${company.id}/users`)}
                />
              </Tooltip>,
              <Tooltip key="edit" title={text.companies.edit}>
                <Button aria-label={`${text.companies.edit} ${company.name}`} icon={<EditOutlined />} />
              </Tooltip>,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar style={{ background: company.color }}>{company.name.charAt(0)}</Avatar>}
              title={company.name}
            />
          </List.Item>
        )}
      />
    </Page>
  );
}
