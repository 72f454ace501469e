// /forms/:formId/insights: 'Visão geral' beside 'Respostas': answers per day, each question's
// answers (bars with counts and percentages for choices, the latest texts, the files) and the
// drop-off funnel, for the last 30 days, all time or a chosen range of days (Brasília time).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Card, DatePicker, Empty, Flex, List, Segmented, Statistic, Typography } from 'antd';
import { formatDateTime, isFileType, type FormInsights, type QuestionInsight } from '@formbuilder/contracts';
import { Page, useRequest, useSubmissionEvents } from '@formbuilder/shared-ui';
import { useFormRecord } from '../../../api/use-form-record';
import { FormTabs } from '../../../components/form-tabs';
import { text } from '../../../text';
import { getInsights, type InsightsRange } from '../api/insights-api';
import { AllAnswersDrawer } from './all-answers-drawer';
import { ChartCard } from './chart-card';
import { TypedInsightCard } from './typed-insight-card';

type Period = 'last30' | 'all' | 'custom';

const DAY_MS = 24 * 60 * 60 * 1000;
const brasiliaDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function rangeOf(period: Period, custom: InsightsRange): InsightsRange {
  if (period === 'all') return {};
  if (period === 'custom') return custom;
  const today = new Date();
  return { from: brasiliaDay(new Date(today.getTime() - 29 * DAY_MS)), to: brasiliaDay(today) };
}

export function InsightsPage() {
  const formId = useParams().formId ?? '';
  const form = useFormRecord(formId);
  const [period, setPeriod] = useState<Period>('last30');
  const [custom, setCustom] = useState<InsightsRange>({});
  const range = rangeOf(period, custom);
  const insights = useRequest(`insights:${formId}:${range.from ?? ''}:${range.to ?? ''}`, () =>
    getInsights(formId, range),
  );
  useSubmissionEvents((event) => {
    if (event.submission.form.id === formId) insights.reload();
  }, insights.reload);

  return (
    <Page
      title={form.data?.title ?? ''}
      documentTitle={[text.insights.title, form.data?.title, text.forms.title]}
      loading={form.loading || (insights.loading && !insights.data)}
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {text.insights.title}
          </Typography.Title>
          <FormTabs formId={formId} current="insights" />
        </Flex>
        <Flex gap={8} wrap align="center">
          <Segmented<Period>
            aria-label={text.insights.period}
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'last30', label: text.insights.last30 },
              { value: 'all', label: text.insights.allTime },
              { value: 'custom', label: text.insights.custom },
            ]}
          />
          {period === 'custom' && (
            <DatePicker.RangePicker
              aria-label={text.insights.range}
              format="DD/MM/YYYY"
              onChange={(dates) =>
                setCustom(
                  dates?.[0] && dates[1]
                    ? { from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') }
                    : {},
                )
              }
            />
          )}
        </Flex>
        {insights.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
        {insights.data && <InsightsView formId={formId} insights={insights.data} range={range} />}
      </Flex>
    </Page>
  );
}

function InsightsView({ formId, insights, range }: { formId: string; insights: FormInsights; range: InsightsRange }) {
  const [allOf, setAllOf] = useState<QuestionInsight | null>(null);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Statistic title={text.insights.total} value={insights.total} />
      </Card>
      <ChartCard
        title={text.insights.perDay}
        labelHeader={text.insights.day}
        rows={insights.perDay.map((row) => ({ key: row.day, label: shortDay(row.day), count: row.count }))}
      />
      {insights.questions.map((question) => (
        <QuestionCard key={question.id} formId={formId} question={question} onSeeAll={() => setAllOf(question)} />
      ))}
      <ChartCard
        title={text.insights.funnel}
        labelHeader={text.insights.step}
        rows={insights.funnel.map((step) => ({
          key: step.step,
          label: step.title,
          count: step.reached,
          percent:
            insights.funnel[0]!.reached === 0
              ? 0
              : Math.round((step.reached / insights.funnel[0]!.reached) * 1000) / 10,
        }))}
        chart={{ horizontal: true, color: '#52c41a' }}
        footer={<Typography.Paragraph type="secondary">{text.insights.funnelNote}</Typography.Paragraph>}
      />
      <AllAnswersDrawer formId={formId} question={allOf} range={range} onClose={() => setAllOf(null)} />
    </Flex>
  );
}

function QuestionCard({
  formId,
  question,
  onSeeAll,
}: {
  formId: string;
  question: QuestionInsight;
  onSeeAll: () => void;
}) {
  const title = (
    <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {question.title}{' '}
      <Typography.Text type="secondary">
        · {text.insights.answered(question.answered)}
        {question.unanswered !== undefined ? ` · ${text.insights.unanswered(question.unanswered)}` : ''}
      </Typography.Text>
    </span>
  );
  if (question.options) {
    return (
      <ChartCard
        title={title}
        labelHeader={text.insights.option}
        rows={question.options.map((option) => ({
          key: option.text,
          label: option.text,
          count: option.count,
          percent: option.percent,
        }))}
        chart={{ horizontal: true }}
      />
    );
  }
  if (question.nps || question.stats || question.perMonth || question.rows || question.ranking) {
    return <TypedInsightCard title={title} question={question} />;
  }
  const latest = question.latest ?? [];
  return (
    <Card
      size="small"
      title={title}
      extra={
        question.answered > latest.length ? (
          <Typography.Link onClick={onSeeAll}>{text.insights.seeAll}</Typography.Link>
        ) : null
      }
    >
      {latest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.insights.noAnswers} />
      ) : (
        <List
          size="small"
          dataSource={latest}
          renderItem={(sample) => (
            <List.Item>
              <Flex vertical style={{ minWidth: 0 }}>
                {isFileType(question.type) ? (
                  <a href={sample.answer} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
                    {decodeURIComponent(sample.answer.split('/').pop() ?? sample.answer)}
                  </a>
                ) : (
                  <span style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{sample.answer}</span>
                )}
                <Link to={`/forms/${formId}/submissions/${sample.submissionId}`}>
                  <Typography.Text type="secondary">{formatDateTime(sample.created)}</Typography.Text>
                </Link>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
