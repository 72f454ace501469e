// /forms/:formId/submissions: 'Respostas (n)' of one form, searchable by name or document, as a list
// or as a table (?exibir=tabela: columns per question, sorting, a range of days, bulk delete), with
// the CSV export and the delete-form action (refused while the form has submissions).
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Segmented, Typography } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { messages } from '@formbuilder/contracts';
import {
  errorMessage,
  ListPagination,
  Page,
  useAlert,
  useConfirm,
  useCurrentUser,
  useSearchBox,
  useRequest,
} from '@formbuilder/shared-ui';
import { deleteForm } from '../../../api/forms-api';
import { downloadSubmissions, listSubmissions, type ExportFormat } from '../../../api/submissions-api';
import { useCanEditForm, useFormRecord } from '../../../api/use-form-record';
import { useSubmissionPages } from '../../../api/use-submission-pages';
import { FormTabs } from '../../../components/form-tabs';
import { SubmissionList } from '../../../components/submission-list';
import { text } from '../../../text';

// The table (antd's Table, the column choice) is fetched when it is first shown: the list, home and
// the other screens do not carry it.
const SubmissionsTable = lazy(async () => ({ default: (await import('./submissions-table')).SubmissionsTable }));

type Layout = 'lista' | 'tabela';

export function SubmissionsPage() {
  const formId = useParams().formId ?? '';
  const form = useFormRecord(formId);
  // The notified user sees the answers; deleting the form stays with its creator and the MANAGERs.
  const canDelete = useCanEditForm(form.data);
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const me = useCurrentUser();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const { search, box: searchBox } = useSearchBox(text.submissions.search);
  const total = useRequest(`submissions-total:${formId}`, () => listSubmissions({ formId, perPage: 1 }));
  // The layout lives in the address, so Back from an answer and a reload keep the table.
  const [params, setParams] = useSearchParams();
  const layout: Layout = params.get('exibir') === 'tabela' ? 'tabela' : 'lista';
  const list = useSubmissionPages({ formId, search, onChange: total.reload });

  const onExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadSubmissions(formId, format);
    } catch {
      alert.error(text.submissions.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  const onDelete = async () => {
    try {
      // Asked afresh: a submission may have arrived since the page loaded.
      const { totalItems } = await listSubmissions({ formId, perPage: 1 });
      if (totalItems > 0) {
        alert.error(messages.formHasSubmissions);
        return;
      }
      const ok = await confirm({
        title: messages.formDeleteConfirm,
        content: text.submissions.deleteWarning,
        okText: text.submissions.deleteOk,
        danger: true,
      });
      if (!ok) return;
      await deleteForm(formId);
      alert.success(messages.formDeleted);
      void navigate('/forms');
    } catch (error) {
      alert.error(errorMessage(error, text.submissions.deleteFailed));
    }
  };

  return (
    <Page
      title={form.data?.title ?? ''}
      documentTitle={[text.submissions.tab, form.data?.title, text.forms.title]}
      loading={form.loading || (list.loading && !list.data)}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {text.submissions.title(total.data?.totalItems ?? 0)}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting === 'csv'}
              disabled={exporting !== null}
              onClick={() => void onExport('csv')}
            >
              {exporting === 'csv' ? text.submissions.exporting : text.submissions.exportCsv}
            </Button>
            <Button
              icon={<FileExcelOutlined />}
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
              onClick={() => void onExport('xlsx')}
            >
              {exporting === 'xlsx' ? text.submissions.exporting : text.submissions.exportXlsx}
            </Button>
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} onClick={() => void onDelete()}>
                {text.submissions.deleteForm}
              </Button>
            )}
          </Flex>
        </Flex>
        <FormTabs formId={formId} current="submissions" />
        {me?.role === 'MANAGER' && <Link to="/forms/titulares">{text.dataSubjects.link}</Link>}
        {list.error || total.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        <Flex gap={8} wrap align="center">
          <Segmented<Layout>
            aria-label={text.submissions.layout}
            value={layout}
            onChange={(next) => setParams(next === 'tabela' ? { exibir: 'tabela' } : {}, { replace: true })}
            options={[
              { value: 'lista', label: text.submissions.asList, icon: <UnorderedListOutlined aria-hidden /> },
              { value: 'tabela', label: text.submissions.asTable, icon: <TableOutlined aria-hidden /> },
            ]}
          />
          <div style={{ flex: '1 1 240px' }}>{searchBox}</div>
        </Flex>
        {layout === 'tabela' && form.data ? (
          <Suspense fallback={null}>
            <SubmissionsTable form={form.data} search={search} canDelete={canDelete} onDeleted={total.reload} />
          </Suspense>
        ) : (
          <>
            <SubmissionList submissions={list.items} detail="document" placeOf={list.placeOf} />
            <ListPagination
              label={text.submissions.pages}
              page={list.page}
              total={list.total}
              perPage={list.perPage}
              onChange={list.setPage}
            />
          </>
        )}
      </Flex>
    </Page>
  );
}
