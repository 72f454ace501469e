import { Typography } from 'antd';
import { Page, useCurrentUser } from '@formbuilder/shared-ui';
import { text } from '../../../text';

export function HomePage() {
  const firstName = useCurrentUser()?.name.split(' ')[0] ?? '';
  return (
    <Page title={text.home.title}>
      <Typography.Title level={2}>{text.home.greeting(firstName)}</Typography.Title>
      <Typography.Title level={3}>{text.home.latest}</Typography.Title>
    </Page>
  );
}
