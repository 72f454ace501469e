// 'ver todas': every answer to one text or file question in the chosen range, newest first, paged.
import { Drawer, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, type QuestionInsight } from '@formbuilder/contracts';
import { ListPagination, useListPage, useRequest } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { ANSWERS_PER_PAGE, listQuestionAnswers, type InsightsRange } from '../api/insights-api';

export interface AllAnswersDrawerProps {
  formId: string;
  question: QuestionInsight | null;
  range: InsightsRange;
  onClose: () => void;
}

export function AllAnswersDrawer({ formId, question, range, onClose }: AllAnswersDrawerProps) {
  const key = `${question?.id ?? ''}:${range.from ?? ''}:${range.to ?? ''}`;
  const [page, setPage] = useListPage(key);
  const answers = useRequest(`answers:${formId}:${key}:${page}`, () =>
    question ? listQuestionAnswers(formId, question.id, range, page) : Promise.resolve(undefined),
  );
  return (
    <Drawer open={question !== null} onClose={onClose} title={question?.title} size="large">
      <List
        loading={answers.loading}
        dataSource={answers.data?.items ?? []}
        renderItem={(sample) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <div style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{sample.answer}</div>
              <Link to={`/forms/${formId}/submissions/${sample.submissionId}`}>
                <Typography.Text type="secondary">{formatDateTime(sample.created)}</Typography.Text>
              </Link>
            </div>
          </List.Item>
        )}
      />
      <ListPagination
        label={text.insights.answerPages}
        page={page}
        total={answers.data?.totalItems ?? 0}
        perPage={ANSWERS_PER_PAGE}
        onChange={setPage}
      />
    </Drawer>
  );
}
