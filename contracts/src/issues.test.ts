import { z } from 'zod';
import { fieldErrors } from './issues';
import { messages } from './messages';
import { forgotPasswordSchema } from './auth';

describe('fieldErrors', () => {
  it('when a field fails twice, then only its first message is kept', () => {
    // Arrange
    const issues = [
      { path: ['email'], message: 'primeira' },
      { path: ['email'], message: 'segunda' },
    ];

    // Act
    const fields = fieldErrors(issues);

    // Assert
    expect(fields).toEqual({ email: 'primeira' });
  });

  it('when issues are nested, then they are keyed by their dotted path', () => {
    // Arrange
    const schema = z.object({ questions: z.array(z.object({ title: z.string().min(1, 'vazio') })) });

    // Act
    const fields = fieldErrors(schema.safeParse({ questions: [{ title: 'a' }, { title: '' }] }).error!.issues);

    // Assert
    expect(fields).toEqual({ 'questions.1.title': 'vazio' });
  });

  it('when an issue is about the whole value, then it names no field', () => {
    // Arrange
    const issues = [
      { path: [], message: 'geral' },
      { path: ['name'], message: messages.required },
    ];

    // Act
    const fields = fieldErrors(issues);

    // Assert
    expect(fields).toEqual({ name: messages.required });
  });

  it('when a contracts schema rejects a body, then the failing field has its pt-BR message', () => {
    // Arrange
    const body = { email: 'ana@' };

    // Act
    const fields = fieldErrors(forgotPasswordSchema.safeParse(body).error?.issues);

    // Assert
    expect(fields).toEqual({ email: messages.invalidEmail });
  });

  it('when nothing failed, then there are no fields', () => {
    // Act
    const fields = fieldErrors(undefined);

    // Assert
    expect(fields).toEqual({});
  });
});
