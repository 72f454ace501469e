// /templates/new and /templates/:templateId (ADMIN): title, category (with the side panel to add
// one), the questions under the same rules as forms, delete when editing, and the three-button save
// confirmation when saving an existing template (docs/product.md#screens, #states, #validation, #messages).
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  messages,
  newQuestion,
  validateTemplateBody,
  type Question,
  type Template,
  type TemplateBodyInput,
  type TemplateCategory,
} from '@formbuilder/contracts';
import {
  ApiError,
  clearChangedErrors,
  errorMessage,
  IconButton,
  Page,
  QuestionsEditor,
  useAlert,
  useConfirm,
  useRequest,
  useSaveChoice,
} from '@formbuilder/shared-ui';
import { listCategories } from '../../../api/library-api';
import { useTemplate } from '../../../api/use-template';
import { TemplateNotFound } from '../../../components/template-not-found';
import { text } from '../../../text';
import { createTemplate, deleteTemplate, updateTemplate } from '../api/templates-api';
import { CategoryDrawer } from './category-drawer';

export function TemplateEditorPage() {
  const { templateId } = useParams();
  return templateId ? <ExistingTemplate templateId={templateId} /> : <TemplateEditor />;
}

function ExistingTemplate({ templateId }: { templateId: string }) {
  const record = useTemplate(templateId);
  if (record.template) return <TemplateEditor key={record.template.id} template={record.template} />;
  return (
    <Page title={text.editor.editTitle} loading={record.loading}>
      {record.notFound && <TemplateNotFound backTo="/templates" />}
      {record.failed && <Alert type="error" title={text.loadFailed} showIcon />}
    </Page>
  );
}

type Errors = Record<string, string>;

function TemplateEditor({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const titleId = useId();
  const categoryId = useId();
  const categories = useRequest('categories', listCategories);
  const [added, setAdded] = useState<TemplateCategory[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [title, setTitle] = useState(template?.title ?? '');
  const [category, setCategory] = useState<string | undefined>(template?.category.id);
  const [questions, setQuestions] = useState<Question[]>(() => template?.questions ?? [newQuestion()]);
  const [errors, setErrors] = useState<Errors>({});

  const categoryOptions = [...(categories.data ?? []), ...added]
    .filter((option, index, all) => all.findIndex((other) => other.id === option.id) === index)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((option) => ({ value: option.id, label: option.name }));

  const listPath = (id = category) => (id ? `/templates?category=${id}` : '/templates');

  const [askSaveChoice, saveChoiceDrawer] = useSaveChoice();

  const changeQuestions = (next: Question[]) => {
    setErrors((current) => clearChangedErrors(current, { questions }, { questions: next }));
    setQuestions(next);
  };

  const save = async () => {
    const body: TemplateBodyInput = { title, category: category ?? '', questions };
    const checked = validateTemplateBody(body);
    if (!checked.success) {
      setErrors(checked.fields);
      alert.error(checked.message);
      return;
    }
    const choice = template ? await askSaveChoice() : 'exit';
    if (!choice) return;
    setSaving(true);
    try {
      const saved = template ? await updateTemplate(template.id, checked.data) : await createTemplate(checked.data);
      alert.success(template ? messages.templateUpdated : messages.templateCreated);
      if (choice === 'exit') {
        void navigate(listPath(saved.category.id));
        return;
      }
      // SALVAR E CONTINUAR EDIDANTO: the stored version (ids given to new questions) is edited on.
      setTitle(saved.title);
      setCategory(saved.category.id);
      setQuestions(saved.questions);
      setErrors({});
    } catch (error) {
      alert.error(template ? messages.templateUpdateFailed : errorMessage(error, messages.templateCreateFailed));
      if (error instanceof ApiError) setErrors(error.fields);
    }
    setSaving(false);
  };

  const remove = async () => {
    if (!template) return;
    const ok = await confirm({
      title: text.editor.deleteTitle,
      content: text.editor.deleteWarning,
      okText: text.editor.deleteOk,
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteTemplate(template.id);
      alert.success(messages.templateDeleted);
      void navigate(listPath(template.category.id));
    } catch (error) {
      alert.error(errorMessage(error, text.editor.deleteFailed));
    }
  };

  return (
    <Page title={template ? text.editor.editTitle : text.editor.newTitle}>
      <Form
        layout="vertical"
        noValidate
        onSubmitCapture={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Flex vertical gap={16}>
          <Card size="small">
            <Form.Item
              label={text.editor.title}
              htmlFor={titleId}
              validateStatus={errors.title ? 'error' : undefined}
              help={errors.title}
            >
              <Input
                id={titleId}
                value={title}
                status={errors.title ? 'error' : undefined}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setErrors((current) => clearChangedErrors(current, { title }, { title: event.target.value }));
                }}
              />
            </Form.Item>
            <Form.Item
              label={text.editor.category}
              htmlFor={categoryId}
              validateStatus={errors.category ? 'error' : undefined}
              help={errors.category}
              style={{ marginBottom: 0 }}
            >
              <Flex gap={8}>
                <Select
                  id={categoryId}
                  style={{ flex: 1, minWidth: 0 }}
                  value={category}
                  placeholder={text.editor.categoryPlaceholder}
                  status={errors.category ? 'error' : undefined}
                  loading={categories.loading}
                  options={categoryOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={(value: string) => {
                    setCategory(value);
                    setErrors((current) => clearChangedErrors(current, { category }, { category: value }));
                  }}
                />
                <IconButton
                  title={text.editor.newCategory}
                  aria-label={text.editor.newCategory}
                  icon={<PlusOutlined />}
                  onClick={() => setPanelOpen(true)}
                />
              </Flex>
            </Form.Item>
          </Card>
          <QuestionsEditor value={questions} onChange={changeQuestions} errors={errors} />
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={() => void navigate(listPath())}>{text.editor.back}</Button>
            {template && (
              <IconButton
                title={text.editor.delete}
                danger
                aria-label={text.editor.delete}
                icon={<DeleteOutlined />}
                onClick={() => void remove()}
              />
            )}
            <Button type="primary" htmlType="submit" loading={saving}>
              {text.editor.save}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {saveChoiceDrawer}
      <CategoryDrawer
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        onCreated={(created) => {
          setAdded((current) => [...current, created]);
          setCategory(created.id);
          setErrors((current) => clearChangedErrors(current, { category }, { category: created.id }));
          categories.reload();
        }}
      />
    </Page>
  );
}
