// /forms: plan card, search by title, and the forms with creator, status, question and answer
// counts and the preview ('Pré-visualizar': the respondent's page in preview mode, nothing stored),
// edit and duplicate actions (the whole row opens its answers); creating is locked once the company
// reaches formsLimit. Beside the status badge, where the form is in its life ('Agendado', 'Encerrado',
// 'Limite atingido').
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Empty, Flex, List, Tag, Typography } from 'antd';
import { CopyOutlined, EditOutlined, EyeOutlined, LockOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { planCard, type Form, type PublicForm } from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  errorMessage,
  IconButton,
  ListItemMeta,
  ListPagination,
  Page,
  PlanCard,
  RowLink,
  useAlert,
  useCurrentUser,
  useListPage,
  useRequest,
  useSearchBox,
} from '@formbuilder/shared-ui';
import {
  countForms,
  duplicateForm,
  FORMS_COUNT_KEY,
  FORMS_PER_PAGE,
  formsListKey,
  listForms,
} from '../../../api/forms-api';
import { previewOf } from '../../../components/preview-form';
import { formRow, formsPlanNotice } from '../../../components/list-content';
import { text } from '../../../text';

// The preview's dialog is fetched when a preview is first asked for (it then loads the respondent app).
const FormPreview = lazy(async () => ({ default: (await import('../../../components/form-preview')).FormPreview }));

export function FormsPage() {
  const navigate = useNavigate();
  const { search, box: searchBox } = useSearchBox(text.forms.search);
  const [page, setPage] = useListPage(search);
  const forms = useRequest(formsListKey(search, page), () => listForms(search, page));
  const count = useRequest(FORMS_COUNT_KEY, countForms);
  const canCreate = count.data ? planCard('forms', count.data.count, count.data.formsLimit).canCreate : false;
  const alert = useAlert();
  const [copying, setCopying] = useState<string | null>(null);
  const [preview, setPreview] = useState<PublicForm | null>(null);
  const me = useCurrentUser();
  // The saved form as its respondents get it, with the company's look and privacy notice.
  const openPreview = (form: Form) =>
    setPreview(
      previewOf(
        form.id,
        {
          title: form.title,
          anonymous: form.anonymous,
          hiddenFields: form.hiddenFields ?? [],
          description: form.description ?? '',
        },
        form.questions,
        me?.company,
        text.forms.untitled,
      ),
    );

  // 'Duplicar': the copy is INACTIVE and counts against formsLimit; the API says why when it can not.
  const duplicate = async (form: Form) => {
    setCopying(form.id);
    try {
      const copy = await duplicateForm(form.id);
      alert.success(text.forms.duplicated(copy.title));
      forms.reload();
      count.reload();
    } catch (error) {
      alert.error(errorMessage(error, text.forms.duplicateFailed));
    } finally {
      setCopying(null);
    }
  };
  const planNotice = formsPlanNotice(me?.role, canCreate);

  return (
    <Page
      title={text.forms.title}
      loading={forms.loading && !forms.data}
      action={{
        label: text.forms.create,
        icon: canCreate ? <PlusOutlined /> : <LockOutlined aria-label={text.forms.locked} />,
        onClick: () => {
          if (canCreate) void navigate('/forms/new');
        },
        disabled: !canCreate,
      }}
    >
      <Flex vertical gap={16}>
        {forms.error || count.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        {count.data && planNotice === 'card' && (
          <PlanCard kind="forms" used={count.data.count} limit={count.data.formsLimit} />
        )}
        {count.data && planNotice === 'limit' && <Alert type="info" showIcon title={text.forms.limitReached} />}
        {searchBox}
        <List
          dataSource={forms.data?.items ?? []}
          locale={{ emptyText: <Empty description={text.empty} /> }}
          renderItem={(form) => (
            <FormRow
              form={form}
              canDuplicate={canCreate && copying === null}
              onDuplicate={() => void duplicate(form)}
              onPreview={() => openPreview(form)}
            />
          )}
        />
        <ListPagination
          label={text.forms.pages}
          page={page}
          total={forms.data?.totalItems ?? 0}
          perPage={FORMS_PER_PAGE}
          onChange={setPage}
        />
      </Flex>
      {preview && (
        <Suspense fallback={null}>
          <FormPreview form={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </Page>
  );
}

interface FormRowProps {
  form: Form;
  canDuplicate: boolean;
  onDuplicate: () => void;
  onPreview: () => void;
}

function FormRow({ form, canDuplicate, onDuplicate, onPreview }: FormRowProps) {
  const navigate = useNavigate();
  const row = formRow(form);
  return (
    // The whole row opens the form's answers ('Ver respostas'); the pencil opens the editor.
    <List.Item
      className={CLICKABLE_ROW}
      extra={<RightOutlined aria-hidden />}
      actions={[
        <IconButton
          key="preview"
          title={text.forms.preview}
          aria-label={`${text.forms.preview} ${form.title}`}
          icon={<EyeOutlined />}
          onClick={onPreview}
        />,
        <IconButton
          key="edit"
          title={text.forms.edit}
          aria-label={`${text.forms.edit} ${form.title}`}
          icon={<EditOutlined />}
          onClick={() => void navigate(`/forms/${form.id}`)}
        />,
        <IconButton
          key="duplicate"
          title={text.forms.duplicate}
          aria-label={`${text.forms.duplicate} ${form.title}`}
          icon={<CopyOutlined />}
          disabled={!canDuplicate}
          onClick={onDuplicate}
        />,
      ]}
    >
      <ListItemMeta
        title={
          <Flex gap={8} wrap align="center">
            <RowLink to={row.href} aria-label={row.label}>
              {row.title}
            </RowLink>
            {row.tags.map((tag) => (
              <Tag key={tag.text} color={tag.color}>
                {tag.text}
              </Tag>
            ))}
          </Flex>
        }
        description={
          <Flex vertical>
            {row.lines.map((line, index) => (
              <Typography.Text key={index} type="secondary">
                {line}
              </Typography.Text>
            ))}
          </Flex>
        }
      />
    </List.Item>
  );
}
