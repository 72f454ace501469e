// The submissions rows of the home page and of a form's 'Respostas': respondent, date, and the form
// or the document. The whole row opens /forms/{formId}/submissions/{id}, carrying where it sits in
// the list so the answer view can offer previous/next.
// Drawn with the theme's measures as antd's List draws its items (padding, dividers, title and
// description), without List itself: List imports Pagination, and Pagination the whole Select, which
// the home page, the first screen after signing in, would download although it pages on its own
// (docs/architecture.md, "What the signed-in app loads").
import { Empty, theme } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { CLICKABLE_ROW, RowLink } from '@formbuilder/shared-ui';
import type { Submission } from '@formbuilder/contracts';
import type { AnswerListPlace } from '../api/answer-neighbours';
import { submissionRow } from './list-content';
import { text } from '../text';

export interface SubmissionListProps {
  submissions: Submission[];
  /** What the second line shows besides the date: the form's title (home) or the document. */
  detail: 'form' | 'document';
  /** Where the row at `index` sits in the list it belongs to. */
  placeOf?: (index: number) => AnswerListPlace;
}

export function SubmissionList({ submissions, detail, placeOf }: SubmissionListProps) {
  const { token } = theme.useToken();
  if (submissions.length === 0) {
    return (
      <div style={{ padding: token.padding, textAlign: 'center' }}>
        <Empty description={text.empty} />
      </div>
    );
  }
  const line = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {submissions.map((submission, index) => {
        const row = submissionRow(submission, detail);
        return (
          <li
            key={submission.id}
            className={CLICKABLE_ROW}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: token.marginSM,
              padding: `${token.paddingContentVertical}px 0`,
              color: token.colorText,
              borderBlockEnd:
                index < submissions.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : 'none',
            }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <div style={{ ...line, marginBottom: token.marginXXS, color: token.colorText }}>
                <RowLink to={row.href} state={placeOf ? { from: placeOf(index) } : undefined} aria-label={row.label}>
                  {row.title}
                </RowLink>
              </div>
              <div style={{ ...line, color: token.colorTextDescription, overflowWrap: 'anywhere' }}>{row.line}</div>
            </div>
            <RightOutlined aria-hidden />
          </li>
        );
      })}
    </ul>
  );
}
