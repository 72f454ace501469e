// 'Agenda, limite e final' of a saved form (docs/forms-and-templates.md#a-forms-life): when it opens
// and closes (typed in Brasília time, dd/mm/aaaa hh:mm), the cap on answers, the message shown when
// closed, the final screen, the copy of the answers to the respondent, the honeypot and the proof of work. Saved on its own (PATCH `life`), so the editor's SALVAR
// and this panel never overwrite each other.
import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import {
  FORM_LIFE_LIMITS,
  formatFormDateTime,
  formLifeInputSchema,
  formLifeMessages,
  parseFormDateTime,
  summarizeIssues,
  type Form as FormRecord,
  type FormLifeInput,
} from '@formbuilder/contracts';
import { errorMessage, useAlert } from '@formbuilder/shared-ui';
import { updateForm } from '../../../api/forms-api';
import { lifeText as text } from '../life-text';

interface LifeDraft {
  opensAt: string;
  closesAt: string;
  maxAnswers: number | null;
  closedMessage: string;
  endingTitle: string;
  endingText: string;
  redirectUrl: string;
  anotherAnswer: boolean;
  answerCopy: boolean;
  honeypot: boolean;
  altcha: boolean;
}

function draftOf(form: FormRecord): LifeDraft {
  const life = form.life;
  return {
    opensAt: life?.opensAt ? formatFormDateTime(life.opensAt) : '',
    closesAt: life?.closesAt ? formatFormDateTime(life.closesAt) : '',
    maxAnswers: life?.maxAnswers ?? null,
    closedMessage: life?.closedMessage ?? '',
    endingTitle: life?.ending.title ?? '',
    endingText: life?.ending.text ?? '',
    redirectUrl: life?.ending.redirectUrl ?? '',
    anotherAnswer: life?.ending.anotherAnswer ?? false,
    answerCopy: life?.answerCopy ?? false,
    honeypot: life?.honeypot ?? false,
    altcha: life?.altcha ?? false,
  };
}

type Errors = Partial<Record<keyof LifeDraft, string>>;

/** The body's `life`, or the message of each field that is wrong. */
function lifeOf(draft: LifeDraft): { life: FormLifeInput } | { errors: Errors } {
  const errors: Errors = {};
  const instant = (key: 'opensAt' | 'closesAt') => {
    if (draft[key].trim() === '') return null;
    const parsed = parseFormDateTime(draft[key]);
    if (!parsed) errors[key] = formLifeMessages.invalidDateTime;
    return parsed ?? null;
  };
  const raw = {
    opensAt: instant('opensAt'),
    closesAt: instant('closesAt'),
    maxAnswers: draft.maxAnswers,
    closedMessage: draft.closedMessage,
    ending: {
      title: draft.endingTitle,
      text: draft.endingText,
      redirectUrl: draft.redirectUrl,
      anotherAnswer: draft.anotherAnswer,
    },
    answerCopy: draft.answerCopy,
    honeypot: draft.honeypot,
    altcha: draft.altcha,
  };
  const parsed = formLifeInputSchema.safeParse(raw);
  if (!parsed.success) {
    const byPath: Record<string, keyof LifeDraft> = {
      'ending.title': 'endingTitle',
      'ending.text': 'endingText',
      'ending.redirectUrl': 'redirectUrl',
    };
    for (const [path, message] of Object.entries(summarizeIssues(parsed.error.issues).fields)) {
      const key = byPath[path] ?? (path as keyof LifeDraft);
      errors[key] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { life: parsed.data };
}

/** A date and time typed the Brazilian way (dd/mm/aaaa hh:mm), read as Brasília time. */
function DateTimeInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      id={id}
      inputMode="numeric"
      placeholder={text.dateTimePlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function FormLifePanel({ form }: { form: FormRecord }) {
  const alert = useAlert();
  const [draft, setDraft] = useState(() => draftOf(form));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof LifeDraft>(key: K, value: LifeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const result = lifeOf(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      alert.error(Object.values(result.errors)[0]!);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await updateForm(form.id, { life: result.life });
      setDraft(draftOf(saved));
      alert.success(text.saved);
    } catch (error) {
      alert.error(errorMessage(error, text.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const item = (key: keyof LifeDraft, label: string, extra?: string) => ({
    label,
    htmlFor: `life-${key}`,
    extra,
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key],
  });

  return (
    <Card size="small" title={text.title}>
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          {(['opensAt', 'closesAt'] as const).map((key) => (
            <Col key={key} xs={24} md={12}>
              <Form.Item {...item(key, text[key], text.dateTimeHelp)}>
                <DateTimeInput id={`life-${key}`} value={draft[key]} onChange={(value) => set(key, value)} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item {...item('maxAnswers', text.maxAnswers, text.maxAnswersHelp)}>
          <InputNumber
            id="life-maxAnswers"
            min={1}
            max={FORM_LIFE_LIMITS.maxAnswers}
            precision={0}
            style={{ width: '100%', maxWidth: 240 }}
            value={draft.maxAnswers}
            onChange={(value) => set('maxAnswers', typeof value === 'number' ? value : null)}
          />
        </Form.Item>
        <Form.Item {...item('closedMessage', text.closedMessage, text.closedMessageHelp)}>
          <Input.TextArea
            id="life-closedMessage"
            autoSize={{ minRows: 2, maxRows: 4 }}
            maxLength={FORM_LIFE_LIMITS.closedMessage}
            value={draft.closedMessage}
            onChange={(event) => set('closedMessage', event.target.value)}
          />
        </Form.Item>
        <Typography.Text strong style={{ display: 'block', margin: '8px 0 12px' }}>
          {text.ending}
        </Typography.Text>
        <Form.Item {...item('endingTitle', text.endingTitle, text.endingTitleHelp)}>
          <Input
            id="life-endingTitle"
            maxLength={FORM_LIFE_LIMITS.endingTitle}
            value={draft.endingTitle}
            onChange={(event) => set('endingTitle', event.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('endingText', text.endingText)}>
          <Input.TextArea
            id="life-endingText"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={FORM_LIFE_LIMITS.endingText}
            value={draft.endingText}
            onChange={(event) => set('endingText', event.target.value)}
          />
        </Form.Item>
        <Form.Item {...item('redirectUrl', text.redirectUrl, text.redirectUrlHelp)}>
          <Input
            id="life-redirectUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.redirectUrl}
            onChange={(event) => set('redirectUrl', event.target.value)}
          />
        </Form.Item>
        {(
          [
            ['anotherAnswer', text.anotherAnswer, text.anotherAnswerHelp],
            ['answerCopy', text.answerCopy, text.answerCopyHelp],
            ['honeypot', text.honeypot, text.honeypotHelp],
            ['altcha', text.altcha, text.altchaHelp],
          ] as const
        ).map(([key, label, help]) => (
          <Form.Item key={key} {...item(key, label, help)}>
            <Switch id={`life-${key}`} checked={draft[key]} onChange={(checked) => set(key, checked)} />
          </Form.Item>
        ))}
        <Button icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => void save()}>
          {text.save}
        </Button>
      </Form>
    </Card>
  );
}
