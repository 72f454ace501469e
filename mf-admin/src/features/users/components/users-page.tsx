import { Page } from '@formbuilder/shared-ui';
import { text } from '../../../text';

export function UsersPage() {
  return <Page title={text.users.title} />;
}
