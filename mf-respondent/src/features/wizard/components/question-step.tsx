import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { isRequired, type PublicForm } from '@formbuilder/contracts';
import { text } from '../../../text';
import type { WizardQuestion } from '../question-kind';
import type { Wizard } from '../use-wizard';
import { recallTitle } from '../wizard-answers';
import { AnswerInput, preloadSteps } from './answer-input';

export function QuestionStep({ form, wizard, preview }: { form: PublicForm; wizard: Wizard; preview: boolean }) {
  const step = wizard.step!;
  const question: WizardQuestion = form.questions[step]!;
  const titleId = useId();
  const errorId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each new question takes the focus, so keyboard and screen-reader users start from its title. Before
  // the step is painted: a quick user's first keys land in the step's field, never half in it and half on
  // the title.
  useLayoutEffect(() => heading.current?.focus(), [step]);
  // The chunks of the heavy steps this form has start loading with its first question.
  useEffect(() => preloadSteps(form.questions), [form]);

  const position = wizard.draft.history.length;
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
        <span>{text.progress(position, form.questions.length)}</span>
        <progress max={form.questions.length} value={position} aria-hidden />
      </div>
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
