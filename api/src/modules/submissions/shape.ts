// How stored answers are shown, to the staff and on the respondent's link alike.
import type { Question, QuestionType } from '@formbuilder/contracts';

/**
 * Each answer with its question's type in the form as it is now, so the apps show a file link only
 * for FILE questions (contracts fileLinkOf); a question removed since has no type.
 */
export function withTypes<T extends { questionId?: string }>(
  answers: T[],
  questions: Question[],
): (T & { type?: QuestionType })[] {
  const typeOf = new Map(questions.map((question) => [question.id, question.type]));
  return answers.map((answer) => {
    const type = answer.questionId === undefined ? undefined : typeOf.get(answer.questionId);
    return type === undefined ? answer : { ...answer, type };
  });
}

/** Whether the link that was answered carried hidden fields. */
export const hasHidden = (hidden: Record<string, string> | null | undefined): hidden is Record<string, string> =>
  hidden !== null && hidden !== undefined && Object.keys(hidden).length > 0;
