// The input of one question, by type; every control is a native, labelled element. The heavy types
// (matrix, ranking, signature) are chunks of their own, loaded only when a form shows one.
import { lazy, Suspense } from 'react';
import { imageVariantUrl, RESPONDENT_IMAGE_WIDTH, type StepAnswer } from '@formbuilder/contracts';
import { isNewType, loadNewTypes, type WizardQuestion } from '../question-kind';
import { FileAnswer } from './file-answer';

const NewTypeStep = lazy(loadNewTypes);

/** Starts loading the steps and checks of the new types when the form has one, before its step shows. */
export function preloadSteps(questions: readonly WizardQuestion[]): void {
  const types = questions.map((question) => question.type);
  if (!types.some(isNewType)) return;
  void loadNewTypes().then((steps) => steps.preloadHeavy(types));
}

interface AnswerInputProps {
  question: WizardQuestion;
  /** The form being answered, which its uploads are for. */
  formId?: string;
  answer: StepAnswer;
  onChange: (answer: StepAnswer) => void;
  labelId: string;
  errorId: string;
  invalid: boolean;
}

export function AnswerInput({ question, formId, answer, onChange, labelId, errorId, invalid }: AnswerInputProps) {
  const described = { 'aria-labelledby': labelId, 'aria-describedby': errorId, 'aria-invalid': invalid || undefined };
  const text = typeof answer === 'string' ? answer : '';
  const step = { question, answer, onChange, labelId, errorId, invalid };
  switch (question.type) {
    case 'STRING':
      return <input className="rs-input" value={text} onChange={(e) => onChange(e.target.value)} {...described} />;
    case 'TEXT':
      return (
        <textarea
          className="rs-input rs-textarea"
          rows={5}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...described}
        />
      );
    case 'SINGLE':
      return (
        <div role="radiogroup" className="rs-choices" {...described}>
          {question.options.map((option) => (
            <label key={option.text} className="rs-choice">
              <input
                type="radio"
                name={question.id}
                value={option.text}
                checked={text === option.text}
                onChange={() => onChange(option.text)}
              />
              {option.file && (
                <img className="rs-choice__image" src={imageVariantUrl(option.file, RESPONDENT_IMAGE_WIDTH)} alt="" />
              )}
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      );
    case 'MULTIPLE': {
      const picked = Array.isArray(answer) ? answer : [];
      return (
        <div role="group" className="rs-choices" {...described}>
          {question.options.map((option) => (
            <label key={option.text} className="rs-choice">
              <input
                type="checkbox"
                value={option.text}
                checked={picked.includes(option.text)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? question.options.map((o) => o.text).filter((t) => t === option.text || picked.includes(t))
                      : picked.filter((t) => t !== option.text),
                  )
                }
              />
              {option.file && (
                <img className="rs-choice__image" src={imageVariantUrl(option.file, RESPONDENT_IMAGE_WIDTH)} alt="" />
              )}
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      );
    }
    case 'FILE':
      return <FileAnswer url={text} formId={formId} onChange={onChange} labelId={labelId} errorId={errorId} />;
    default:
      return (
        // Its chunk was asked for with the form's first question, so it is seldom still loading here.
        <Suspense fallback={null}>
          <NewTypeStep {...step} formId={formId} />
        </Suspense>
      );
  }
}
