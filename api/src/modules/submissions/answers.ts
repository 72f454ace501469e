// Checks a respondent's answers against the form's current questions (docs/product.md#validation, #limits): only
// known questions, options that exist, file answers that point at this server's uploads; empty
// answers are dropped, multiple choices joined by ', ', and each answer keeps the title shown today.
import {
  CHOICE_SEPARATOR,
  messages,
  pickedChoices,
  type Answer,
  type AnswerInput,
  type Question,
} from '@formbuilder/contracts';
import { uploadedFileId } from '../files';

export { uploadedFileId };

export interface CheckedAnswers {
  /** In the form's question order. */
  answers: Answer[];
  /** Uploads the answers point at; their answer text is filled in once the file is claimed. */
  files: { fileId: string; answer: Answer; field: string }[];
  /** Per-field errors, keyed like the body (`answers.2.answer`); empty when all is well. */
  fields: Record<string, string>;
}

function textOf(value: string | string[]): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

export function checkAnswers(inputs: AnswerInput[], questions: Question[], publicUrl: string): CheckedAnswers {
  const fields: Record<string, string> = {};
  const byQuestion = new Map<number, Answer>();
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
    if (input.answer === null) return;

    const fail = (message: string) => {
      fields[`${field}.answer`] = message;
    };
    const keep = (answer: string) => {
      const stored: Answer = { questionId: question.id, question: question.title, answer };
      byQuestion.set(position, stored);
      return stored;
    };
    const optionTexts = question.options.map((option) => option.text.trim());

    switch (question.type) {
      case 'STRING':
      case 'TEXT':
      case 'SINGLE': {
        const text = textOf(input.answer);
        if (text === undefined) return fail(messages.invalidAnswer);
        if (text === '') return;
        if (question.type === 'SINGLE' && !optionTexts.includes(text)) return fail(messages.invalidOption);
        keep(text);
        return;
      }
      case 'MULTIPLE': {
        const picked = pickedChoices(input.answer, optionTexts);
        if (!picked) return fail(messages.invalidOption);
        if (picked.length > 0) keep(picked.join(CHOICE_SEPARATOR));
        return;
      }
      case 'FILE': {
        const text = textOf(input.answer);
        if (text === undefined) return fail(messages.invalidAnswer);
        if (text === '') return;
        const fileId = uploadedFileId(text, publicUrl);
        if (!fileId) return fail(messages.invalidFileAnswer);
        files.push({ fileId, answer: keep(text), field: `${field}.answer` });
        return;
      }
      default:
        // A question type this server does not know (data written by hand) takes no answer.
        fail(messages.invalidAnswer);
    }
  });

  const answers = [...byQuestion.entries()].sort(([a], [b]) => a - b).map(([, answer]) => answer);
  return { answers, files, fields };
}
