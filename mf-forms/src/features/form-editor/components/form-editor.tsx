// The editor of one form (new or existing): its fields, the shared question editor, the preview and
// SALVAR, which validates with contracts, checks the logic, asks how to go on for an existing form,
// and keeps everything typed when the save fails.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import {
  canChangeNotifiedUser,
  checkQuestionsLogic,
  FORM_TITLE_MAX,
  formStatusLabels,
  formStatuses,
  messages,
  validateFormBody,
  type Form as FormRecord,
  type PublicForm,
  type Question,
} from '@formbuilder/contracts';
import {
  ApiError,
  clearChangedErrors,
  errorMessage,
  FormField,
  Page,
  QuestionsEditor,
  SelectField,
  setFieldErrors,
  useAlert,
  useConfirm,
  useCurrentUser,
  useRequest,
  useSaveChoice,
  type SaveChoice,
} from '@formbuilder/shared-ui';
import { createForm, updateForm } from '../../../api/forms-api';
import { listNotifiableUsers } from '../api/users-api';
import { bodyOf, previewOf, questionsOf, settingsOf, type Settings } from '../form-draft';
import { text } from '../text';
import { FormPreview } from './form-preview';
import { PublicLink } from './public-link';

const settingKeys: Array<keyof Settings> = ['title', 'status', 'anonymous', 'notifiedUser'];
const statusOptions = formStatuses.map((status) => ({ value: status, label: formStatusLabels[status] }));

const actionBarStyle = {
  position: 'sticky',
  bottom: 64,
  zIndex: 5,
  padding: 12,
  background: '#fff',
  border: '1px solid #e5e7eb',
  borderRadius: 8,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
} as const;

/** Path-keyed messages of the questions only ('questions', 'questions.2.title', ...). */
const questionErrorsOf = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key === 'questions' || key.startsWith('questions.')));

export interface FormEditorProps {
  /** The stored form; null on /forms/new. */
  form: FormRecord | null;
  /** Just created (the public link is then pointed out). */
  justCreated?: boolean;
}

export function FormEditor({ form: initial, justCreated = false }: FormEditorProps) {
  const me = useCurrentUser();
  const alert = useAlert();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [askSaveChoice, saveChoiceDrawer] = useSaveChoice();
  const [form, setForm] = useState(initial);
  const [questions, setQuestions] = useState<Question[]>(() => questionsOf(initial));
  const [savedQuestions, setSavedQuestions] = useState(questions);
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<PublicForm | null>(null);
  const { control, getValues, setError, clearErrors, reset, formState } = useForm<Settings>({
    defaultValues: settingsOf(initial),
  });
  const settings = useWatch({ control }) as Settings;

  // docs/product.md#roles: once created, only a MANAGER or the form's creator changes who is notified.
  const notifyLocked = me ? !canChangeNotifiedUser(me, form) : true;
  const users = useRequest('form-editor:users', listNotifiableUsers);
  const userOptions = [
    { value: '', label: text.nobody },
    ...(users.data ?? []).map((user) => ({ value: user.id, label: user.name })),
  ];
  if (settings.notifiedUser && users.data && !users.data.some((user) => user.id === settings.notifiedUser)) {
    userOptions.push({ value: settings.notifiedUser, label: text.otherUser });
  }

  // Nothing typed is lost by closing or reloading the tab by mistake.
  const dirty = formState.isDirty || questions !== savedQuestions;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changeQuestions = (next: Question[]) => {
    setQuestionErrors((errors) => clearChangedErrors(errors, { questions }, { questions: next }));
    setQuestions(next);
  };

  const showFieldErrors = (fields: Record<string, string>) => {
    setQuestionErrors(questionErrorsOf(setFieldErrors(fields, setError, settingKeys)));
    // On a long form the first marked field may be far off screen.
    requestAnimationFrame(() =>
      document.querySelector('.ant-form-item-has-error, .ant-input-status-error')?.scrollIntoView({ block: 'center' }),
    );
  };

  const save = async () => {
    clearErrors();
    const values = getValues();
    const result = validateFormBody(bodyOf(values, questions));
    if (!result.success) {
      alert.error(result.message);
      showFieldErrors(result.fields);
      return;
    }
    setQuestionErrors({});

    const { unreachable } = checkQuestionsLogic(questions);
    if (unreachable.length > 0) {
      const positions = unreachable.map((id) => questions.findIndex((question) => question.id === id) + 1);
      const ok = await confirm({
        title: text.unreachableTitle,
        content: text.unreachableContent(positions),
        okText: text.saveAnyway,
      });
      if (!ok) return;
    }

    let choice: SaveChoice = 'continue';
    if (form) {
      choice = await askSaveChoice();
      if (!choice) return;
    }

    setSaving(true);
    try {
      if (!form) {
        const created = await createForm(result.data);
        alert.success(messages.formCreated);
        reset(settingsOf(created));
        setSavedQuestions(questions);
        void navigate(`/forms/${created.id}`, { replace: true, state: { created: true } });
        return;
      }
      const { notifiedUser, ...rest } = result.data;
      const saved = await updateForm(form.id, notifyLocked ? rest : { ...rest, notifiedUser });
      alert.success(messages.formUpdated);
      if (choice === 'exit') {
        reset(settingsOf(saved));
        setSavedQuestions(questions);
        void navigate('/forms');
        return;
      }
      setForm(saved);
      reset(settingsOf(saved));
      setQuestions(saved.questions);
      setSavedQuestions(saved.questions);
    } catch (error) {
      alert.error(form ? messages.formUpdateFailed : errorMessage(error, messages.formCreateFailed));
      if (error instanceof ApiError) showFieldErrors(error.fields);
    } finally {
      setSaving(false);
    }
  };

  const openPreview = () => setPreview(previewOf(form?.id, settings, questions, me?.company, text.untitled));

  return (
    <Page title={form ? text.editTitle : text.newTitle}>
      <Flex vertical gap={16}>
        {form && <PublicLink formId={form.id} justCreated={justCreated} />}
        <Card size="small" title={text.settings}>
          <Form layout="vertical" component={false}>
            <FormField control={control} name="title" label={text.title}>
              {(field) => <Input {...field} value={field.value as string} maxLength={FORM_TITLE_MAX} />}
            </FormField>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SelectField control={control} name="status" label={text.status} options={statusOptions} />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  control={control}
                  name="notifiedUser"
                  label={text.notifiedUser}
                  extra={notifyLocked ? text.notifiedUserLocked : undefined}
                  options={userOptions}
                  loading={users.loading}
                  disabled={notifyLocked}
                />
              </Col>
            </Row>
            <FormField control={control} name="anonymous" label={text.anonymous} extra={text.anonymousHelp}>
              {({ ref, onChange, value, id }) => (
                <Switch ref={ref} id={id} checked={value as boolean} onChange={onChange} />
              )}
            </FormField>
          </Form>
          {users.error ? <Alert type="warning" showIcon title={text.usersLoadFailed} /> : null}
        </Card>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {text.questions}
        </Typography.Title>
        <QuestionsEditor value={questions} onChange={changeQuestions} errors={questionErrors} />
        {/* Stays in view above the bottom menu, so a long form is saved without scrolling back. */}
        <Flex gap={8} justify="flex-end" style={actionBarStyle}>
          <Button icon={<EyeOutlined aria-hidden />} onClick={openPreview}>
            {text.preview}
          </Button>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => void save()}>
            {text.save}
          </Button>
        </Flex>
      </Flex>
      <FormPreview form={preview} onClose={() => setPreview(null)} />
      {saveChoiceDrawer}
    </Page>
  );
}
