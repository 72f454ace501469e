// SIGNATURE, loaded only by forms that have one: drawn with a finger or the mouse (signature_pad),
// then uploaded as a PNG through the public upload of the form's files; its URL becomes the answer.
// A canvas PNG carries no EXIF or other metadata.
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { typeText as text } from '../text';
import { kit } from '../kit';
import type { StepProps } from '../typed-answers';

interface SignatureProps extends StepProps {
  formId: string | undefined;
}

const toPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(kit.fileText.failed))), 'image/png'),
  );

export default function SignatureAnswer({ answer, onChange, formId, labelId, errorId }: SignatureProps) {
  const url = typeof answer === 'string' ? answer : '';
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (url || !element) return;
    // Sized in device pixels, so the line stays sharp on a phone.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const signature = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: '#111827' });
    signature.addEventListener('endStroke', () => {
      setDrawn(true);
      setError(null);
    });
    pad.current = signature;
    return () => {
      signature.off();
      pad.current = null;
    };
  }, [url]);

  const save = async () => {
    const signature = pad.current;
    if (!signature || signature.isEmpty()) {
      setError(text.signature.empty);
      return;
    }
    setError(null);
    setBusy(0);
    try {
      const blob = await toPng(canvas.current!);
      const uploaded = await kit.uploadFile(
        new File([blob], text.signature.fileName, { type: 'image/png' }),
        formId,
        setBusy,
      );
      onChange(uploaded.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : kit.fileText.failed);
    } finally {
      setBusy(null);
    }
  };

  if (url) {
    return (
      <div className="rs-signature">
        <img className="rs-signature__image" src={url} alt={text.signature.saved} />
        <div className="rs-actions rs-actions--start">
          <button
            type="button"
            className="rs-button rs-button--ghost"
            onClick={() => {
              setDrawn(false);
              onChange('');
            }}
          >
            {text.signature.redo}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="rs-signature">
      <p className="rs-hint" id={`${labelId}-signature-hint`}>
        {text.signature.hint}
      </p>
      <canvas
        ref={canvas}
        className="rs-signature__pad"
        role="img"
        aria-label={text.signature.label}
        aria-describedby={`${labelId}-signature-hint ${errorId}`}
      />
      <div className="rs-actions rs-actions--start">
        <button
          type="button"
          className="rs-button rs-button--ghost"
          disabled={!drawn || busy !== null}
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
          }}
        >
          {text.signature.clear}
        </button>
        <button type="button" className="rs-button" disabled={busy !== null} onClick={() => void save()}>
          {text.signature.save}
        </button>
      </div>
      {busy !== null && (
        <p className="rs-hint" role="status">
          <progress max={100} value={busy} /> {kit.fileText.uploading(busy)}
        </p>
      )}
      {error && (
        <p className="rs-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
