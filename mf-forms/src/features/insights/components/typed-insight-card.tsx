// The insight of the question types with numbers (docs/insights.md#per-form-insights): NPS score and
// groups, RATING/SCALE/NUMBER statistics with their distribution or histogram, DATE per month or day,
// MATRIX one stacked bar per row, RANKING the average position. Each chart has its table beside it.
import { useState, type ReactNode } from 'react';
import { Flex, Segmented, Statistic, Table, Typography } from 'antd';
import { formatIsoDate, formatNumber, npsGroupLabels, type QuestionInsight } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { BarSeries } from './bar-chart';
import { ChartCard, type ChartRow } from './chart-card';

/** Colours of a MATRIX's columns, in order (contrast-checked against white). */
const SERIES_COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2', '#a0d911', '#8c8c8c'];

const rounded = (value: number) => Math.round(value * 100) / 100;
/** A figure with a decimal comma, '—' when there is none. */
export const figure = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : formatNumber(rounded(value));
const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <Flex gap={24} wrap style={{ marginBottom: 12 }}>
      {items.map((item) => (
        <Statistic key={item.label} title={item.label} value={item.value} />
      ))}
    </Flex>
  );
}

function StatsFigures({ stats }: { stats: NonNullable<QuestionInsight['stats']> }) {
  return (
    <Figures
      items={[
        { label: text.insights.average, value: figure(stats.average) },
        { label: text.insights.median, value: figure(stats.median) },
        { label: text.insights.min, value: figure(stats.min) },
        { label: text.insights.max, value: figure(stats.max) },
      ]}
    />
  );
}

export function TypedInsightCard({ title, question }: { title: ReactNode; question: QuestionInsight }) {
  const distribution: ChartRow[] = (question.distribution ?? []).map((row) => ({
    key: String(row.value),
    label: formatNumber(row.value),
    count: row.count,
    percent: percentOf(row.count, question.answered),
  }));
  if (question.nps) {
    const { nps } = question;
    const score = nps.score === null ? '—' : `${nps.score > 0 ? '+' : ''}${formatNumber(nps.score)}`;
    return (
      <ChartCard
        title={title}
        labelHeader={text.insights.grade}
        rows={distribution}
        summary={
          <>
            <Figures
              items={[
                { label: text.insights.npsScore, value: score },
                { label: npsGroupLabels.PROMOTER, value: String(nps.promoters) },
                { label: npsGroupLabels.PASSIVE, value: String(nps.passives) },
                { label: npsGroupLabels.DETRACTOR, value: String(nps.detractors) },
              ]}
            />
            <Typography.Paragraph type="secondary">{text.insights.npsNote}</Typography.Paragraph>
          </>
        }
      />
    );
  }
  if (question.histogram) {
    return (
      <ChartCard
        title={title}
        labelHeader={text.insights.bucket}
        rows={question.histogram.map((bucket, index) => ({
          key: String(index),
          label: text.insights.rangeLabel(figure(bucket.from), figure(bucket.to)),
          count: bucket.count,
          percent: percentOf(bucket.count, question.answered),
        }))}
        summary={question.stats && <StatsFigures stats={question.stats} />}
      />
    );
  }
  if (question.stats) {
    return (
      <ChartCard
        title={title}
        labelHeader={text.insights.grade}
        rows={distribution}
        summary={<StatsFigures stats={question.stats} />}
      />
    );
  }
  if (question.perMonth || question.perDay) return <DateInsight title={title} question={question} />;
  if (question.rows) return <MatrixInsight title={title} question={question} />;
  const ranking = question.ranking ?? [];
  return (
    <ChartCard
      title={title}
      labelHeader={text.insights.option}
      countHeader={text.insights.averagePosition}
      rows={[]}
      chart={{ horizontal: true }}
      summary={<Typography.Paragraph type="secondary">{text.insights.rankingNote}</Typography.Paragraph>}
      table={
        <Table
          size="small"
          pagination={false}
          rowKey="text"
          dataSource={ranking}
          columns={[
            { title: text.insights.position, key: 'position', render: (_value, _row, index) => `${index + 1}º` },
            { title: text.insights.option, dataIndex: 'text' },
            {
              title: text.insights.averagePosition,
              dataIndex: 'averagePosition',
              align: 'right',
              render: (value: number | null) => figure(value),
            },
          ]}
        />
      }
      alwaysTable
    />
  );
}

function DateInsight({ title, question }: { title: ReactNode; question: QuestionInsight }) {
  const [by, setBy] = useState<'month' | 'day'>('month');
  const rows: ChartRow[] =
    by === 'month'
      ? (question.perMonth ?? []).map((row) => ({ key: row.month, label: monthLabel(row.month), count: row.count }))
      : (question.perDay ?? []).map((row) => ({ key: row.day, label: formatIsoDate(row.day), count: row.count }));
  return (
    <ChartCard
      title={title}
      labelHeader={by === 'month' ? text.insights.month : text.insights.day}
      rows={rows}
      extra={
        <Segmented<'month' | 'day'>
          size="small"
          aria-label={text.insights.period}
          value={by}
          onChange={setBy}
          options={[
            { value: 'month', label: text.insights.perMonth },
            { value: 'day', label: text.insights.perDayOfAnswer },
          ]}
        />
      }
    />
  );
}

function MatrixInsight({ title, question }: { title: ReactNode; question: QuestionInsight }) {
  const rows = question.rows ?? [];
  const columns = rows[0]?.columns.map((column) => column.text) ?? [];
  const stacked: BarSeries[] = columns.map((column, index) => ({
    label: column,
    color: SERIES_COLORS[index % SERIES_COLORS.length]!,
    values: rows.map((row) => row.columns.find((cell) => cell.text === column)?.count ?? 0),
  }));
  return (
    <ChartCard
      title={title}
      labelHeader={text.insights.matrixRow}
      rows={rows.map((row) => ({ key: row.row, label: row.row, count: 0 }))}
      chart={{ horizontal: true, stacked }}
      table={
        // A grid with many columns scrolls sideways inside its own region, reachable by keyboard.
        <div tabIndex={0} role="region" aria-label={text.insights.matrixTable} style={{ overflowX: 'auto' }}>
          <Table
            size="small"
            pagination={false}
            rowKey="row"
            dataSource={rows}
            columns={[
              { title: text.insights.matrixRow, dataIndex: 'row' },
              ...columns.map((column) => ({
                title: column,
                key: column,
                align: 'right' as const,
                render: (_value: unknown, row: (typeof rows)[number]) => {
                  const cell = row.columns.find((candidate) => candidate.text === column);
                  return cell ? `${cell.count} (${cell.percent.toLocaleString('pt-BR')}%)` : '0';
                },
              })),
            ]}
          />
        </div>
      }
    />
  );
}
