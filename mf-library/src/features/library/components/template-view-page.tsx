// /library/:templateId (MANAGER): the template read-only, with USAR MODELO (the same copy as the
// list's) and VOLTAR to the template's category.
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { Template } from '@formbuilder/contracts';
import { Page, QuestionsView } from '@formbuilder/shared-ui';
import { useTemplate } from '../../../api/use-template';
import { TemplateNotFound } from '../../../components/template-not-found';
import { text } from '../../../text';
import { useCopyTemplate } from '../hooks/use-copy-template';

export function TemplateViewPage() {
  const { templateId = '' } = useParams();
  const record = useTemplate(templateId);
  return (
    <Page title={record.template?.title ?? text.library.title} loading={record.loading}>
      {record.notFound && <TemplateNotFound backTo="/library" />}
      {record.failed && <Alert type="error" title={text.loadFailed} showIcon />}
      {record.template && <TemplateView template={record.template} />}
    </Page>
  );
}

function TemplateView({ template }: { template: Template }) {
  const navigate = useNavigate();
  const { copy, copying } = useCopyTemplate();
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'category', label: text.editor.category, children: template.category.name },
            { key: 'questions', label: text.editor.questions, children: template.questions.length },
          ]}
        />
      </Card>
      <QuestionsView questions={template.questions} />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={() => void navigate(`/library?category=${template.category.id}`)}>{text.library.back}</Button>
        <Button type="primary" icon={<CopyOutlined />} loading={copying !== null} onClick={() => void copy(template)}>
          {text.library.use}
        </Button>
      </Flex>
    </Flex>
  );
}
