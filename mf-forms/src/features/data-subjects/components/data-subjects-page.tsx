// /forms/titulares: 'Titulares de dados' (LGPD, docs/privacy.md). A MANAGER finds every answer of one
// person in the company by CPF/CNPJ or e-mail, downloads everything held about them as JSON, opens a
// print-friendly view of it, or deletes all of it after the confirmation drawer.
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, List, Segmented, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PrinterOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import {
  dataSubjectMessages,
  dataSubjectQuerySchema,
  formatDateTime,
  type DataSubjectAnswer,
  type DataSubjectExport,
  type DataSubjectPartial,
} from '@formbuilder/contracts';
import { CLICKABLE_ROW, errorMessage, ListItemMeta, Page, RowLink, useAlert, useConfirm } from '@formbuilder/shared-ui';
import {
  deleteDataSubject,
  exportDataSubject,
  findDataSubject,
  type DataSubjectKey,
} from '../../../api/submissions-api';
import { text } from '../../../text';
import '../../../components/print.css';

type By = 'document' | 'email';

/** Saves the export as a .json file. */
function downloadJson(data: DataSubjectExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'dados-do-titular.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function DataSubjectsPage() {
  const alert = useAlert();
  const confirm = useConfirm();
  const [by, setBy] = useState<By>('document');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [key, setKey] = useState<DataSubjectKey>();
  const [items, setItems] = useState<DataSubjectAnswer[]>();
  // Answers kept for a 'Continuar depois' link: the person's data, listed apart, never as answers.
  const [partials, setPartials] = useState<DataSubjectPartial[]>([]);
  const [busy, setBusy] = useState<'search' | 'export' | 'print' | 'delete'>();
  const [printable, setPrintable] = useState<DataSubjectExport>();

  const onSearch = async () => {
    const query = by === 'document' ? { document: value } : { email: value };
    const parsed = dataSubjectQuerySchema.safeParse(query);
    if (!parsed.success) {
      // A failed search never leaves the previous person's answers (and their delete button) on screen.
      setProblem(parsed.error.issues[0]?.message);
      setItems(undefined);
      setPartials([]);
      setKey(undefined);
      setPrintable(undefined);
      return;
    }
    setProblem(undefined);
    const found: DataSubjectKey = by === 'document' ? { document: value.trim() } : { email: value.trim() };
    setBusy('search');
    try {
      const result = await findDataSubject(found);
      setItems(result.items);
      setPartials(result.partials ?? []);
      setKey(found);
      setPrintable(undefined);
    } catch (error) {
      setItems(undefined);
      setKey(undefined);
      alert.error(errorMessage(error, text.dataSubjects.failed));
    } finally {
      setBusy(undefined);
    }
  };

  const onExport = async (print: boolean) => {
    if (!key) return;
    setBusy(print ? 'print' : 'export');
    try {
      const data = await exportDataSubject(key);
      if (print) setPrintable(data);
      else downloadJson(data);
    } catch (error) {
      alert.error(errorMessage(error, text.dataSubjects.failed));
    } finally {
      setBusy(undefined);
    }
  };

  const onDelete = async () => {
    if (!key || !items) return;
    const ok = await confirm({
      title: dataSubjectMessages.personDeleteConfirm(items.length + partials.length),
      content: dataSubjectMessages.personDeleteWarning,
      okText: text.dataSubjects.deleteOk,
      danger: true,
    });
    if (!ok) return;
    setBusy('delete');
    try {
      const { deleted, partials: unsent = 0 } = await deleteDataSubject(key);
      alert.success(dataSubjectMessages.deleted(deleted + unsent));
      const result = await findDataSubject(key);
      setItems(result.items);
      setPartials(result.partials ?? []);
      setPrintable(undefined);
    } catch (error) {
      alert.error(errorMessage(error, text.dataSubjects.failed));
    } finally {
      setBusy(undefined);
    }
  };

  if (printable) return <PrintView data={printable} onClose={() => setPrintable(undefined)} />;

  return (
    <Page title={text.dataSubjects.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {text.dataSubjects.intro}
        </Typography.Paragraph>
        <Card size="small">
          <Form
            layout="vertical"
            onFinish={() => void onSearch()}
            requiredMark={false}
            aria-label={text.dataSubjects.title}
          >
            <Form.Item label={text.dataSubjects.by}>
              <Segmented<By>
                value={by}
                onChange={(next) => {
                  setBy(next);
                  setProblem(undefined);
                }}
                options={[
                  { label: text.dataSubjects.byDocument, value: 'document' },
                  { label: text.dataSubjects.byEmail, value: 'email' },
                ]}
              />
            </Form.Item>
            <Form.Item
              label={by === 'document' ? text.dataSubjects.documentLabel : text.dataSubjects.emailLabel}
              htmlFor="data-subject-key"
              validateStatus={problem ? 'error' : undefined}
              help={problem}
            >
              <Input
                id="data-subject-key"
                value={value}
                inputMode={by === 'email' ? 'email' : 'text'}
                autoComplete="off"
                onChange={(event) => setValue(event.target.value)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={busy === 'search'}>
              {text.dataSubjects.search}
            </Button>
          </Form>
        </Card>
        {items && (
          <Card size="small" title={text.dataSubjects.found(items.length)}>
            {items.length + partials.length > 0 && (
              <Flex vertical gap={12}>
                {items.length > 0 && (
                  <List
                    dataSource={items}
                    renderItem={(item) => (
                      // The whole row opens the answer.
                      <List.Item key={item.id} className={CLICKABLE_ROW} extra={<RightOutlined aria-hidden />}>
                        <ListItemMeta
                          title={
                            <RowLink
                              to={`/forms/${item.form.id}/submissions/${item.id}`}
                              aria-label={`${text.dataSubjects.open} ${item.form.title}, ${formatDateTime(item.created)}`}
                            >
                              {item.form.title}
                            </RowLink>
                          }
                          description={`${formatDateTime(item.created)} · ${item.name}`}
                        />
                      </List.Item>
                    )}
                  />
                )}
                {partials.length > 0 && (
                  <div data-testid="data-subject-partials">
                    <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                      {text.dataSubjects.partials}
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                      {text.dataSubjects.partialsHint}
                    </Typography.Paragraph>
                    <List
                      dataSource={partials}
                      renderItem={(partial) => (
                        <List.Item key={partial.id}>
                          <ListItemMeta
                            title={partial.form.title}
                            description={`${formatDateTime(partial.created)} · ${partial.name || partial.email} · ${text.dataSubjects.partialUntil(formatDateTime(partial.expiresAt))}`}
                          />
                        </List.Item>
                      )}
                    />
                  </div>
                )}
                <Flex gap={8} wrap>
                  <Button
                    icon={<DownloadOutlined />}
                    loading={busy === 'export'}
                    disabled={busy !== undefined}
                    onClick={() => void onExport(false)}
                  >
                    {text.dataSubjects.exportJson}
                  </Button>
                  <Button
                    icon={<PrinterOutlined />}
                    loading={busy === 'print'}
                    disabled={busy !== undefined}
                    onClick={() => void onExport(true)}
                  >
                    {text.dataSubjects.printView}
                  </Button>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    loading={busy === 'delete'}
                    disabled={busy !== undefined}
                    onClick={() => void onDelete()}
                  >
                    {text.dataSubjects.deleteAll}
                  </Button>
                </Flex>
              </Flex>
            )}
          </Card>
        )}
      </Flex>
    </Page>
  );
}

/** Everything held about the person, laid out to print (the same A4 rules as one answer's print). */
function PrintView({ data, onClose }: { data: DataSubjectExport; onClose: () => void }) {
  const t = text.dataSubjects;
  return (
    <Page title={t.printTitle}>
      <Flex vertical gap={16} className="fb-print-sheet">
        <Flex gap={8} wrap className="fb-no-print">
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t.print}
          </Button>
          <Button onClick={onClose}>{t.close}</Button>
        </Flex>
        <Typography.Text>
          {t.company}: {data.company.name} · {t.generatedAt}: {formatDateTime(data.generatedAt)}
        </Typography.Text>
        {data.answers.length === 0 && <Alert type="info" title={t.found(0)} showIcon />}
        {data.answers.map((answer) => (
          <Card
            key={answer.id}
            size="small"
            title={`${answer.form.title} · ${formatDateTime(answer.created)}`}
            data-testid="data-subject-answer"
          >
            <Flex vertical gap={8}>
              <Typography.Text>
                {t.name}: {answer.name}
                {answer.document && ` · ${t.document}: ${answer.document}`}
                {answer.email && ` · ${t.email}: ${answer.email}`}
                {answer.phone && ` · ${t.phone}: ${answer.phone}`}
              </Typography.Text>
              <Typography.Text strong>{t.answers}</Typography.Text>
              {answer.answers.map((item, index) => (
                <div key={`${index}-${item.question}`} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text type="secondary">{item.question}</Typography.Text>
                  <div>{item.answer}</div>
                </div>
              ))}
              {answer.files.length > 0 && (
                <>
                  <Typography.Text strong>{t.files}</Typography.Text>
                  {answer.files.map((url) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                      {url}
                    </a>
                  ))}
                </>
              )}
              {answer.comments.length > 0 && (
                <>
                  <Typography.Text strong>{t.comments}</Typography.Text>
                  {answer.comments.map((comment, index) => (
                    <div key={index}>
                      <Typography.Text type="secondary">
                        {formatDateTime(comment.created)} ({comment.isUser ? t.respondent : t.staff}):
                      </Typography.Text>{' '}
                      {comment.comment}
                    </div>
                  ))}
                </>
              )}
            </Flex>
          </Card>
        ))}
      </Flex>
    </Page>
  );
}
