// /forms/:formId/submissions: 'Respostas (n)' of one form, searchable by name or document, with the
// CSV export and the delete-form action (refused while the form has submissions).
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Flex, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { messages } from '@formbuilder/contracts';
import {
  errorMessage,
  Page,
  useAlert,
  useConfirm,
  useSearchBox,
  useRequest,
  useSubmissionEvents,
} from '@formbuilder/shared-ui';
import { deleteForm } from '../../../api/forms-api';
import { downloadSubmissionsCsv, listSubmissions } from '../../../api/submissions-api';
import { useFormRecord } from '../../../api/use-form-record';
import { SubmissionList } from '../../../components/submission-list';
import { text } from '../../../text';

export function SubmissionsPage() {
  const formId = useParams().formId ?? '';
  const form = useFormRecord(formId);
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const [exporting, setExporting] = useState(false);
  const { search, box: searchBox } = useSearchBox(text.submissions.search);
  const list = useRequest(`submissions:${formId}:${search}`, () => listSubmissions({ formId, search }));
  const total = useRequest(`submissions-total:${formId}`, () => listSubmissions({ formId, perPage: 1 }));

  const refresh = () => {
    list.reload();
    total.reload();
  };
  useSubmissionEvents((event) => {
    if (event.submission.form.id === formId) refresh();
  }, refresh);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadSubmissionsCsv(formId);
    } catch {
      alert.error(text.submissions.exportFailed);
    } finally {
      setExporting(false);
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
    <Page title={form.data?.title ?? ''} loading={form.loading || (list.loading && !list.data)}>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {text.submissions.title(total.data?.totalItems ?? 0)}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()}>
              {text.submissions.exportCsv}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => void onDelete()}>
              {text.submissions.deleteForm}
            </Button>
          </Flex>
        </Flex>
        {list.error || total.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        {searchBox}
        <SubmissionList submissions={list.data?.items ?? []} detail="document" />
      </Flex>
    </Page>
  );
}
