import { useRef } from 'react';
import { fileLinkOf, fileNameOf, isImageAnswer, type PublicSubmission } from '@formbuilder/contracts';

/**
 * Text as text; an image opens in a zoom lightbox; another file is a download link. Only a FILE
 * question's upload to this server counts as a file (contracts fileLinkOf): a URL a respondent
 * typed stays text.
 */
export function AnswerValue({ answer: given }: { answer: PublicSubmission['answers'][number] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const answer = fileLinkOf(given, window.location.origin);
  if (answer && isImageAnswer(answer)) {
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
  if (answer) {
    return (
      <a className="rs-link" href={answer} download>
        {fileNameOf(answer)}
      </a>
    );
  }
  return <p className="rs-answer">{given.answer}</p>;
}
