// /library (MANAGER): the categories, then the chosen category's templates to view or copy.
import { useNavigate } from 'react-router-dom';
import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import { IconButton, Page } from '@formbuilder/shared-ui';
import { TemplateBrowser } from '../../../components/template-browser';
import { text } from '../../../text';
import { useCopyTemplate } from '../hooks/use-copy-template';

export function LibraryPage() {
  const navigate = useNavigate();
  const { copy, copying } = useCopyTemplate();
  return (
    <Page title={text.library.title}>
      <TemplateBrowser
        open={(template) => ({ to: `/library/${template.id}`, label: `${text.library.view} ${template.title}` })}
        actions={(template) => [
          <IconButton
            key="view"
            title={text.library.view}
            aria-label={`${text.library.view} ${template.title}`}
            icon={<EyeOutlined />}
            onClick={() => void navigate(`/library/${template.id}`)}
          />,
          <IconButton
            key="copy"
            title={text.library.copy}
            type="primary"
            aria-label={`${text.library.copy} ${template.title}`}
            icon={<CopyOutlined />}
            loading={copying === template.id}
            disabled={copying !== null && copying !== template.id}
            onClick={() => void copy(template)}
          />,
        ]}
      />
    </Page>
  );
}
