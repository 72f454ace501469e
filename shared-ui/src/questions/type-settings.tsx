// The settings of a question's type in the editor (docs/forms-and-templates.md#the-question-model):
// date bounds, number kind and bounds, rating points and style, scale ends and end labels, matrix
// rows, and the jumps on an answer's value. Each field writes straight into the question.
import { useId } from 'react';
import { Button, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  conditionOperators,
  isNumericType,
  isRequired,
  QUESTION_LIMITS,
  type Condition,
  type ConditionOperator,
  type JumpTarget,
  type Question,
} from '@formbuilder/contracts';
import { text } from './text';

interface SettingsProps {
  question: Question;
  path: string;
  errors: Record<string, string>;
  onChange: (question: Question) => void;
}

/** Sets `field` of the question, or removes it when `value` is empty. */
function withField<K extends keyof Question>(
  question: Question,
  field: K,
  value: Question[K] | undefined | null,
): Question {
  const next = { ...question };
  if (value === undefined || value === null || value === '') delete next[field];
  else next[field] = value;
  return next;
}

function Field({
  label,
  error,
  children,
  htmlFor,
}: {
  label: string;
  error?: string;
  htmlFor: string;
  children: React.ReactNode;
}) {
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 160px', minWidth: 0 }}>
      <label htmlFor={htmlFor} style={{ fontSize: 13 }}>
        {label}
      </label>
      {children}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_v, index) => ({ value: from + index, label: String(from + index) }));

/** The per-type settings, or nothing for a type without any. */
export function TypeSettings({ question, path, errors, onChange }: SettingsProps) {
  const id = useId();
  const error = (field: string) => errors[`${path}.${field}`];
  const set = <K extends keyof Question>(field: K, value: Question[K] | undefined | null) =>
    onChange(withField(question, field, value));

  switch (question.type) {
    case 'DATE':
      return (
        <Flex gap={12} wrap style={{ marginBottom: 24 }}>
          <Field label={text.settings.minDate} htmlFor={`${id}-min`} error={error('minDate')}>
            <Input
              id={`${id}-min`}
              type="date"
              value={question.minDate ?? ''}
              onChange={(e) => set('minDate', e.target.value)}
            />
          </Field>
          <Field label={text.settings.maxDate} htmlFor={`${id}-max`} error={error('maxDate')}>
            <Input
              id={`${id}-max`}
              type="date"
              value={question.maxDate ?? ''}
              onChange={(e) => set('maxDate', e.target.value)}
            />
          </Field>
        </Flex>
      );
    case 'NUMBER':
      return (
        <Flex gap={12} wrap style={{ marginBottom: 24 }}>
          <Field label={text.settings.numberKind} htmlFor={`${id}-kind`} error={error('numberKind')}>
            <Select
              id={`${id}-kind`}
              value={question.numberKind ?? 'INTEGER'}
              options={[
                { value: 'INTEGER', label: text.settings.integer },
                { value: 'DECIMAL', label: text.settings.decimal },
              ]}
              onChange={(value) => set('numberKind', value)}
            />
          </Field>
          <Field label={text.settings.min} htmlFor={`${id}-min`} error={error('min')}>
            <InputNumber
              id={`${id}-min`}
              decimalSeparator=","
              value={question.min ?? null}
              onChange={(value) => set('min', value)}
              style={{ width: '100%' }}
            />
          </Field>
          <Field label={text.settings.max} htmlFor={`${id}-max`} error={error('max')}>
            <InputNumber
              id={`${id}-max`}
              decimalSeparator=","
              value={question.max ?? null}
              onChange={(value) => set('max', value)}
              style={{ width: '100%' }}
            />
          </Field>
        </Flex>
      );
    case 'RATING':
      return (
        <Flex gap={12} wrap style={{ marginBottom: 24 }}>
          <Field label={text.settings.ratingMax} htmlFor={`${id}-max`} error={error('ratingMax')}>
            <Select
              id={`${id}-max`}
              value={question.ratingMax ?? QUESTION_LIMITS.ratingDefault}
              options={range(QUESTION_LIMITS.ratingMin, QUESTION_LIMITS.ratingMax)}
              onChange={(value) => set('ratingMax', value)}
            />
          </Field>
          <Field label={text.settings.ratingStyle} htmlFor={`${id}-style`} error={error('ratingStyle')}>
            <Select
              id={`${id}-style`}
              value={question.ratingStyle ?? 'STARS'}
              options={[
                { value: 'STARS', label: text.settings.stars },
                { value: 'NUMBERS', label: text.settings.numbers },
              ]}
              onChange={(value) => set('ratingStyle', value)}
            />
          </Field>
        </Flex>
      );
    case 'NPS':
    case 'SCALE':
      return (
        <Flex gap={12} wrap style={{ marginBottom: 24 }}>
          {question.type === 'SCALE' && (
            <>
              <Field label={text.settings.scaleFrom} htmlFor={`${id}-from`} error={error('scaleFrom')}>
                <Select
                  id={`${id}-from`}
                  value={question.scaleFrom ?? QUESTION_LIMITS.scaleFromDefault}
                  options={QUESTION_LIMITS.scaleFromValues.map((value) => ({ value, label: String(value) }))}
                  onChange={(value) => set('scaleFrom', value)}
                />
              </Field>
              <Field label={text.settings.scaleTo} htmlFor={`${id}-to`} error={error('scaleTo')}>
                <Select
                  id={`${id}-to`}
                  value={question.scaleTo ?? QUESTION_LIMITS.scaleToDefault}
                  options={range(QUESTION_LIMITS.scaleToMin, QUESTION_LIMITS.scaleToMax)}
                  onChange={(value) => set('scaleTo', value)}
                />
              </Field>
            </>
          )}
          <Field label={text.settings.minLabel} htmlFor={`${id}-min-label`} error={error('minLabel')}>
            <Input
              id={`${id}-min-label`}
              maxLength={QUESTION_LIMITS.endLabel}
              value={question.minLabel ?? ''}
              onChange={(e) => set('minLabel', e.target.value)}
            />
          </Field>
          <Field label={text.settings.maxLabel} htmlFor={`${id}-max-label`} error={error('maxLabel')}>
            <Input
              id={`${id}-max-label`}
              maxLength={QUESTION_LIMITS.endLabel}
              value={question.maxLabel ?? ''}
              onChange={(e) => set('maxLabel', e.target.value)}
            />
          </Field>
        </Flex>
      );
    case 'MATRIX':
      return (
        <Flex vertical gap={4} style={{ marginBottom: 24 }}>
          <label htmlFor={`${id}-rows`} style={{ fontSize: 13 }}>
            {text.settings.rows}
          </label>
          <Input.TextArea
            id={`${id}-rows`}
            autoSize={{ minRows: 3 }}
            value={(question.rows ?? []).join('\n')}
            status={error('rows') ? 'error' : undefined}
            onChange={(e) => onChange({ ...question, rows: e.target.value.split('\n') })}
          />
          <Typography.Text type="secondary">{text.settings.rowsHint}</Typography.Text>
          {error('rows') && <Typography.Text type="danger">{error('rows')}</Typography.Text>}
        </Flex>
      );
    default:
      return null;
  }
}

const NO_VALUE_OPS: readonly ConditionOperator[] = ['unanswered'];

/**
 * The jumps on the answer's value: for NUMBER, RATING, NPS and SCALE a comparison with a number; for
 * any optional question "não respondida". Tried in order, before the option and question jumps.
 */
export function ConditionsEditor({
  question,
  path,
  errors,
  targets,
  position,
  onChange,
}: SettingsProps & { targets: JumpTarget[]; position: number }) {
  const id = useId();
  const numeric = isNumericType(question.type);
  const operators = conditionOperators.filter((op) => (numeric ? true : op === 'unanswered'));
  if (!numeric && isRequired(question) && (question.conditions ?? []).length === 0) return null;
  const conditions = question.conditions ?? [];
  const setConditions = (next: Condition[]) =>
    onChange(next.length > 0 ? { ...question, conditions: next } : withField(question, 'conditions', undefined));
  const setAt = (at: number, condition: Condition) =>
    setConditions(conditions.map((current, index) => (index === at ? condition : current)));
  const first = targets[0]?.value ?? 'end';

  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      <Typography.Text>{text.conditions.title}</Typography.Text>
      {conditions.map((condition, at) => {
        const rowPath = `${path}.conditions.${at}`;
        const rowError = errors[rowPath] ?? errors[`${rowPath}.goTo`] ?? errors[`${rowPath}.value`];
        return (
          <Flex key={at} vertical gap={4} style={{ paddingLeft: 8, borderLeft: '3px solid #e5e7eb' }}>
            <Flex gap={8} wrap align="center">
              <Select
                aria-label={text.conditions.operator(at + 1, position)}
                value={condition.op}
                options={operators.map((op) => ({ value: op, label: text.conditions.ops[op] }))}
                onChange={(op: ConditionOperator) =>
                  setAt(
                    at,
                    NO_VALUE_OPS.includes(op)
                      ? { op, goTo: condition.goTo }
                      : { op, value: condition.value ?? 0, goTo: condition.goTo },
                  )
                }
                style={{ minWidth: 160 }}
              />
              {condition.op !== 'unanswered' && (
                <InputNumber
                  aria-label={text.conditions.value(at + 1, position)}
                  decimalSeparator=","
                  value={condition.value ?? null}
                  onChange={(value) => setAt(at, { ...condition, value: value ?? 0 })}
                />
              )}
              <Select
                id={`${id}-${at}-goto`}
                aria-label={text.conditions.goTo(at + 1, position)}
                value={condition.goTo}
                options={targets}
                onChange={(goTo: string) => setAt(at, { ...condition, goTo })}
                style={{ minWidth: 200, flex: 1 }}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={text.conditions.remove(at + 1, position)}
                title={text.conditions.remove(at + 1, position)}
                onClick={() => setConditions(conditions.filter((_c, index) => index !== at))}
              />
            </Flex>
            {rowError && <Typography.Text type="danger">{rowError}</Typography.Text>}
          </Flex>
        );
      })}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() =>
          setConditions([
            ...conditions,
            numeric ? { op: '>=', value: 0, goTo: first } : { op: 'unanswered', goTo: first },
          ])
        }
      >
        {text.conditions.add}
      </Button>
    </Flex>
  );
}
