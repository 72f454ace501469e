// One question of the editor: title, type, the options of a choice (text, picture and, for SINGLE,
// a jump each), the question's own jump and its remove button.
import { useId, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Input, Select, Switch, Tag, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  changeQuestionType,
  hasOptionJumps,
  hasOptions,
  isRequired,
  jumpTargets,
  pastedOptions,
  newOption,
  questionDraftText,
  questionTypeLabels,
  questionTypes,
  removeOption,
  type JumpTarget,
  type Option,
  type Question,
} from '@formbuilder/contracts';
import { OptionImageButton, OptionImagePreview } from './option-image';
import { ConditionsEditor, TypeSettings } from './type-settings';
import { text } from './text';

/** The select value standing for "no jump". */
const NO_JUMP = '';

const typeOptions = questionTypes.map((type) => ({ value: type, label: questionTypeLabels[type] }));

/** The choices of a jump select; a stale target (a removed or earlier question) shows as invalid. */
function jumpOptions(targets: JumpTarget[], none: string, current: string | undefined) {
  const options = [{ value: NO_JUMP, label: none }, ...targets];
  if (current && !targets.some((target) => target.value === current)) {
    options.push({ value: current, label: text.invalidJump });
  }
  return options;
}

const withJump = <T extends { goTo?: string }>(item: T, value: string): T => {
  const { goTo: _goTo, ...rest } = item;
  return (value === NO_JUMP ? rest : { ...rest, goTo: value }) as T;
};

export interface QuestionCardProps {
  question: Question;
  /** Its index in `questions`. */
  index: number;
  questions: readonly Question[];
  errors: Record<string, string>;
  unreachable: boolean;
  autoFocus: boolean;
  onChange: (question: Question) => void;
  onRemove: () => void;
  /** Puts a copy right after this question; no button without it. */
  onDuplicate?: () => void;
  /** The reorder handle (drag, or Space and the arrow keys), shown before the other buttons. */
  handle?: ReactNode;
}

export function QuestionCard({
  question,
  index,
  questions,
  errors,
  unreachable,
  autoFocus,
  onChange,
  onRemove,
  onDuplicate,
  handle,
}: QuestionCardProps) {
  const id = useId();
  const position = index + 1;
  const path = `questions.${index}`;
  const targets = jumpTargets(questions, index);
  const status = (key: string) => (errors[`${path}.${key}`] ? ('error' as const) : undefined);
  const setOption = (at: number, option: Option) =>
    onChange({ ...question, options: question.options.map((current, i) => (i === at ? option : current)) });

  return (
    <Card
      role="group"
      aria-labelledby={`${id}-heading`}
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={2} id={`${id}-heading`} style={{ margin: 0, fontSize: 16 }}>
            {questionDraftText.question(position)}
          </Typography.Title>
          {unreachable && <Tag color="orange">{text.unreachableTag}</Tag>}
        </Flex>
      }
      extra={
        <Flex gap={4} align="center">
          {handle}
          {onDuplicate && (
            <Button
              type="text"
              icon={<CopyOutlined aria-hidden />}
              aria-label={text.duplicateQuestion(position)}
              title={text.duplicateQuestion(position)}
              onClick={onDuplicate}
            />
          )}
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={text.removeQuestion(position)}
            title={text.removeQuestion(position)}
            disabled={questions.length <= 1}
            onClick={onRemove}
          />
        </Flex>
      }
    >
      <Form.Item
        label={text.title}
        htmlFor={`${id}-title`}
        validateStatus={status('title')}
        help={errors[`${path}.title`]}
      >
        <Input
          id={`${id}-title`}
          value={question.title}
          status={status('title')}
          autoFocus={autoFocus}
          onChange={(event) => onChange({ ...question, title: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={text.type} htmlFor={`${id}-type`} validateStatus={status('type')} help={errors[`${path}.type`]}>
        <Select
          id={`${id}-type`}
          value={question.type}
          options={typeOptions}
          // 17 types: typing part of a name narrows the list.
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(type) => onChange(changeQuestionType(question, type))}
        />
      </Form.Item>
      <Flex gap={8} align="center" style={{ marginBottom: 24 }}>
        <Switch
          id={`${id}-required`}
          checked={isRequired(question)}
          onChange={(required) => onChange({ ...question, required })}
        />
        <label htmlFor={`${id}-required`}>{text.required}</label>
      </Flex>
      <TypeSettings question={question} path={path} errors={errors} onChange={onChange} />

      {hasOptions(question.type) && (
        // Not a Form.Item: its error status would paint every option input red.
        <Flex vertical gap={12} style={{ marginBottom: 24 }}>
          <Typography.Text>{question.type === 'MATRIX' ? text.columns : text.options}</Typography.Text>
          <Typography.Text type="secondary">{text.pasteHint}</Typography.Text>
          {question.options.map((option, at) => (
            <OptionRow
              key={at}
              option={option}
              at={at}
              position={position}
              path={`${path}.options.${at}`}
              single={hasOptionJumps(question.type)}
              onPasteList={(texts) =>
                onChange({
                  ...question,
                  options: [
                    ...question.options.slice(0, at),
                    ...texts.map((pasted) => ({ text: pasted })),
                    ...question.options.slice(at + 1),
                  ],
                })
              }
              targets={targets}
              errors={errors}
              canRemove={question.options.length > 1}
              onChange={(next) => setOption(at, next)}
              onRemove={() => onChange(removeOption(question, at))}
            />
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            aria-label={text.addOption(position)}
            onClick={() => onChange({ ...question, options: [...question.options, newOption()] })}
            style={{ alignSelf: 'flex-start' }}
          >
            {text.addOptionVisible}
          </Button>
          {errors[`${path}.options`] && <Typography.Text type="danger">{errors[`${path}.options`]}</Typography.Text>}
        </Flex>
      )}

      <ConditionsEditor
        question={question}
        path={path}
        errors={errors}
        targets={targets}
        position={position}
        onChange={onChange}
      />
      <Form.Item
        label={text.key}
        htmlFor={`${id}-key`}
        validateStatus={status('key')}
        help={errors[`${path}.key`] ?? text.keyHint}
      >
        <Input
          id={`${id}-key`}
          value={question.key ?? ''}
          onChange={(event) => {
            const { key: _key, ...rest } = question;
            onChange(event.target.value ? { ...rest, key: event.target.value } : rest);
          }}
        />
      </Form.Item>
      <Form.Item
        label={text.questionJump}
        htmlFor={`${id}-jump`}
        validateStatus={status('goTo')}
        help={errors[`${path}.goTo`]}
        style={{ marginBottom: 0 }}
      >
        <Select
          id={`${id}-jump`}
          value={question.goTo ?? NO_JUMP}
          options={jumpOptions(targets, text.nextQuestion, question.goTo)}
          onChange={(value: string) => onChange(withJump(question, value))}
        />
      </Form.Item>
    </Card>
  );
}

interface OptionRowProps {
  option: Option;
  at: number;
  position: number;
  path: string;
  single: boolean;
  targets: JumpTarget[];
  errors: Record<string, string>;
  canRemove: boolean;
  onChange: (option: Option) => void;
  onRemove: () => void;
  /** A list pasted into the option: one option per line, in its place. */
  onPasteList: (texts: string[]) => void;
}

function OptionRow({
  option,
  at,
  position,
  path,
  single,
  targets,
  errors,
  canRemove,
  onChange,
  onRemove,
  onPasteList,
}: OptionRowProps) {
  const id = useId();
  const [imageError, setImageError] = useState<string>();
  const number = at + 1;
  const textError = errors[`${path}.text`];
  const jumpError = errors[`${path}.goTo`];
  const fileError = imageError ?? errors[`${path}.file`];
  const setFile = (url: string | undefined) => {
    const { file: _file, ...rest } = option;
    onChange(url ? { ...rest, file: url } : rest);
  };

  return (
    <Flex vertical gap={6} style={{ paddingLeft: 8, borderLeft: '3px solid #e5e7eb' }}>
      <label htmlFor={`${id}-text`} style={{ fontSize: 13 }}>
        {text.option(number)}
      </label>
      <Flex gap={8} align="center">
        <Input
          id={`${id}-text`}
          value={option.text}
          status={textError ? 'error' : undefined}
          onChange={(event) => onChange({ ...option, text: event.target.value })}
          onPaste={(event) => {
            const texts = pastedOptions(event.clipboardData.getData('text'));
            if (!texts) return;
            event.preventDefault();
            onPasteList(texts);
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <OptionImageButton option={number} question={position} onChange={setFile} onError={setImageError} />
        <Button
          icon={<DeleteOutlined />}
          aria-label={text.removeOption(number, position)}
          title={text.removeOption(number, position)}
          disabled={!canRemove}
          onClick={onRemove}
        />
      </Flex>
      {textError && <Typography.Text type="danger">{textError}</Typography.Text>}
      <OptionImagePreview url={option.file} option={number} question={position} onChange={setFile} />
      {fileError && <Typography.Text type="danger">{fileError}</Typography.Text>}
      {single && (
        <>
          <label htmlFor={`${id}-jump`} style={{ fontSize: 13 }}>
            {text.optionJump(number)}
          </label>
          <Select
            id={`${id}-jump`}
            value={option.goTo ?? NO_JUMP}
            status={jumpError ? 'error' : undefined}
            options={jumpOptions(targets, text.noOptionJump, option.goTo)}
            onChange={(value: string) => onChange(withJump(option, value))}
          />
          {jumpError && <Typography.Text type="danger">{jumpError}</Typography.Text>}
        </>
      )}
    </Flex>
  );
}
