// One answer as SPEC section 9 shows it: an image opens in a zoom lightbox, another file is a
// download link with its size, anything else is text.
import { Image, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { fileNameOf, formatBytes, isFileAnswer, isImageAnswer } from '@formbuilder/contracts';
import { useRequest } from '@formbuilder/shared-ui';
import { fileSize } from '../../../api/submissions-api';
import { text } from '../../../text';

export function AnswerValue({ answer }: { answer: string }) {
  if (isImageAnswer(answer)) {
    return (
      <Image
        src={answer}
        alt={text.submission.zoom(fileNameOf(answer))}
        width={160}
        style={{ objectFit: 'cover', borderRadius: 8 }}
      />
    );
  }
  if (isFileAnswer(answer)) return <FileLink url={answer} />;
  return <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{answer}</Typography.Paragraph>;
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
