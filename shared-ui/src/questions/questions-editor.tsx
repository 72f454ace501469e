// The question list of the form and template editors, as a controlled component: the page holds
// the questions (and the errors of a failed save); every edit goes through contracts'
// question-drafts so both editors behave the same.
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  checkQuestionsLogic,
  duplicateQuestion,
  moveQuestion,
  newQuestion,
  questionDraftText,
  removeQuestion,
  restoreQuestion,
  UNDO_SECONDS,
  type Question,
} from '@formbuilder/contracts';
import { QuestionCard } from './question-card';
import { SortableItem, SortableQuestions } from './sortable-question';
import { QuestionsView } from './questions-view';
import { text } from './text';

export interface QuestionsEditorProps {
  /** Every question has an id. */
  value: Question[];
  onChange: (next: Question[]) => void;
  /**
   * Messages of a failed save keyed by path, as ApiError.fields / validateWith().fields give them:
   * 'questions', 'questions.2.title', 'questions.2.options', 'questions.1.options.0.text',
   * 'questions.0.goTo'. Shown under the matching input.
   */
  errors?: Record<string, string>;
  /** Read-only rendering (the MANAGER's template view in the library). */
  readOnly?: boolean;
}

const noErrors: Record<string, string> = {};
const UNDO_TOAST = 'question-removed';

export function QuestionsEditor({ value, onChange, errors = noErrors, readOnly = false }: QuestionsEditorProps) {
  const [retargeted, setRetargeted] = useState(0);
  const [added, setAdded] = useState<string>();
  const { message } = App.useApp();
  // The undo toast outlives this render: it reads the list and the handler of the latest one.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  if (readOnly) return <QuestionsView questions={value} />;

  const logic = checkQuestionsLogic(value);
  const unreachable = new Set(logic.unreachable);
  const hasJumps = value.some((question) => question.goTo || question.options.some((option) => option.goTo));
  const issues = [
    ...logic.unreachable.map((id) => {
      const position = value.findIndex((question) => question.id === id) + 1;
      return text.logicIssue(position, questionDraftText.unreachable);
    }),
    ...logic.badJumps.map((issue) => text.logicIssue(issue.position, issue.message)),
  ];

  const change = (index: number, question: Question) =>
    onChange(value.map((current, at) => (at === index ? question : current)));
  const remove = (index: number) => {
    const result = removeQuestion(value, index);
    if (result.questions.length === value.length) return;
    setRetargeted(result.retargeted);
    onChange(result.questions);
    const removal = { before: value, after: result.questions, index };
    const undo = () => {
      message.destroy(UNDO_TOAST);
      setRetargeted(0);
      setAdded(undefined);
      latest.current.onChange(restoreQuestion(latest.current.value, removal));
      message.success({ content: text.restored(index + 1), duration: 3 });
    };
    // A removal is undone from the toast, as in the mail and document tools people know.
    void message.open({
      key: UNDO_TOAST,
      type: 'info',
      duration: UNDO_SECONDS,
      content: (
        <span>
          {text.removed(index + 1)}{' '}
          <Button type="link" size="small" onClick={undo} style={{ padding: 0 }}>
            {text.undo}
          </Button>
        </span>
      ),
    });
  };
  const duplicate = (index: number) => {
    const { questions, copy } = duplicateQuestion(value, index);
    if (!copy) return;
    setAdded(copy.id);
    onChange(questions);
  };
  const move = (from: number, to: number) => onChange(moveQuestion(value, from, to));
  const add = () => {
    const question = newQuestion();
    setAdded(question.id);
    onChange([...value, question]);
  };

  return (
    <Form layout="vertical" component={false}>
      <Flex vertical gap={16}>
        {errors.questions && (
          <Typography.Text type="danger" role="alert">
            {errors.questions}
          </Typography.Text>
        )}
        <SortableQuestions ids={value.map((question) => question.id)} onMove={move}>
          <Flex vertical gap={16}>
            {value.map((question, index) => (
              <SortableItem key={question.id} id={question.id} position={index + 1}>
                {(handle) => (
                  <QuestionCard
                    question={question}
                    index={index}
                    questions={value}
                    errors={errors}
                    unreachable={unreachable.has(question.id)}
                    autoFocus={question.id === added}
                    onChange={(next) => change(index, next)}
                    onRemove={() => remove(index)}
                    onDuplicate={() => duplicate(index)}
                    handle={value.length > 1 ? handle : null}
                  />
                )}
              </SortableItem>
            ))}
          </Flex>
        </SortableQuestions>
        {retargeted > 0 && (
          <Alert type="info" showIcon closable title={text.retargeted(retargeted)} onClose={() => setRetargeted(0)} />
        )}
        {issues.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={text.logicTitle}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            }
          />
        ) : (
          hasJumps && <Alert type="success" showIcon title={text.logicTitle} description={text.logicOk} />
        )}
        <Button block icon={<PlusOutlined aria-hidden />} onClick={add}>
          {text.newQuestion}
        </Button>
      </Flex>
    </Form>
  );
}
