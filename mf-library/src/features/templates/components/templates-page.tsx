import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { Page } from '@formbuilder/shared-ui';
import { text } from '../../../text';

/** ADMIN: the template library by category. */
export function TemplatesPage() {
  const navigate = useNavigate();
  return (
    <Page
      title={text.templates.title}
      action={{ label: text.templates.create, icon: <PlusOutlined />, onClick: () => navigate('/templates/new') }}
    />
  );
}
