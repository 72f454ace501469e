// The submissions rows of the home page and of a form's 'Respostas': respondent, date, and the form
// or the document. The whole row opens /forms/{formId}/submissions/{id}, carrying where it sits in
// the list so the answer view can offer previous/next.
import { Empty, List } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { CLICKABLE_ROW, ListItemMeta, RowLink } from '@formbuilder/shared-ui';
import { formatDateTime, type Submission } from '@formbuilder/contracts';
import type { AnswerListPlace } from '../api/answer-neighbours';
import { text } from '../text';

export interface SubmissionListProps {
  submissions: Submission[];
  /** What the second line shows besides the date: the form's title (home) or the document. */
  detail: 'form' | 'document';
  /** Where the row at `index` sits in the list it belongs to. */
  placeOf?: (index: number) => AnswerListPlace;
}

export function SubmissionList({ submissions, detail, placeOf }: SubmissionListProps) {
  return (
    <List
      dataSource={submissions}
      locale={{ emptyText: <Empty description={text.empty} /> }}
      renderItem={(submission, index) => {
        const second = detail === 'form' ? submission.form.title : submission.document;
        return (
          <List.Item className={CLICKABLE_ROW} extra={<RightOutlined aria-hidden />}>
            <ListItemMeta
              title={
                <RowLink
                  to={`/forms/${submission.form.id}/submissions/${submission.id}`}
                  state={placeOf ? { from: placeOf(index) } : undefined}
                  aria-label={`${text.submissions.view} ${submission.name}`}
                >
                  {submission.name}
                </RowLink>
              }
              description={
                <span style={{ overflowWrap: 'anywhere' }}>
                  {formatDateTime(submission.created)}
                  {second ? ` · ${second}` : ''}
                </span>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
