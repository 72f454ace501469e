import { Page } from '@formbuilder/shared-ui';
import { text } from '../../../text';

export function FormsPage() {
  return <Page title={text.forms.title} />;
}
