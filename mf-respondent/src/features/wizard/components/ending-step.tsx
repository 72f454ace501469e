// The final screen (docs/forms-and-templates.md#a-forms-life): the form's own title (with `{{name}}`
// recalls, as in question titles) and text, else 'Formulário enviado com sucesso'; the link to the
// answer; VOLTAR PARA O INÍCIO, or 'Enviar outra resposta' when the form offers it; and, when the
// form names one, the company's http(s) address opened right away.
import { useEffect } from 'react';
import { isHttpUrl, messages, type PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import { endingText } from '../ending-text';
import type { Wizard } from '../use-wizard';
import { recallTitle } from '../wizard-answers';

export function EndingStep({ form, wizard, preview }: { form: PublicForm; wizard: Wizard; preview: boolean }) {
  const ending = form.ending;
  const redirectUrl = ending?.redirectUrl && isHttpUrl(ending.redirectUrl) ? ending.redirectUrl : '';
  const title = ending?.title ? recallTitle(ending.title, form, wizard.draft.answers, wizard.hidden).trim() : '';

  useEffect(() => {
    if (redirectUrl && !preview) window.location.assign(redirectUrl);
  }, [redirectUrl, preview]);

  return (
    <div role="status" className="rs-done">
      <p className="rs-done__title">{title || messages.submitted}</p>
      {ending?.text && <p className="rs-done__text">{ending.text}</p>}
      {redirectUrl ? (
        <p>
          {endingText.redirecting}{' '}
          <a className="rs-link" href={redirectUrl}>
            {endingText.continue}
          </a>
        </p>
      ) : null}
      {wizard.submissionId && (
        <p>
          <a className="rs-link" href={`/forms/${form.id}/submissions/${wizard.submissionId}/view`}>
            {text.viewSubmission}
          </a>
        </p>
      )}
      <div className="rs-actions">
        <button type="button" className="rs-button" onClick={wizard.restart}>
          {ending?.anotherAnswer ? endingText.anotherAnswer : text.backToStart}
        </button>
      </div>
    </div>
  );
}
