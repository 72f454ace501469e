import { fieldErrors, type IssueLike } from './issues';
import { messages } from './messages';
import { pickedChoices } from './questions';
import {
  bulkDeleteInputSchema,
  commentInputSchema,
  parseSubmissionSort,
  publicSubmissionSchema,
  respondentIdentitySchema,
  SUBMISSION_LIMITS,
} from './submissions';

const firstMessages = (result: { error?: { issues: IssueLike[] } }) => fieldErrors(result.error?.issues);

describe('publicSubmissionSchema', () => {
  it('when identity fields are absent or null, then they become empty strings', () => {
    const parsed = publicSubmissionSchema.parse({ name: null, answers: [] });

    expect(parsed).toEqual({ name: '', document: '', email: '', phone: '', answers: [] });
  });

  it('when unknown keys are sent, then they are dropped', () => {
    const parsed = publicSubmissionSchema.parse({
      company: 'x',
      answers: [{ questionId: 'q1', answer: 'a', goTo: 'end', extra: 1 }],
    });

    expect(parsed).not.toHaveProperty('company');
    expect(parsed.answers[0]).toEqual({ questionId: 'q1', answer: 'a' });
  });

  it('when values are over their caps, then each field says so', () => {
    const result = publicSubmissionSchema.safeParse({
      name: 'a'.repeat(SUBMISSION_LIMITS.name + 1),
      answers: [{ questionId: 'q1', answer: 'b'.repeat(SUBMISSION_LIMITS.answer + 1) }],
    });

    expect(firstMessages(result)).toEqual({
      name: messages.maxLength(SUBMISSION_LIMITS.name),
      'answers.0.answer': messages.maxLength(SUBMISSION_LIMITS.answer),
    });
  });

  it('when an answer is a number, then it is Resposta inválida', () => {
    const result = publicSubmissionSchema.safeParse({ answers: [{ questionId: 'q1', answer: 42 }] });

    expect(firstMessages(result)).toEqual({ 'answers.0.answer': messages.invalidAnswer });
  });

  it('when answers are missing, then it is Campo obrigatório', () => {
    expect(firstMessages(publicSubmissionSchema.safeParse({}))).toEqual({ answers: messages.required });
  });
});

describe('respondentIdentitySchema', () => {
  it('when name and a valid CPF are given, then e-mail and phone may be empty', () => {
    const parsed = respondentIdentitySchema.parse({ name: ' Ana ', document: '529.982.247-25' });

    expect(parsed).toEqual({ name: 'Ana', document: '529.982.247-25', email: '', phone: '' });
  });

  it('when name and document are missing, then both are Campo obrigatório', () => {
    const result = respondentIdentitySchema.safeParse({ name: '  ', document: '' });

    expect(firstMessages(result)).toEqual({ name: messages.required, document: messages.required });
  });

  it('when the document has wrong check digits, then it is CPF/CNPJ inválido', () => {
    const result = respondentIdentitySchema.safeParse({ name: 'Ana', document: '529.982.247-26' });

    expect(firstMessages(result)).toEqual({ document: messages.invalidDocument });
  });

  it('when a valid CNPJ is given, then it is accepted', () => {
    expect(respondentIdentitySchema.safeParse({ name: 'Ana', document: '11.222.333/0001-81' }).success).toBe(true);
  });

  it('when e-mail and phone are malformed, then each has its message', () => {
    const result = respondentIdentitySchema.safeParse({
      name: 'Ana',
      document: '52998224725',
      email: 'ana@',
      phone: '11 98765-4321',
    });

    expect(firstMessages(result)).toEqual({ email: messages.invalidEmail, phone: messages.invalidPhone });
  });

  it('when the e-mail has capitals, then it is lower-cased', () => {
    const parsed = respondentIdentitySchema.parse({ name: 'Ana', document: '52998224725', email: 'Ana@X.COM' });

    expect(parsed.email).toBe('ana@x.com');
  });
});

describe('commentInputSchema', () => {
  it('when the comment is blank, then it is Campo obrigatório', () => {
    expect(firstMessages(commentInputSchema.safeParse({ comment: '   ' }))).toEqual({ comment: messages.required });
  });

  it('when the comment is too long, then the cap is named', () => {
    const result = commentInputSchema.safeParse({ comment: 'x'.repeat(SUBMISSION_LIMITS.comment + 1) });

    expect(firstMessages(result)).toEqual({ comment: messages.maxLength(SUBMISSION_LIMITS.comment) });
  });

  it('when the comment has spaces around it, then they are trimmed', () => {
    expect(commentInputSchema.parse({ comment: '  ok  ' })).toEqual({ comment: 'ok' });
  });
});

describe('pickedChoices', () => {
  const options = ['Vermelho', 'Azul', 'Verde, claro'];

  it('when an array of option texts is given, then they come back in the form order without repeats', () => {
    expect(pickedChoices(['Verde, claro', 'Vermelho', 'Vermelho'], options)).toEqual(['Vermelho', 'Verde, claro']);
  });

  it('when a joined string is given, then it is split on comma and space, even around an option holding one', () => {
    expect(pickedChoices('Azul, Verde, claro', options)).toEqual(['Azul', 'Verde, claro']);
  });

  it('when something picked is not an option, then it is undefined', () => {
    expect(pickedChoices(['Roxo'], options)).toBeUndefined();
    expect(pickedChoices('Azul, Roxo', options)).toBeUndefined();
  });

  it('when nothing is picked, then it is an empty list', () => {
    expect(pickedChoices('  ', options)).toEqual([]);
    expect(pickedChoices(['', ' '], options)).toEqual([]);
  });
});

describe('parseSubmissionSort', () => {
  it('when a sort names the date, the name or a question, then its key and direction come out', () => {
    expect(parseSubmissionSort('-created')).toEqual({ by: 'created', descending: true });
    expect(parseSubmissionSort('name')).toEqual({ by: 'name', descending: false });
    expect(parseSubmissionSort('-answer:q-1:a')).toEqual({ by: 'answer', questionId: 'q-1:a', descending: true });
  });

  it('when a sort is anything else, then it is not one', () => {
    expect(
      ['', '-', 'answer:', 'email', 'created ', '--created', `answer:${'q'.repeat(101)}`].map(parseSubmissionSort),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('bulkDeleteInputSchema', () => {
  const id = '3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b';

  it('when the selection is empty, too big or not ids, then the message says what to fix', () => {
    expect(firstMessages(bulkDeleteInputSchema.safeParse({ ids: [] }))).toEqual({ ids: messages.nothingSelected });
    expect(firstMessages(bulkDeleteInputSchema.safeParse({ ids: Array(101).fill(id) }))).toEqual({
      ids: messages.tooManySelected(100),
    });
    expect(bulkDeleteInputSchema.safeParse({ ids: ['1'] }).success).toBe(false);
    expect(bulkDeleteInputSchema.parse({ ids: [id] })).toEqual({ ids: [id] });
  });
});
