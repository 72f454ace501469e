// The submissions rows of the home page and of a form's 'Respostas': respondent, date, and the form
// or the document, with the view action to /forms/{formId}/submissions/{id}.
import { useNavigate } from 'react-router-dom';
import { Empty, List } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { IconButton } from '@formbuilder/shared-ui';
import { formatDateTime, type Submission } from '@formbuilder/contracts';
import { text } from '../text';

export interface SubmissionListProps {
  submissions: Submission[];
  /** What the second line shows besides the date: the form's title (home) or the document. */
  detail: 'form' | 'document';
}

export function SubmissionList({ submissions, detail }: SubmissionListProps) {
  const navigate = useNavigate();
  return (
    <List
      dataSource={submissions}
      locale={{ emptyText: <Empty description={text.empty} /> }}
      renderItem={(submission) => {
        const second = detail === 'form' ? submission.form.title : submission.document;
        const label = `${text.submissions.view} ${submission.name}`;
        return (
          <List.Item
            actions={[
              <IconButton
                key="view"
                title={text.submissions.view}
                aria-label={label}
                icon={<EyeOutlined />}
                onClick={() => void navigate(`/forms/${submission.form.id}/submissions/${submission.id}`)}
              />,
            ]}
          >
            <List.Item.Meta
              title={submission.name}
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
