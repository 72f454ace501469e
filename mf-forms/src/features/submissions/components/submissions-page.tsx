// /forms/:formId/submissions: 'Respostas (n)'.
import { useParams } from 'react-router-dom';
import { Page } from '@formbuilder/shared-ui';
import { useFormRecord } from '../../../api/use-form-record';

export function SubmissionsPage() {
  const form = useFormRecord(useParams().formId);
  return <Page title={form.data?.title ?? ''} loading={form.loading} />;
}
