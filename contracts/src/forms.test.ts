import {
  canChangeNotifiedUser,
  publicFormUrl,
  formBodySchema,
  formMessages,
  formPatchSchema,
  formStatusView,
  isFileUrl,
  validateFormBody,
  validateFormPatch,
} from './forms';
import { messages } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const validBody = () => ({
  title: 'Pesquisa',
  questions: [
    { id: 'q1', title: 'Nome', type: 'STRING', options: [] },
    {
      id: 'q2',
      title: 'Gostou?',
      type: 'SINGLE',
      options: [
        { text: 'Sim', goTo: 'q3' },
        { text: 'Não', goTo: 'end' },
      ],
    },
    { id: 'q3', title: 'Por quê?', type: 'TEXT', options: [] },
  ],
});

const failure = (body: unknown) => {
  const result = validateFormBody(body);
  if (result.success) throw new Error('expected a failure');
  return result;
};

describe('validateFormBody', () => {
  it('when only title and questions are given, then status is ACTIVE, anonymous false, notifiedUser null', () => {
    const result = validateFormBody(validBody());
    expect(result.success && result.data).toMatchObject({ status: 'ACTIVE', anonymous: false, notifiedUser: null });
  });

  it('when the title is blank, then it says Campo obrigatório on title', () => {
    const result = failure({ ...validBody(), title: '   ' });
    expect(result.message).toBe(messages.required);
    expect(result.fields).toEqual({ title: messages.required });
  });

  it('when there are no questions, then it says Deve ter pelo menos uma pergunta', () => {
    const result = failure({ ...validBody(), questions: [] });
    expect(result.message).toBe(messages.atLeastOneQuestion);
    expect(result.fields).toEqual({ questions: messages.atLeastOneQuestion });
  });

  it('when the second and third questions fail, then the message names the second', () => {
    // Arrange
    const body = validBody();
    body.questions[1]!.options = [{ text: 'Sim', goTo: 'q3' }];
    body.questions[2]!.title = '';

    // Act
    const result = failure(body);

    // Assert
    expect(result.message).toBe(`Pergunta #2: ${messages.atLeastTwoOptions}`);
    expect(result.fields).toEqual({
      'questions.1.options': messages.atLeastTwoOptions,
      'questions.2.title': messages.required,
    });
  });

  it('when an option has no text, then it is Campo obrigatório on that option', () => {
    const body = validBody();
    body.questions[1]!.options[0]!.text = '';
    const result = failure(body);
    expect(result.message).toBe(`Pergunta #2: ${messages.required}`);
    expect(result.fields).toEqual({ 'questions.1.options.0.text': messages.required });
  });

  it('when the type is unknown, then it is Tipo de pergunta inválido', () => {
    const body = { ...validBody(), questions: [{ title: 'x', type: 'CALENDAR' }] };
    expect(failure(body).message).toBe(`Pergunta #1: ${formMessages.invalidQuestionType}`);
  });

  it('when a jump goes backwards, then the jumping question fails even if a later one is malformed', () => {
    // Arrange
    const body = validBody();
    body.questions[1]!.options[0]!.goTo = 'q1';
    body.questions[2]!.title = '';

    // Act
    const result = failure(body);

    // Assert
    expect(result.message).toBe(`Pergunta #2: ${formMessages.jumpBackward}`);
    expect(result.fields['questions.1.options.0.goTo']).toBe(formMessages.jumpBackward);
  });

  it('when a question jumps to itself, then it is a backward jump', () => {
    const body = { ...validBody(), questions: [{ id: 'a', title: 'a', type: 'STRING', goTo: 'a' }] };
    expect(failure(body).fields).toEqual({ 'questions.0.goTo': formMessages.jumpBackward });
  });

  it('when a jump names no question, then it says so', () => {
    const body = validBody();
    (body.questions[0] as { goTo?: string }).goTo = 'nope';
    expect(failure(body).message).toBe(`Pergunta #1: ${formMessages.jumpUnknown}`);
  });

  it('when ids are missing, then they are generated, and empty jumps mean no jump', () => {
    // Act
    const result = validateFormBody({
      title: 'x',
      questions: [
        { title: 'a', type: 'STRING', goTo: '' },
        { title: 'b', type: 'TEXT', goTo: null },
      ],
    });

    // Assert
    if (!result.success) throw new Error(result.message);
    expect(result.data.questions[0]!.id).toMatch(UUID);
    expect(result.data.questions[1]!.id).toMatch(UUID);
    expect(result.data.questions[0]!.goTo).toBeUndefined();
  });

  it('when a text question carries options, then they are cleared without complaint', () => {
    const result = validateFormBody({
      title: 'x',
      questions: [{ id: 'a', title: 'a', type: 'STRING', options: [{ text: '' }, 'junk'] }],
    });
    expect(result.success && result.data.questions[0]!.options).toEqual([]);
  });

  it('when an option file is not a string, then it is cleared; a script URL is refused', () => {
    // Arrange
    const body = (file: unknown) => ({
      title: 'x',
      questions: [{ id: 'a', title: 'a', type: 'MULTIPLE', options: [{ text: '1', file }, { text: '2' }] }],
    });

    // Act
    const cleared = validateFormBody(body({ name: 'foto.png' }));
    const kept = validateFormBody(body('/files/abc/foto.png'));
    const refused = validateFormBody(body('javascript:alert(1)'));

    // Assert
    expect(cleared.success && cleared.data.questions[0]!.options[0]!.file).toBeUndefined();
    expect(kept.success && kept.data.questions[0]!.options[0]!.file).toBe('/files/abc/foto.png');
    expect(!refused.success && refused.fields).toEqual({ 'questions.0.options.0.file': formMessages.invalidFile });
  });

  it('when unknown keys are sent, then they are stripped', () => {
    const parsed = formBodySchema.parse({ ...validBody(), company: 'x', createdBy: 'y', id: 'z' });
    expect(Object.keys(parsed).sort()).toEqual([
      'anonymous',
      'description',
      'hiddenFields',
      'notifiedUser',
      'questions',
      'status',
      'title',
    ]);
  });

  it('when notifiedUser is not a UUID, then it is refused on that field', () => {
    expect(failure({ ...validBody(), notifiedUser: 'joao' }).fields).toEqual({
      notifiedUser: formMessages.invalidNotifiedUser,
    });
  });

  it('when the body is not an object, then it is Dados inválidos', () => {
    expect(failure(null).message).toBe(messages.invalidRequest);
  });
});

describe('validateFormPatch', () => {
  it('when only the status is sent, then nothing else gets a default', () => {
    const result = validateFormPatch({ status: 'INACTIVE' });
    expect(result.success && result.data).toEqual({ status: 'INACTIVE' });
  });

  it('when the status is unknown, then it is Status inválido', () => {
    expect(formPatchSchema.safeParse({ status: 'DRAFT' }).error?.issues[0]?.message).toBe(formMessages.invalidStatus);
  });
});

describe('isFileUrl', () => {
  it.each([
    ['/files/1/a.png', true],
    ['https://cdn.example.com/a.png', true],
    ['//evil.example.com/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['a b', false],
  ])('when the value is %s, then it is %s', (value, expected) => {
    expect(isFileUrl(value)).toBe(expected);
  });
});

describe('formStatusView', () => {
  it('when ACTIVE or INACTIVE, then the labels and colours are Ativo/green and Inativo/grey', () => {
    expect(formStatusView('ACTIVE')).toEqual({ statusLabel: 'Ativo', statusColor: 'green' });
    expect(formStatusView('INACTIVE')).toEqual({ statusLabel: 'Inativo', statusColor: 'grey' });
  });
});

describe('canChangeNotifiedUser', () => {
  const creator = { id: 'u1', role: 'USER' as const };
  const form = { createdBy: { id: 'u1' } };
  it('when the form is new, then anyone chooses', () => {
    expect(canChangeNotifiedUser({ id: 'u2', role: 'USER' }, null)).toBe(true);
  });
  it('when the viewer created the form or is a MANAGER, then they may change it', () => {
    expect(canChangeNotifiedUser(creator, form)).toBe(true);
    expect(canChangeNotifiedUser({ id: 'm1', role: 'MANAGER' }, form)).toBe(true);
  });
  it('when another USER views it, or its creator is gone, then it is locked', () => {
    expect(canChangeNotifiedUser({ id: 'u2', role: 'USER' }, form)).toBe(false);
    expect(canChangeNotifiedUser(creator, { createdBy: null })).toBe(false);
  });
});

describe('publicFormUrl', () => {
  it('when given an origin and a form id, then it answers the respondent address', () => {
    expect(publicFormUrl('https://app.example', 'f1')).toBe('https://app.example/submissions/f1');
  });
});
