// The form's public address ({origin}/submissions/{formId}) with a copy button.
import { Alert, Card, Flex, Form, Input } from 'antd';
import { publicFormUrl } from '@formbuilder/contracts';
import { CopyLinkButton } from '@formbuilder/shared-ui';
import { text } from '../text';

export function PublicLink({ formId, justCreated }: { formId: string; justCreated: boolean }) {
  const url = publicFormUrl(window.location.origin, formId);
  return (
    <Card size="small">
      {justCreated && <Alert type="success" showIcon title={text.createdNotice} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item label={text.publicLink} htmlFor="form-public-link" extra={text.publicLinkHelp} style={{ margin: 0 }}>
          <Flex gap={8} wrap>
            <Input id="form-public-link" value={url} readOnly style={{ flex: '1 1 220px' }} />
            <CopyLinkButton url={url} label={text.copyLink} />
          </Flex>
        </Form.Item>
      </Form>
    </Card>
  );
}
