// /forms/:formId/submissions/:submissionId: 'Visualizar resposta'.
import { Page } from '@formbuilder/shared-ui';

export function SubmissionPage() {
  return <Page title="Visualizar resposta" />;
}
