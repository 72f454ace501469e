// Pure rules of the wizard around the contracts' branching: is an answer given, what gets sent.
import {
  fieldErrors,
  respondentIdentitySchema,
  type PublicForm,
  type PublicSubmissionInput,
  type Question,
  type StepAnswer,
} from '@formbuilder/contracts';
import type { Identity } from './draft/draft-store';

export function isAnswered(answer: StepAnswer): boolean {
  if (answer === null || answer === undefined) return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  return answer.length > 0;
}

/** Field errors of the identification, or an empty object when it is valid. */
export function identityErrors(identity: Identity, only?: keyof Identity): Partial<Record<keyof Identity, string>> {
  const result = respondentIdentitySchema.safeParse(identity);
  if (result.success) return {};
  const errors = fieldErrors(result.error.issues) as Partial<Record<keyof Identity, string>>;
  return only ? (errors[only] ? { [only]: errors[only] } : {}) : errors;
}

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
): PublicSubmissionInput {
  const walked = history.map((index) => form.questions[index]).filter((q): q is Question => Boolean(q));
  return {
    ...(form.anonymous ? { name: '', document: '', email: '', phone: '' } : identity),
    // Sent only where the company asks for it, so other bodies stay as they were.
    ...(form.company.privacy?.ackRequired ? { privacyAck } : {}),
    answers: walked
      .filter((question) => isAnswered(answers[question.id]))
      .map((question) => {
        const answer = answers[question.id]!;
        return {
          questionId: question.id,
          question: question.title,
          answer: typeof answer === 'string' ? answer.trim() : [...answer],
        };
      }),
  };
}
