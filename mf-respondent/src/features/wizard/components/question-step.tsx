import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { isRequired, type PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { WizardQuestion } from '../question-kind';
import type { Wizard } from '../use-wizard';
import { recallTitle } from '../wizard-answers';
import { AnswerInput, preloadSteps } from './answer-input';

/** The controls a step's answer is given with, in the order a keyboard reaches them. */
const CONTROLS = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])';

/**
 * Focuses the step's own control: the chosen radio of a group (else its first), or the first field or
 * button. Their names are the question (aria-labelledby), so a screen reader still hears it. A step
 * whose chunk is still loading has none yet: the title holds the focus until the control appears.
 */
function focusAnswer(area: HTMLElement, heading: HTMLElement): () => void {
  const control = () =>
    area.querySelector<HTMLElement>('input[type=radio]:checked:not([disabled])') ??
    area.querySelector<HTMLElement>(CONTROLS);
  const found = control();
  if (found) {
    found.focus();
    return () => undefined;
  }
  heading.focus();
  const observer = new MutationObserver(() => {
    const later = control();
    if (!later) return;
    observer.disconnect();
    if (document.activeElement === heading) later.focus();
  });
  observer.observe(area, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export function QuestionStep({ form, wizard, preview }: { form: PublicForm; wizard: Wizard; preview: boolean }) {
  const step = wizard.step!;
  const question: WizardQuestion = form.questions[step]!;
  const titleId = useId();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answerArea = useRef<HTMLDivElement>(null);

  // Each new question puts the focus in its answer, so a keyboard user types or picks at once. Before the
  // step is painted: a quick user's first keys land in the step's field, never half elsewhere.
  useLayoutEffect(() => focusAnswer(answerArea.current!, heading.current!), [step]);
  // The chunks of the heavy steps this form has start loading with its first question.
  useEffect(() => preloadSteps(form.questions), [form]);

  const { position, total } = wizard.progress;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (wizard.isLast) wizard.submit();
        else wizard.next();
      }}
    >
      <div className="rs-progress" aria-live="polite">
        <span>{text.progress(position, total)}</span>
        <progress max={total} value={position} aria-hidden />
      </div>
      <div className="rs-step__body" ref={answerArea}>
        <h2 id={titleId} className="rs-question" tabIndex={-1} ref={heading}>
          {recallTitle(question.title, form, wizard.draft.answers, wizard.hidden)}
          {isRequired(question) ? '' : ` (${text.optional})`}
        </h2>
        <AnswerInput
          question={question}
          formId={form.id || undefined}
          answer={wizard.draft.answers[question.id]}
          onChange={(answer) => wizard.setAnswer(question.id, answer)}
          labelId={titleId}
          errorId={errorId}
          invalid={Boolean(wizard.answerError)}
        />
        <p id={errorId} className="rs-error" aria-live="assertive">
          {wizard.answerError ?? ''}
        </p>
      </div>
      {wizard.sendError && (
        <p className="rs-error rs-error--block" role="alert">
          {wizard.sendError}
        </p>
      )}
      {preview && wizard.isLast && <p className="rs-hint">{text.preview}</p>}
      <div className="rs-actions">
        <button
          type="button"
          className="rs-button rs-button--ghost"
          onClick={wizard.previous}
          disabled={wizard.isFirst}
        >
          {text.previous}
        </button>
        <button type="submit" className="rs-button" disabled={preview && wizard.isLast}>
          {wizard.isLast ? text.send : text.next}
        </button>
      </div>
    </form>
  );
}
