// /templates (ADMIN): the categories, then the chosen category's templates to edit; CRIAR adds one.
import { useNavigate } from 'react-router-dom';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { IconButton, Page } from '@formbuilder/shared-ui';
import { TemplateBrowser } from '../../../components/template-browser';
import { text } from '../../../text';

export function TemplatesPage() {
  const navigate = useNavigate();
  return (
    <Page
      title={text.templates.title}
      action={{ label: text.templates.create, icon: <PlusOutlined />, onClick: () => void navigate('/templates/new') }}
    >
      <TemplateBrowser
        open={(template) => ({ to: `/templates/${template.id}`, label: `${text.templates.edit} ${template.title}` })}
        actions={(template) => [
          <IconButton
            key="edit"
            title={text.templates.edit}
            aria-label={`${text.templates.edit} ${template.title}`}
            icon={<EditOutlined />}
            onClick={() => void navigate(`/templates/${template.id}`)}
          />,
        ]}
      />
    </Page>
  );
}
