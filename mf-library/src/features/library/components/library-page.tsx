import { Page } from '@formbuilder/shared-ui';
import { text } from '../../../text';

/** MANAGER: browse templates and use them. */
export function LibraryPage() {
  return <Page title={text.library.title} />;
}
