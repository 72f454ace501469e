// A form's answers as a table (docs/submissions.md#the-table-view): a column per question with the
// answer as the answer view shows it, sorted on the server by date, name or a question's answer
// (where the answers sort sensibly: contracts SORTABLE_ANSWER_TYPES), filtered by a range of
// Brasília days, paged on the server with the list's snapshot. Which question columns show is kept
// per form in this browser. Those who may delete one answer (a MANAGER, the form's creator) select
// rows and delete exactly those, after the confirmation drawer. A row opens its answer, with the
// table's order and range, so previous/next there follow the table.
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Checkbox, DatePicker, Empty, Flex, Popover, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import {
  dataSubjectMessages,
  formatDateTime,
  SORTABLE_ANSWER_TYPES,
  type Form,
  type Submission,
} from '@formbuilder/contracts';
import { errorMessage, ListPagination, useAlert, useConfirm } from '@formbuilder/shared-ui';
import { deleteSubmissions } from '../../../api/submissions-api';
import { useSubmissionPages } from '../../../api/use-submission-pages';
import { text } from '../../../text';
import { AnswerCell } from './answer-cell';
import './submissions-table.css';

export interface SubmissionsTableProps {
  form: Form;
  search: string;
  /** The signed-in user may delete this form's answers (the rule of deleting one). */
  canDelete: boolean;
  /** Told after answers were deleted (the page's total). */
  onDeleted: () => void;
}

type Order = 'ascend' | 'descend';
interface Sorting {
  key: string;
  order: Order;
}
const NEWEST: Sorting = { key: 'created', order: 'descend' };

/** The API's sort ('-created', 'answer:q1'...) for a column and direction; undefined for the default. */
const sortParam = (sorting: Sorting) =>
  sorting.key === NEWEST.key && sorting.order === NEWEST.order
    ? undefined
    : `${sorting.order === 'descend' ? '-' : ''}${sorting.key}`;

/** The question columns hidden in this browser, per form. */
function useHiddenColumns(formId: string): [string[], (hidden: string[]) => void] {
  const key = `fb.answers-table.hidden.${formId}`;
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  const [state, setState] = useState(() => ({ key, hidden: read() }));
  const hidden = state.key === key ? state.hidden : read();
  const save = (next: string[]) => {
    setState({ key, hidden: next });
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // A browser that keeps nothing still shows the choice until the page is left.
    }
  };
  return [hidden, save];
}

export function SubmissionsTable({ form, search, canDelete, onDeleted }: SubmissionsTableProps) {
  const navigate = useNavigate();
  const alert = useAlert();
  const confirm = useConfirm();
  const [sorting, setSorting] = useState<Sorting>(NEWEST);
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [hidden, setHidden] = useHiddenColumns(form.id);
  const [selected, setSelected] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const [deleting, setDeleting] = useState(false);
  const sort = sortParam(sorting);
  const list = useSubmissionPages({ formId: form.id, search, from: range.from, to: range.to, sort });
  // A selection belongs to the page it was made on: another page, order or range starts empty.
  const selectionKey = `${search}:${range.from ?? ''}:${range.to ?? ''}:${sort ?? ''}:${list.page}`;
  const selectedIds = selected.key === selectionKey ? selected.ids : [];

  const openOf = (submission: Submission, index: number) => ({
    url: `/forms/${form.id}/submissions/${submission.id}`,
    state: { from: list.placeOf(index) },
  });

  const sortOrderOf = (key: string) => (sorting.key === key ? sorting.order : null);
  const questionColumns = form.questions.filter((question) => !hidden.includes(question.id));
  const columns: TableProps<Submission>['columns'] = [
    {
      key: 'created',
      title: text.table.date,
      sorter: true,
      sortOrder: sortOrderOf('created'),
      sortDirections: ['descend', 'ascend'],
      render: (_value, submission) => <span className="fb-nowrap">{formatDateTime(submission.created)}</span>,
    },
    {
      key: 'name',
      title: text.table.name,
      sorter: true,
      sortOrder: sortOrderOf('name'),
      render: (_value, submission, index) => {
        const open = openOf(submission, index);
        return (
          <Link to={open.url} state={open.state} aria-label={text.table.open(submission.name)}>
            {submission.name}
          </Link>
        );
      },
    },
    ...(form.anonymous
      ? []
      : [{ key: 'document', title: text.table.document, render: (_: unknown, s: Submission) => s.document }]),
    ...questionColumns.map((question) => {
      const key = `answer:${question.id}`;
      const sortable = SORTABLE_ANSWER_TYPES.includes(question.type);
      return {
        key,
        title: <span className="fb-answer-heading">{question.title}</span>,
        ...(sortable ? { sorter: true, sortOrder: sortOrderOf(key) } : {}),
        render: (_: unknown, submission: Submission) => (
          <AnswerCell answer={submission.answers.find((answer) => answer.questionId === question.id)} />
        ),
      };
    }),
  ];

  const onTableChange: TableProps<Submission>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    setSorting(key && one?.order ? { key, order: one.order } : NEWEST);
  };

  // A click anywhere on a row opens its answer, except on its checkbox, a link or a button.
  const onRowClick = (submission: Submission, index: number) => (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, label, .ant-table-selection-column')) return;
    const open = openOf(submission, index);
    void navigate(open.url, { state: open.state });
  };

  const onDelete = async () => {
    const ids = selectedIds;
    const ok = await confirm({
      title: dataSubjectMessages.answersDeleteConfirm(ids.length),
      content: dataSubjectMessages.answersDeleteWarning,
      okText: text.table.deleteOk,
      danger: true,
    });
    if (!ok) return;
    setDeleting(true);
    try {
      const { deleted } = await deleteSubmissions(ids);
      alert.success(dataSubjectMessages.answersDeleted(deleted));
      setSelected({ key: '', ids: [] });
      list.reload();
      onDeleted();
    } catch (error) {
      alert.error(errorMessage(error, text.table.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  const columnChoice = (
    <Checkbox.Group
      value={form.questions.filter((question) => !hidden.includes(question.id)).map((question) => question.id)}
      onChange={(shown) =>
        setHidden(form.questions.filter((question) => !shown.includes(question.id)).map((question) => question.id))
      }
    >
      <Flex vertical gap={4} className="fb-column-choice">
        {form.questions.map((question) => (
          <Checkbox key={question.id} value={question.id}>
            {question.title}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );

  return (
    <Flex vertical gap={12} role="region" aria-label={text.table.caption}>
      <Flex gap={8} wrap align="center">
        <DatePicker.RangePicker
          aria-label={text.table.period}
          format="DD/MM/YYYY"
          onChange={(dates) =>
            setRange(
              dates?.[0] && dates[1] ? { from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') } : {},
            )
          }
        />
        <Popover trigger="click" placement="bottomLeft" title={text.table.columnsHelp} content={columnChoice}>
          <Button icon={<SettingOutlined aria-hidden />}>{text.table.columns}</Button>
        </Popover>
        {canDelete && selectedIds.length > 0 && (
          <Flex gap={8} align="center" wrap>
            <Typography.Text>{text.table.selected(selectedIds.length)}</Typography.Text>
            <Button danger icon={<DeleteOutlined aria-hidden />} loading={deleting} onClick={() => void onDelete()}>
              {text.table.deleteSelected}
            </Button>
          </Flex>
        )}
      </Flex>
      {list.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
      {/* The table scrolls sideways in its own box (a phone shows a few columns at a time); antd's own
          scroll.x would add a hidden measuring row that holds focusable cells. */}
      <div className="fb-answers-scroll">
        <Table<Submission>
          className="fb-answers-table"
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={list.items}
          loading={list.loading}
          pagination={false}
          showSorterTooltip={false}
          locale={{ emptyText: <Empty description={text.empty} /> }}
          onChange={onTableChange}
          rowClassName="fb-answers-row"
          onRow={(submission, index) => ({ onClick: onRowClick(submission, index ?? 0) })}
          rowSelection={
            canDelete
              ? {
                  selectedRowKeys: selectedIds,
                  onChange: (keys) => setSelected({ key: selectionKey, ids: keys.map(String) }),
                  getCheckboxProps: (submission) => ({ 'aria-label': text.table.select(submission.name) }),
                  getTitleCheckboxProps: () => ({ 'aria-label': text.table.selectPage }),
                }
              : undefined
          }
        />
      </div>
      <ListPagination
        label={text.submissions.pages}
        page={list.page}
        total={list.total}
        perPage={list.perPage}
        onChange={list.setPage}
      />
    </Flex>
  );
}
