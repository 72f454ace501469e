import { useRef } from 'react';
import { fileNameOf, isFileAnswer, isImageAnswer } from '@formbuilder/contracts';

/** Text as text; an image opens in a zoom lightbox; another file is a download link. */
export function AnswerValue({ answer }: { answer: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (isImageAnswer(answer)) {
    return (
      <>
        <button
          type="button"
          className="rs-thumb"
          onClick={() => dialog.current?.showModal()}
          aria-label={`Ampliar ${fileNameOf(answer)}`}
        >
          <img src={answer} alt={fileNameOf(answer)} />
        </button>
        <dialog ref={dialog} className="rs-lightbox" onClick={() => dialog.current?.close()}>
          <img src={answer} alt={fileNameOf(answer)} />
          <button type="button" className="rs-button" onClick={() => dialog.current?.close()}>
            Fechar
          </button>
        </dialog>
      </>
    );
  }
  if (isFileAnswer(answer)) {
    return (
      <a className="rs-link" href={answer} download>
        {fileNameOf(answer)}
      </a>
    );
  }
  return <p className="rs-answer">{answer}</p>;
}
