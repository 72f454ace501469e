// /forms/new and /forms/:formId: the form editor, on a new form or on the stored one (the creator
// or a MANAGER only; useFormRecord sends others, the notified user included, to /403).
import { useLocation, useParams } from 'react-router-dom';
import { Alert } from 'antd';
import { ApiError, Page } from '@formbuilder/shared-ui';
import { useCanEditForm, useFormRecord } from '../../../api/use-form-record';
import { text } from '../text';
import { FormEditor } from './form-editor';

export function FormEditorPage() {
  const { formId } = useParams();
  return formId ? <ExistingForm formId={formId} /> : <FormEditor form={null} />;
}

function ExistingForm({ formId }: { formId: string }) {
  const form = useFormRecord(formId, { edit: true });
  const canEdit = useCanEditForm(form.data);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  if (form.data && !form.loading && canEdit)
    return <FormEditor key={form.data.id} form={form.data} justCreated={created} />;
  // 403 and 404 are sent on by useFormRecord; anything else may be retried.
  const failed =
    Boolean(form.error) && !(form.error instanceof ApiError && [400, 403, 404].includes(form.error.status));
  return (
    <Page title={text.editTitle} loading={!failed}>
      {failed && <Alert type="error" showIcon title={text.loadFailed} />}
    </Page>
  );
}
