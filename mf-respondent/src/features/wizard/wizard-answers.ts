// Pure rules of the wizard around the contracts' branching: is an answer given, what gets sent.
import {
  fieldErrors,
  nextStep,
  pickHiddenFields,
  renderRecall,
  respondentIdentitySchema,
  type StepValue,
  type PublicForm,
  type PublicSubmissionInput,
  type Question,
  type StepAnswer,
} from '@formbuilder/contracts';
import type { Identity } from './draft/draft-store';
import { answerText, isStepAnswered, typedValue, type WizardQuestion } from './question-kind';

export function isAnswered(answer: StepAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.length > 0;
}

/**
 * How many questions follow question `index` on the respondent's path: where the answers given so far
 * lead, each question ahead taking the way its current answer (or none) gives. Zero on the last step.
 */
export function stepsAhead(questions: readonly Question[], index: number, answers: Record<string, StepAnswer>): number {
  let count = 0;
  let at = nextStep(questions, index, answers[questions[index]?.id ?? '']);
  while (at !== null) {
    count += 1;
    at = nextStep(questions, at, answers[questions[at]!.id]);
  }
  return count;
}

/** Field errors of the identification, or an empty object when it is valid. */
export function identityErrors(identity: Identity, only?: keyof Identity): Partial<Record<keyof Identity, string>> {
  const result = respondentIdentitySchema.safeParse(identity);
  if (result.success) return {};
  const errors = fieldErrors(result.error.issues) as Partial<Record<keyof Identity, string>>;
  return only ? (errors[only] ? { [only]: errors[only] } : {}) : errors;
}

/** The form's declared hidden fields found in the link's query string ('?pedido=123'). */
export const readHiddenFields = (form: PublicForm, search: string): Record<string, string> =>
  pickHiddenFields(form.hiddenFields, new URLSearchParams(search));

/** A title with its `{{name}}` recalls filled in: plain text, rendered as text, never as HTML. */
export const recallTitle = (
  title: string,
  form: PublicForm,
  answers: Record<string, StepAnswer>,
  hidden: Record<string, string>,
): string => renderRecall(title, { questions: form.questions, answers: answers as Record<string, StepValue>, hidden });

/**
 * The body to send: the identification (none for anonymous forms) and the answers of the questions
 * on the path actually walked, so answers left on a branch the respondent backed out of are not sent.
 */
export function submissionBody(
  form: PublicForm,
  identity: Identity,
  answers: Record<string, StepAnswer>,
  history: number[],
  privacyAck = false,
  hidden: Record<string, string> = {},
): PublicSubmissionInput {
  const walked: WizardQuestion[] = history
    .map((index) => form.questions[index])
    .filter((q): q is Question => Boolean(q));
  return {
    ...(form.anonymous ? { name: '', document: '', email: '', phone: '' } : identity),
    // Sent only where the company asks for it, so other bodies stay as they were.
    ...(form.company.privacy?.ackRequired ? { privacyAck } : {}),
    // Sent only when the form declares hidden fields and the link filled some.
    ...(Object.keys(hidden).length > 0 ? { hidden } : {}),
    answers: walked
      .filter((question) => isStepAnswered(question, answers[question.id]))
      .map((question) => {
        const answer = answers[question.id];
        const value = typedValue(question, answer);
        return {
          questionId: question.id,
          question: question.title,
          answer: answerText(question, answer) as string | string[],
          ...(value !== undefined ? { value } : {}),
        };
      }),
  } as PublicSubmissionInput;
}
