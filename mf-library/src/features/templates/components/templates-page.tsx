// /templates (ADMIN): the categories, then the chosen category's templates to edit; CRIAR adds one.
// The categories are managed here too: 'Nova categoria' beside their heading, rename and delete
// beside the chosen one's name (a category holding templates is not deleted: the API says why).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { templateMessages, type TemplateCategory } from '@formbuilder/contracts';
import { errorMessage, IconButton, Page, useAlert, useConfirm } from '@formbuilder/shared-ui';
import { TemplateBrowser } from '../../../components/template-browser';
import { text } from '../../../text';
import { deleteCategory } from '../api/templates-api';
import { CategoryDrawer } from './category-drawer';

/** `undefined`: the panel is closed; `null`: a new category; otherwise the category being renamed. */
type Editing = TemplateCategory | null | undefined;

export function TemplatesPage() {
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const [, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);

  const onDelete = async (category: TemplateCategory) => {
    const ok = await confirm({
      title: templateMessages.categoryDeleteConfirm,
      content: category.name,
      okText: text.categories.deleteOk,
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteCategory(category.id);
      alert.success(templateMessages.categoryDeleted);
      setSearchParams({}, { replace: true });
      changed();
    } catch (error) {
      // Said once: the API's reason (a category with templates) or the failure message.
      alert.error(errorMessage(error, templateMessages.categoryDeleteFailed));
    }
  };

  const newCategory = (
    <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
      {text.categories.create}
    </Button>
  );

  return (
    <Page
      title={text.templates.title}
      action={{ label: text.templates.create, icon: <PlusOutlined />, onClick: () => void navigate('/templates/new') }}
    >
      <TemplateBrowser
        open={(template) => ({ to: `/templates/${template.id}`, label: `${text.templates.edit} ${template.title}` })}
        categoriesVersion={version}
        categoriesExtra={newCategory}
        emptyExtra={newCategory}
        categoryExtra={(category) => (
          <Space size={4}>
            <IconButton
              title={text.categories.rename}
              aria-label={`${text.categories.rename} ${category.name}`}
              icon={<EditOutlined />}
              onClick={() => setEditing(category)}
            />
            <IconButton
              title={text.categories.delete}
              aria-label={`${text.categories.delete} ${category.name}`}
              danger
              icon={<DeleteOutlined />}
              onClick={() => void onDelete(category)}
            />
          </Space>
        )}
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
      <CategoryDrawer
        open={editing !== undefined}
        category={editing ?? undefined}
        onClose={() => setEditing(undefined)}
        onCreated={(category) => {
          changed();
          setSearchParams({ category: category.id }, { replace: true });
        }}
      />
    </Page>
  );
}
