// A chart with the same numbers as a table: the table is always in the page for screen readers and
// shown to everyone on 'Ver tabela'; Chart.js is fetched only when the first chart renders.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, Card, Skeleton, Table } from 'antd';
import { text } from '../../../text';
import type { BarChartProps } from './bar-chart';
import './insights.css';

export const BarChart = lazy(() => import('./bar-chart'));

export interface ChartRow {
  key: string;
  label: string;
  count: number;
  /** Shown as a third column when given. */
  percent?: number;
}

export interface ChartCardProps {
  title: ReactNode;
  /** What the first column holds: 'Dia', 'Opção', 'Etapa'. */
  labelHeader: string;
  rows: ChartRow[];
  chart?: Omit<BarChartProps, 'labels' | 'values'>;
  extra?: ReactNode;
  footer?: ReactNode;
  /** Figures above the chart (an NPS score, an average). */
  summary?: ReactNode;
  /** The second column's title ('Quantidade' unless given). */
  countHeader?: string;
  /** The table in place of the label/count/% one (a MATRIX's rows by columns). */
  table?: ReactNode;
  /** Only the table, shown to everyone, with no chart (a RANKING's ordered list). */
  alwaysTable?: boolean;
}

export function ChartCard({
  title,
  labelHeader,
  rows,
  chart,
  extra,
  footer,
  summary,
  countHeader,
  table,
  alwaysTable = false,
}: ChartCardProps) {
  const [tableShown, setShowTable] = useState(false);
  const showTable = tableShown || alwaysTable;
  const tableId = useId();
  const percent = rows.some((row) => row.percent !== undefined);
  return (
    <Card
      size="small"
      title={title}
      extra={
        <>
          {extra}
          {!alwaysTable && (
            <Button type="link" size="small" aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
              {showTable ? text.insights.showChart : text.insights.showTable}
            </Button>
          )}
        </>
      }
    >
      {summary}
      {!showTable && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <BarChart labels={rows.map((row) => row.label)} values={rows.map((row) => row.count)} {...chart} />
        </Suspense>
      )}
      <div id={tableId} className={showTable ? undefined : 'fb-insights-sr-only'}>
        {table ?? (
          <Table<ChartRow>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            columns={[
              { title: labelHeader, dataIndex: 'label' },
              {
                title: countHeader ?? text.insights.count,
                dataIndex: 'count',
                align: 'right',
                render: (value: number) => value.toLocaleString('pt-BR'),
              },
              ...(percent
                ? [
                    {
                      title: '%',
                      dataIndex: 'percent',
                      align: 'right' as const,
                      render: (value: number) => `${value.toLocaleString('pt-BR')}%`,
                    },
                  ]
                : []),
            ]}
          />
        )}
      </div>
      {footer}
    </Card>
  );
}
