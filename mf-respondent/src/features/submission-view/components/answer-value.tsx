import { useRef } from 'react';
import type { PublicSubmission } from '@formbuilder/contracts';
import { kit } from '../page-kit';
import { submissionText as text } from '../text';

/**
 * Text as text; an image opens in a zoom lightbox (a signature too); another file is a download link;
 * a grid is a small table, a ranking an ordered list, a date dd/mm/aaaa, a number with a decimal comma
 * (contracts answerDisplay). Only a FILE
 * question's upload to this server counts as a file (contracts fileLinkOf): a URL a respondent
 * typed stays text.
 */
export function AnswerValue({ answer: given }: { answer: PublicSubmission['answers'][number] }) {
  const { answerDisplay, fileLinkOf, fileNameOf, isImageAnswer } = kit;
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
  const shown = answerDisplay(given);
  if (shown.kind === 'grid') {
    return (
      <table className="rs-answer-grid">
        <thead>
          <tr>
            <th scope="col">{text.gridRow}</th>
            <th scope="col">{text.gridChoice}</th>
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
      <ol className="rs-answer-list">
        {shown.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  }
  return <p className="rs-answer">{shown.text}</p>;
}
