// One answer as docs/product.md#limits shows it: an image opens in a zoom lightbox (a signature too),
// another file is a download link with its size, a grid is a small table, a ranking a numbered
// list, a date dd/mm/aaaa, a number with a decimal comma (contracts answerDisplay), anything else is text (answers stored before typed values, or of a type this build does
// not know, show their text). Only a FILE question's upload to this server
// counts as a file (contracts fileLinkOf); any other URL is shown as the text it is.
import { Image, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { answerDisplay, fileLinkOf, fileNameOf, formatBytes, isImageAnswer, type Answer } from '@formbuilder/contracts';
import { useRequest } from '@formbuilder/shared-ui';
import { fileSize } from '../../../api/submissions-api';
import { text } from '../../../text';
import './answer-value.css';

export function AnswerValue({ answer }: { answer: Pick<Answer, 'answer' | 'type' | 'value'> }) {
  const url = fileLinkOf(answer, window.location.origin);
  if (url && isImageAnswer(url)) {
    return (
      <Image
        src={url}
        alt={text.submission.zoom(fileNameOf(url))}
        width={160}
        style={{ objectFit: 'cover', borderRadius: 8 }}
      />
    );
  }
  if (url) return <FileLink url={url} />;
  const shown = answerDisplay(answer);
  if (shown.kind === 'grid') {
    return (
      <table className="fb-answer-grid">
        <thead>
          <tr>
            <th scope="col">{text.submission.gridRow}</th>
            <th scope="col">{text.submission.gridChoice}</th>
          </tr>
        </thead>
        <tbody>
          {shown.rows.map(({ row, column }) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              <td>{column}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (shown.kind === 'list') {
    return (
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {shown.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  return <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{shown.text}</Typography.Paragraph>;
}

function FileLink({ url }: { url: string }) {
  const size = useRequest(`file-size:${url}`, () => fileSize(url));
  const name = fileNameOf(url);
  return (
    <Typography.Link href={url} download={name}>
      <PaperClipOutlined /> {name}
      {size.data !== undefined ? ` (${formatBytes(size.data)})` : ''}
    </Typography.Link>
  );
}
