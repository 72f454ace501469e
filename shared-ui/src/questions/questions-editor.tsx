// The question list of the form and template editors, as a controlled component: the page holds
// the questions (and the errors of a failed save); every edit goes through contracts'
// question-drafts so both editors behave the same.
import { useState } from 'react';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  checkQuestionsLogic,
  newQuestion,
  questionDraftText,
  removeQuestion,
  type Question,
} from '@formbuilder/contracts';
import { QuestionCard } from './question-card';
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

export function QuestionsEditor({ value, onChange, errors = noErrors, readOnly = false }: QuestionsEditorProps) {
  const [retargeted, setRetargeted] = useState(0);
  const [added, setAdded] = useState<string>();
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
    setRetargeted(result.retargeted);
    onChange(result.questions);
  };
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
        {value.map((question, index) => (
          <QuestionCard
            key={question.id}
            question={question}
            index={index}
            questions={value}
            errors={errors}
            unreachable={unreachable.has(question.id)}
            autoFocus={question.id === added}
            onChange={(next) => change(index, next)}
            onRemove={() => remove(index)}
          />
        ))}
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
        <Button block icon={<PlusOutlined />} onClick={add}>
          {text.newQuestion}
        </Button>
      </Flex>
    </Form>
  );
}
