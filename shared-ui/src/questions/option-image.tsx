// The optional picture of a choice: a pt-BR button opens the image chooser, the file is checked
// here, uploaded, and the option keeps its URL; a preview with a remove button once set.
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { IMAGE_ACCEPT } from '@formbuilder/contracts';
import { text } from './text';
import { imageFileProblem, uploadImage } from './upload-image';

export interface OptionImageProps {
  url: string | undefined;
  onChange: (url: string | undefined) => void;
  /** Positions from 1, for the accessible names. */
  option: number;
  question: number;
}

export function OptionImageButton({
  onChange,
  option,
  question,
  onError,
}: Pick<OptionImageProps, 'onChange' | 'option' | 'question'> & {
  onError: (message: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    onError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(file);
      onChange(uploaded.url);
    } catch {
      onError(text.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={text.optionImage(option, question)}
        onChange={(event) => void onFile(event)}
        style={{ display: 'none' }}
      />
      <Button
        icon={<PictureOutlined />}
        aria-label={text.chooseImage(option, question)}
        title={text.chooseImage(option, question)}
        loading={uploading}
        onClick={() => input.current?.click()}
      />
    </>
  );
}

export function OptionImagePreview({ url, onChange, option, question }: OptionImageProps) {
  if (!url) return null;
  return (
    <Flex gap={8} align="center">
      <img
        src={url}
        alt={text.optionImage(option, question)}
        width={64}
        height={64}
        style={{ objectFit: 'contain', border: '1px solid #e5e7eb', borderRadius: 8, background: '#fff' }}
      />
      <Button
        size="small"
        icon={<DeleteOutlined />}
        aria-label={text.removeImage(option, question)}
        title={text.removeImage(option, question)}
        onClick={() => onChange(undefined)}
      />
    </Flex>
  );
}
