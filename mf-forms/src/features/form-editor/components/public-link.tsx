// The form's public address ({origin}/submissions/{formId}) with a copy button, and the snippet that
// embeds the form on the company's site (docs/forms-and-templates.md#embedding).
import { useState } from 'react';
import { Alert, Card, Collapse, Flex, Form, Input, Radio, Typography } from 'antd';
import { embedModeLabels, embedModes, embedSnippet, publicFormUrl, type EmbedMode } from '@formbuilder/contracts';
import { CopyButton, CopyLinkButton } from '@formbuilder/shared-ui';
import { text } from '../text';

function EmbedCode({ formId }: { formId: string }) {
  const [mode, setMode] = useState<EmbedMode>('inline');
  const snippet = embedSnippet(window.location.origin, formId, mode);
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={text.embedMode}
        value={mode}
        onChange={(event) => setMode(event.target.value as EmbedMode)}
        options={embedModes.map((value) => ({ value, label: embedModeLabels[value] }))}
      />
      <Form layout="vertical" component={false}>
        <Form.Item label={text.embedCode} htmlFor="form-embed-code" extra={text.embedHelp} style={{ margin: 0 }}>
          <Input.TextArea id="form-embed-code" value={snippet} readOnly autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
      <Flex>
        <CopyButton value={snippet} label={text.copyEmbed} copied={text.embedCopied} />
      </Flex>
      <Typography.Text type="secondary">{text.embedEvents}</Typography.Text>
    </Flex>
  );
}

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
      <Collapse
        ghost
        size="small"
        style={{ marginTop: 8 }}
        items={[{ key: 'embed', label: text.embed, children: <EmbedCode formId={formId} /> }]}
      />
    </Card>
  );
}
