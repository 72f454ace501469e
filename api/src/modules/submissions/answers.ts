// Checks a respondent's answers against the form's current questions (docs/product.md#validation, #limits,
// docs/forms-and-templates.md#the-question-model): only known questions, each answer through the one
// validation of its type (contracts validateAnswer), file and signature answers that point at this
// server's uploads, and the whole set through the form's path (contracts checkAnswerPath): no answer to
// a question the logic skipped, every required question on the path answered. Empty answers are
// dropped, multiple choices joined by ', ', and each answer keeps the title shown today.
import {
  answerText,
  checkAnswerPath,
  isFileType,
  legacyQuestionTypes,
  messages,
  validateAnswer,
  type Answer,
  type AnswerInput,
  type AnswerValue,
  type Question,
} from '@formbuilder/contracts';
import { uploadedFileId } from '../../kernel/file-urls';

export { uploadedFileId };

export interface CheckedAnswers {
  /** In the form's question order. */
  answers: Answer[];
  /** Uploads the answers point at; their answer text is filled in once the file is claimed. */
  files: { fileId: string; answer: Answer; field: string; signature: boolean }[];
  /** Per-field errors, keyed like the body (`answers.2.answer`); empty when all is well. */
  fields: Record<string, string>;
}

const isLegacyType = (question: Question) => (legacyQuestionTypes as readonly string[]).includes(question.type);

/** The stored answer: the text every reader shows, and for the new types the typed value too. */
function storedAnswer(question: Question, value: AnswerValue): Answer {
  const answer: Answer = { questionId: question.id, question: question.title, answer: answerText(question, value) };
  // The original types keep the exact shape earlier releases stored and read.
  if (!isLegacyType(question)) answer.value = value;
  return answer;
}

export function checkAnswers(inputs: AnswerInput[], questions: Question[], publicUrl: string): CheckedAnswers {
  const fields: Record<string, string> = {};
  const byQuestion = new Map<number, Answer>();
  const values: Record<string, AnswerValue> = {};
  const fieldOf = new Map<string, string>();
  const files: CheckedAnswers['files'] = [];
  const seen = new Set<string>();

  inputs.forEach((input, index) => {
    const field = `answers.${index}`;
    const position = questions.findIndex((question) => question.id === input.questionId);
    const question = questions[position];
    if (!question) {
      fields[`${field}.questionId`] = messages.unknownQuestion;
      return;
    }
    if (seen.has(question.id)) {
      fields[`${field}.questionId`] = messages.repeatedQuestion;
      return;
    }
    seen.add(question.id);
    fieldOf.set(question.id, `${field}.answer`);
    // The typed value wins; older wizards send only the text (or option texts).
    const raw = input.value !== undefined && input.value !== null ? input.value : input.answer;
    // Required or not, an empty answer is judged by the path below, which knows whether it was shown.
    const check = validateAnswer({ ...question, required: false }, raw);
    if (!check.ok) {
      fields[`${field}.answer`] = check.message;
      return;
    }
    if (check.value === null) return;
    if (isFileType(question.type)) {
      const fileId = uploadedFileId(check.value as string, publicUrl);
      if (!fileId) {
        fields[`${field}.answer`] = messages.invalidFileAnswer;
        return;
      }
      const stored = storedAnswer(question, check.value);
      files.push({ fileId, answer: stored, field: `${field}.answer`, signature: question.type === 'SIGNATURE' });
      byQuestion.set(position, stored);
    } else byQuestion.set(position, storedAnswer(question, check.value));
    values[question.id] = check.value;
  });

  if (Object.keys(fields).length === 0) {
    // Required as stored: every save and migration 0011 write the field; a row written without it
    // (by hand) is refused nothing for a missing answer, as before the field existed.
    const stored = questions.map((question) => ({ ...question, required: question.required === true }));
    const issue = checkAnswerPath(stored, values);
    if (issue) fields[fieldOf.get(issue.questionId) ?? 'answers'] = issue.message;
  }

  const answers = [...byQuestion.entries()].sort(([a], [b]) => a - b).map(([, answer]) => answer);
  return { answers, files, fields };
}
