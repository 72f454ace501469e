// The editor of one form (new or existing): its fields, the shared question editor, the preview and
// SALVAR, which validates with contracts, checks the logic, asks how to go on for an existing form,
// and keeps everything typed when the save fails.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import {
  canChangeNotifiedUser,
  checkQuestionsLogic,
  FORM_DESCRIPTION_MAX,
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
  FormField,
  Page,
  QuestionsEditor,
  SelectField,
  useConfirm,
  useCurrentUser,
  useEditorSave,
  useLeaveGuard,
  useRequest,
} from '@formbuilder/shared-ui';
import { createForm, updateForm } from '../../../api/forms-api';
import { listNotifiableUsers } from '../api/users-api';
import { bodyOf, previewOf, questionsOf, settingsOf, type Settings } from '../form-draft';
import { settingsResolver } from '../settings-resolver';
import { localDraftStore, serverDraftStore, useDraftAutosave } from '../use-draft-autosave';
import { AutosaveStatus, DraftNotice } from './draft-notice';
import { text } from '../text';
import { FormLifePanel } from './form-life-panel';
import { FormPreview } from '../../../components/form-preview';
import { PublicLink } from './public-link';

const settingKeys: Array<keyof Settings> = ['title', 'description', 'status', 'anonymous', 'notifiedUser'];
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

export interface FormEditorProps {
  /** The stored form; null on /forms/new. */
  form: FormRecord | null;
  /** Just created (the public link is then pointed out). */
  justCreated?: boolean;
}

export function FormEditor({ form: initial, justCreated = false }: FormEditorProps) {
  const me = useCurrentUser();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [questions, setQuestions] = useState<Question[]>(() => questionsOf(initial));
  const [savedQuestions, setSavedQuestions] = useState(questions);
  const [preview, setPreview] = useState<PublicForm | null>(null);
  // After SALVAR, each field is checked again as it changes: a fixed field loses its message.
  const settingsForm = useForm<Settings>({
    defaultValues: settingsOf(initial),
    resolver: settingsResolver,
    reValidateMode: 'onChange',
  });
  const { control, reset, formState } = settingsForm;
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

  // Nothing typed is lost by closing the tab or going elsewhere by mistake: both ask first.
  const dirty = formState.isDirty || questions !== savedQuestions;
  const leaveGuard = useLeaveGuard(dirty, text.leave);

  // A stored form's draft is the API's; a new form's stays in this browser, per user.
  const formId = form?.id;
  const userId = me?.id ?? 'anonymous';
  const draftStore = useMemo(
    () =>
      formId
        ? serverDraftStore(formId, localDraftStore(`formbuilder:form-draft:${formId}:${userId}`))
        : localDraftStore(`formbuilder:form-draft:new:${userId}`),
    [formId, userId],
  );
  const autosave = useDraftAutosave({
    store: draftStore,
    content: { settings, questions },
    dirty,
    apply: (draft) => {
      // Against the stored form's values, so the restored draft counts as unsaved.
      reset(draft.settings, { keepDefaultValues: true });
      setQuestions(draft.questions);
    },
  });
  const discardDraft = async () => {
    await autosave.discard();
    reset(settingsOf(form));
    setQuestions(savedQuestions);
  };

  const editor = useEditorSave({
    form: settingsForm,
    fieldNames: settingKeys,
    validate: (values) => validateFormBody(bodyOf(values, questions)),
    existing: Boolean(form),
    // A new form stays in the editor, now at its own address.
    afterCreate: 'continue',
    confirm: async () => {
      const { unreachable } = checkQuestionsLogic(questions);
      if (unreachable.length === 0) return true;
      const positions = unreachable.map((id) => questions.findIndex((question) => question.id === id) + 1);
      return confirm({
        title: text.unreachableTitle,
        content: text.unreachableContent(positions),
        okText: text.saveAnyway,
      });
    },
    create: createForm,
    update: (body) => {
      const { notifiedUser, ...rest } = body;
      return updateForm(form!.id, notifyLocked ? rest : { ...rest, notifiedUser });
    },
    messages: {
      created: messages.formCreated,
      updated: messages.formUpdated,
      createFailed: messages.formCreateFailed,
      updateFailed: messages.formUpdateFailed,
    },
    onSaved: (saved, choice) => {
      autosave.saved();
      reset(settingsOf(saved));
      if (!form) {
        setSavedQuestions(questions);
        leaveGuard.allowNext();
        void navigate(`/forms/${saved.id}`, { replace: true, state: { created: true } });
        return;
      }
      if (choice === 'exit') {
        setSavedQuestions(questions);
        leaveGuard.allowNext();
        void navigate('/forms');
        return;
      }
      setForm(saved);
      setQuestions(saved.questions);
      setSavedQuestions(saved.questions);
    },
  });

  const changeQuestions = (next: Question[]) => {
    editor.questionsChanged(questions, next);
    setQuestions(next);
  };

  const openPreview = () => setPreview(previewOf(form?.id, settings, questions, me?.company, text.untitled));

  return (
    // The tab names the stored form ('Editar formulário · Pesquisa NPS · Formulários'), as it was saved.
    <Page title={form ? text.editTitle : text.newTitle} documentTitle={form ? [text.editTitle, form.title] : undefined}>
      <Flex vertical gap={16}>
        {form && <PublicLink formId={form.id} justCreated={justCreated} />}
        {autosave.restored && (
          <DraftNotice savedAt={autosave.restored.savedAt} existing={Boolean(form)} onDiscard={discardDraft} />
        )}
        <Card size="small" title={text.settings}>
          <Form layout="vertical" component={false}>
            <FormField control={control} name="title" label={text.title}>
              {(field) => <Input {...field} value={field.value as string} maxLength={FORM_TITLE_MAX} />}
            </FormField>
            <FormField control={control} name="description" label={text.description} extra={text.descriptionHelp}>
              {(field) => (
                <Input.TextArea
                  {...field}
                  value={field.value as string}
                  maxLength={FORM_DESCRIPTION_MAX}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                />
              )}
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
            <FormField
              control={control}
              name="anonymous"
              label={text.anonymous}
              extra={settings.anonymous ? text.anonymousOn : text.anonymousOff}
            >
              {({ ref, onChange, value, id }) => (
                <Switch ref={ref} id={id} checked={value as boolean} onChange={onChange} />
              )}
            </FormField>
            <FormField control={control} name="hiddenFields" label={text.hiddenFields} extra={text.hiddenFieldsHelp}>
              {({ ref, onChange, value, id }) => (
                <Select
                  ref={ref}
                  id={id}
                  mode="tags"
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={[',', ' ']}
                  value={value as string[]}
                  onChange={onChange}
                />
              )}
            </FormField>
          </Form>
          {users.error ? <Alert type="warning" showIcon title={text.usersLoadFailed} /> : null}
        </Card>
        {form && <FormLifePanel key={form.id} form={form} />}
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {text.questions}
        </Typography.Title>
        <QuestionsEditor value={questions} onChange={changeQuestions} errors={editor.questionErrors} />
        {/* Stays in view above the bottom menu, so a long form is saved without scrolling back. */}
        <Flex gap={8} justify="flex-end" align="center" wrap style={actionBarStyle}>
          <AutosaveStatus status={autosave.status} savedAt={autosave.savedAt} />
          <Button icon={<EyeOutlined aria-hidden />} onClick={openPreview}>
            {text.preview}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            loading={editor.saving}
            // handleSubmit marks the form submitted, which turns on the revalidation; the save runs
            // whatever the fields hold, as it checks them (and the questions) itself.
            onClick={() => void settingsForm.handleSubmit(editor.save, editor.save)()}
          >
            {text.save}
          </Button>
        </Flex>
      </Flex>
      <FormPreview form={preview} onClose={() => setPreview(null)} />
      {editor.saveChoiceDrawer}
      {leaveGuard.element}
    </Page>
  );
}
