// /templates/new and /templates/:templateId (ADMIN): title, category (with the side panel to add
// one), the questions under the same rules as forms, delete when editing, and the three-button save
// confirmation when saving an existing template (docs/product.md#screens, #states, #validation, #messages).
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  messages,
  newQuestion,
  validateTemplateBody,
  type Question,
  type Template,
  type TemplateCategory,
} from '@formbuilder/contracts';
import {
  errorMessage,
  FormField,
  IconButton,
  Page,
  QuestionsEditor,
  useAlert,
  useConfirm,
  useEditorSave,
  useRequest,
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

/** The fields above the questions; no category chosen yet is undefined (the placeholder shows). */
interface Fields {
  title: string;
  category: string | undefined;
}
const fieldNames: Array<keyof Fields> = ['title', 'category'];
const fieldsOf = (template?: Pick<Template, 'title' | 'category'>): Fields => ({
  title: template?.title ?? '',
  category: template?.category.id,
});

function TemplateEditor({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const categories = useRequest('categories', listCategories);
  const [added, setAdded] = useState<TemplateCategory[]>([]);
  const [panelOpen, setPanelOpen] = useState(false);
  const [questions, setQuestions] = useState<Question[]>(() => template?.questions ?? [newQuestion()]);
  const fieldsForm = useForm<Fields>({ defaultValues: fieldsOf(template) });
  const { control, clearErrors, reset, setValue } = fieldsForm;
  const category = useWatch({ control, name: 'category' });

  const categoryOptions = [...(categories.data ?? []), ...added]
    .filter((option, index, all) => all.findIndex((other) => other.id === option.id) === index)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((option) => ({ value: option.id, label: option.name }));

  const listPath = (id = category) => (id ? `/templates?category=${id}` : '/templates');

  const editor = useEditorSave({
    form: fieldsForm,
    fieldNames,
    validate: (values) => validateTemplateBody({ ...values, category: values.category ?? '', questions }),
    existing: Boolean(template),
    afterCreate: 'exit',
    create: createTemplate,
    update: (body) => updateTemplate(template!.id, body),
    messages: {
      created: messages.templateCreated,
      updated: messages.templateUpdated,
      createFailed: messages.templateCreateFailed,
      updateFailed: messages.templateUpdateFailed,
    },
    onSaved: (saved, choice) => {
      if (choice === 'exit') {
        void navigate(listPath(saved.category.id));
        return;
      }
      // SALVAR E CONTINUAR EDIDANTO: the stored version (ids given to new questions) is edited on.
      reset(fieldsOf(saved));
      setQuestions(saved.questions);
    },
  });

  const changeQuestions = (next: Question[]) => {
    editor.questionsChanged(questions, next);
    setQuestions(next);
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
          void editor.save();
        }}
      >
        <Flex vertical gap={16}>
          <Card size="small">
            <FormField control={control} name="title" label={text.editor.title}>
              {(field) => (
                <Input
                  {...field}
                  value={field.value as string}
                  onChange={(event) => {
                    field.onChange(event);
                    clearErrors('title');
                  }}
                />
              )}
            </FormField>
            <FormField control={control} name="category" label={text.editor.category} style={{ marginBottom: 0 }}>
              {({ ref, onBlur, onChange, value, id, status }) => (
                <Flex gap={8}>
                  <Select
                    ref={ref}
                    id={id}
                    style={{ flex: 1, minWidth: 0 }}
                    value={value as string | undefined}
                    placeholder={text.editor.categoryPlaceholder}
                    status={status}
                    loading={categories.loading}
                    options={categoryOptions}
                    showSearch={{ optionFilterProp: 'label' }}
                    onBlur={onBlur}
                    onChange={(next: string) => {
                      onChange(next);
                      clearErrors('category');
                    }}
                  />
                  <IconButton
                    title={text.editor.newCategory}
                    aria-label={text.editor.newCategory}
                    icon={<PlusOutlined />}
                    onClick={() => setPanelOpen(true)}
                  />
                </Flex>
              )}
            </FormField>
          </Card>
          <QuestionsEditor value={questions} onChange={changeQuestions} errors={editor.questionErrors} />
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
            <Button type="primary" htmlType="submit" loading={editor.saving}>
              {text.editor.save}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {editor.saveChoiceDrawer}
      <CategoryDrawer
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        onCreated={(created) => {
          setAdded((current) => [...current, created]);
          setValue('category', created.id);
          clearErrors('category');
          categories.reload();
        }}
      />
    </Page>
  );
}
