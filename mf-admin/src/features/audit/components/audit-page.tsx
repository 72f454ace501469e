// /auditoria (MANAGER: its own company; ADMIN: every company, or one): the audit log, newest first,
// filtered by action, period and (ADMIN) company, 30 a page (docs/audit.md).
import { useState } from 'react';
import { Alert, DatePicker, Grid, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
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
  if (entry.actorKind === 'api_key')
    return entry.actorName ? `${auditMessages.apiKey}: ${entry.actorName}` : auditMessages.removedApiKey;
  return entry.actorName ?? `${text.audit.user} (${auditMessages.removed})`;
}

function target(entry: AuditEntry): string {
  if (!entry.targetType) return '—';
  const kind = auditTargetLabels[entry.targetType];
  return entry.targetLabel ? `${kind}: ${entry.targetLabel}` : `${kind} (${auditMessages.removed})`;
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <>—</>;
  return (
    <Space size={[0, 4]} wrap>
      {entry.changes.map((field) => (
        <Tag key={field}>{auditFieldLabels[field] ?? field}</Tag>
      ))}
    </Space>
  );
}

/** One entry on a phone: when and who, the action, the target, the company (ADMIN) and the fields. */
function StackedEntry({ entry, isAdmin }: { entry: AuditEntry; isAdmin: boolean }) {
  return (
    <Space direction="vertical" size={2} style={{ width: '100%' }}>
      <Typography.Text strong>{actionLabel(entry.action)}</Typography.Text>
      <Typography.Text type="secondary">
        {formatDateTime(entry.at)} · {who(entry)}
      </Typography.Text>
      <span>{target(entry)}</span>
      {isAdmin && entry.companyName ? (
        <span>
          {text.audit.company}: {entry.companyName}
        </span>
      ) : null}
      {entry.changes.length > 0 ? (
        <div>
          <Typography.Text type="secondary">{text.audit.changes}: </Typography.Text>
          <Changes entry={entry} />
        </div>
      ) : null}
    </Space>
  );
}

/** Widths of the columns from 576 px up; "Campos alterados" takes the rest, at least CHANGES_MIN. */
const WIDTHS = { at: 130, who: 150, action: 150, target: 170, company: 120 };
const CHANGES_MIN = 200;

/** The table's width below which it scrolls sideways (the company column only for an ADMIN). */
function tableWidth(isAdmin: boolean): number {
  const { company, ...rest } = WIDTHS;
  return Object.values(rest).reduce((sum, width) => sum + width, 0) + (isAdmin ? company : 0) + CHANGES_MIN;
}

/** The table's columns from 576 px up. */
function columns(isAdmin: boolean): TableColumnsType<AuditEntry> {
  return [
    { key: 'at', title: text.audit.when, width: WIDTHS.at, render: (_, entry) => formatDateTime(entry.at) },
    { key: 'who', title: text.audit.who, width: WIDTHS.who, render: (_, entry) => who(entry) },
    { key: 'action', title: text.audit.action, width: WIDTHS.action, render: (_, entry) => actionLabel(entry.action) },
    { key: 'target', title: text.audit.target, width: WIDTHS.target, render: (_, entry) => target(entry) },
    ...(isAdmin
      ? [
          {
            key: 'company',
            title: text.audit.company,
            width: WIDTHS.company,
            render: (_: unknown, entry: AuditEntry) => entry.companyName ?? '—',
          },
        ]
      : []),
    { key: 'changes', title: text.audit.changes, render: (_, entry) => <Changes entry={entry} /> },
  ];
}

/** On a phone: one column, each entry stacked. */
function stackedColumns(isAdmin: boolean): TableColumnsType<AuditEntry> {
  return [
    {
      key: 'entry',
      title: text.audit.entries,
      render: (_, entry) => <StackedEntry entry={entry} isAdmin={isAdmin} />,
    },
  ];
}

export function AuditPage() {
  const me = useCurrentUser();
  const isAdmin = me?.role === 'ADMIN';
  // xs: under 576 px (unknown before the first measure, so a wide screen never starts stacked).
  const narrow = Grid.useBreakpoint().xs === true;
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
        <IntegrationTabs />
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
          tableLayout="fixed"
          // From 576 px the columns, scrolling sideways only when they do not fit; on a phone one
          // column with each entry stacked, so nothing is cut and nothing scrolls.
          scroll={narrow ? undefined : { x: tableWidth(isAdmin) }}
          dataSource={entries.data?.items ?? []}
          locale={{ emptyText: auditMessages.empty }}
          pagination={{
            current: page,
            pageSize: AUDIT_PER_PAGE,
            total: entries.data?.totalItems ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={narrow ? stackedColumns(isAdmin) : columns(isAdmin)}
        />
      </Space>
    </Page>
  );
}
