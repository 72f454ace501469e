// /auditoria (MANAGER: its own company; ADMIN: every company, or one): the audit log, newest first,
// filtered by action, period and (ADMIN) company, 30 a page (docs/audit.md).
import { useState } from 'react';
import { Alert, DatePicker, Select, Space, Table, Tag } from 'antd';
import {
  AUDIT_PER_PAGE,
  auditActionLabels,
  auditActions,
  auditFieldLabels,
  auditMessages,
  auditTargetLabels,
  formatDateTime,
  type AuditAction,
  type AuditEntry,
} from '@formbuilder/contracts';
import { Page, useCurrentUser, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { listAudit, searchCompanies, type AuditFilters } from '../api/audit-api';
import { IntegrationTabs } from '../../../components/integration-tabs';

const actionLabel = (action: string) => auditActionLabels[action as AuditAction] ?? action;

function who(entry: AuditEntry): string {
  if (entry.actorKind === 'system') return auditMessages.system;
  if (!entry.actorId) return auditMessages.unknownActor;
  return entry.actorName ?? `${text.audit.user} (${auditMessages.removed})`;
}

function target(entry: AuditEntry): string {
  if (!entry.targetType) return '—';
  const kind = auditTargetLabels[entry.targetType];
  return entry.targetLabel ? `${kind}: ${entry.targetLabel}` : `${kind} (${auditMessages.removed})`;
}

export function AuditPage() {
  const me = useCurrentUser();
  const isAdmin = me?.role === 'ADMIN';
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [companySearch, setCompanySearch] = useState('');
  const key = JSON.stringify(filters);
  const entries = useRequest(`audit:${key}:${page}`, () => listAudit(filters, page));
  const companies = useRequest(`audit-companies:${isAdmin ? companySearch : '-'}`, () =>
    isAdmin ? searchCompanies(companySearch) : Promise.resolve([]),
  );
  const filter = (next: AuditFilters) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  return (
    <Page title={auditMessages.title} loading={entries.loading && !entries.data}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <IntegrationTabs current="/auditoria" />
        {entries.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <Space wrap>
          <Select
            aria-label={text.audit.action}
            placeholder={text.audit.allActions}
            allowClear
            style={{ minWidth: 260 }}
            value={filters.action}
            onChange={(action?: AuditAction) => filter({ action })}
            options={auditActions.map((action) => ({ value: action, label: auditActionLabels[action] }))}
          />
          <DatePicker.RangePicker
            aria-label={text.audit.period}
            format="DD/MM/YYYY"
            placeholder={[text.audit.from, text.audit.to]}
            onChange={(dates) =>
              filter({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') })
            }
          />
          {isAdmin && (
            <Select
              aria-label={text.audit.company}
              placeholder={text.audit.allCompanies}
              allowClear
              showSearch
              filterOption={false}
              onSearch={setCompanySearch}
              style={{ minWidth: 240 }}
              value={filters.companyId}
              onChange={(companyId?: string) => filter({ companyId })}
              options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            />
          )}
        </Space>
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          scroll={{ x: true }}
          dataSource={entries.data?.items ?? []}
          locale={{ emptyText: auditMessages.empty }}
          pagination={{
            current: page,
            pageSize: AUDIT_PER_PAGE,
            total: entries.data?.totalItems ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'at', title: text.audit.when, render: (_, entry) => formatDateTime(entry.at) },
            { key: 'who', title: text.audit.who, render: (_, entry) => who(entry) },
            { key: 'action', title: text.audit.action, render: (_, entry) => actionLabel(entry.action) },
            { key: 'target', title: text.audit.target, render: (_, entry) => target(entry) },
            ...(isAdmin
              ? [
                  {
                    key: 'company',
                    title: text.audit.company,
                    render: (_: unknown, entry: AuditEntry) => entry.companyName ?? '—',
                  },
                ]
              : []),
            {
              key: 'changes',
              title: text.audit.changes,
              render: (_, entry) =>
                entry.changes.length === 0
                  ? '—'
                  : entry.changes.map((field) => <Tag key={field}>{auditFieldLabels[field] ?? field}</Tag>),
            },
          ]}
        />
      </Space>
    </Page>
  );
}
