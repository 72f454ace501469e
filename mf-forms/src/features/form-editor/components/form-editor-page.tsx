// /forms/new and /forms/:formId: the form editor.
import { useParams } from 'react-router-dom';
import { Page } from '@formbuilder/shared-ui';
import { useFormRecord } from '../../../api/use-form-record';

export function FormEditorPage() {
  const { formId } = useParams();
  return formId ? <ExistingForm formId={formId} /> : <Page title="Novo formulário" />;
}

function ExistingForm({ formId }: { formId: string }) {
  const form = useFormRecord(formId);
  return <Page title={form.data?.title ?? ''} loading={form.loading} />;
}
