// A FILE question: the limits are shown before choosing; only a chosen file is uploaded, and its
// URL becomes the answer. A failed upload can be retried and never touches the other answers.
import { useId, useState } from 'react';
import { fileMessages, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@formbuilder/contracts';
import { text } from '../../../text';
import { uploadFile } from '../api/upload-file';

interface FileAnswerProps {
  url: string;
  /** The form being answered (a preview of an unsaved form has none). */
  formId: string | undefined;
  onChange: (url: string) => void;
  labelId: string;
  errorId: string;
}

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

export function FileAnswer({ url, formId, onChange, labelId, errorId }: FileAnswerProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<File | null>(null);

  const upload = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(fileMessages.tooLarge);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, formId, setProgress);
      setFailed(null);
      onChange(uploaded.url);
    } catch (e) {
      setFailed(file);
      setError(e instanceof Error ? e.message : text.file.failed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="rs-file">
      <p className="rs-hint" id={`${inputId}-limits`}>
        {text.file.limits}
      </p>
      <input
        id={inputId}
        className="rs-visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-labelledby={labelId}
        aria-describedby={`${inputId}-limits ${errorId}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {/* After the input, so its keyboard focus outlines this visible button. */}
      <label className="rs-button rs-button--ghost rs-file__pick" htmlFor={inputId}>
        {url ? text.file.replace : text.file.choose}
      </label>
      {progress !== null && (
        <p className="rs-hint" role="status">
          <progress max={100} value={progress} /> {text.file.uploading(progress)}
        </p>
      )}
      {url && progress === null && (
        <p className="rs-file__name">
          <a href={url} target="_blank" rel="noreferrer">
            {fileName(url)}
          </a>
        </p>
      )}
      {error && (
        <p className="rs-error" role="alert">
          {error}{' '}
          {failed && (
            <button type="button" className="rs-link" onClick={() => void upload(failed)}>
              {text.file.retry}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
