// One answer as docs/product.md#limits shows it: an image opens in a zoom lightbox (a signature too),
// another file is a download link with its size, a grid is one line per row, a ranking a numbered
// list, anything else is text (answers stored before typed values, or of a type this build does
// not know, show their text). Only a FILE question's upload to this server
// counts as a file (contracts fileLinkOf); any other URL is shown as the text it is.
import { Image, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { fileLinkOf, fileNameOf, formatBytes, isImageAnswer, type Answer } from '@formbuilder/contracts';
import { useRequest } from '@formbuilder/shared-ui';
import { fileSize } from '../../../api/submissions-api';
import { text } from '../../../text';

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
  const { value } = answer;
  if (answer.type === 'MATRIX' && value && typeof value === 'object' && !Array.isArray(value)) {
    return (
      <dl style={{ margin: 0 }}>
        {Object.entries(value).map(([row, column]) => (
          <div key={row} style={{ display: 'flex', gap: 8 }}>
            <dt style={{ fontWeight: 500 }}>{row}:</dt>
            <dd style={{ margin: 0 }}>{column}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (answer.type === 'RANKING' && Array.isArray(value)) {
    return (
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {value.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  return <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer.answer}</Typography.Paragraph>;
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
