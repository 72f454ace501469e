// One answer in a cell of the table view, shown as the answer view shows it (contracts answerDisplay:
// a date dd/mm/aaaa, a number with a decimal comma, 'n de 10'), on one or a few lines: a grid's rows
// and a ranking's items are joined, an upload is a link named by its file.
import { Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { answerDisplay, fileLinkOf, fileNameOf, type Answer } from '@formbuilder/contracts';

export function AnswerCell({ answer }: { answer: Pick<Answer, 'answer' | 'type' | 'value'> | undefined }) {
  if (!answer) return null;
  const url = fileLinkOf(answer, window.location.origin);
  if (url) {
    const name = fileNameOf(url);
    return (
      <Typography.Link href={url} download={name} className="fb-answer-cell">
        <PaperClipOutlined aria-hidden /> {name}
      </Typography.Link>
    );
  }
  const shown = answerDisplay(answer);
  const line =
    shown.kind === 'grid'
      ? shown.rows.map(({ row, column }) => `${row}: ${column}`).join('; ')
      : shown.kind === 'list'
        ? shown.items.map((item, index) => `${index + 1}. ${item}`).join('; ')
        : shown.text;
  return <span className="fb-answer-cell">{line}</span>;
}
