import {
  INVITATION_VALID_DAYS,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationExpired,
  invitationFormSchema,
  invitationMessages,
} from './invitations';
import { messages } from './messages';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('invitations', () => {
  it('when a person is invited, then the e-mail is lower-cased and nobody is invited as ADMIN', () => {
    // Act
    const ok = invitationCreateSchema.parse({ name: ' Ana ', email: 'Ana@Example.COM', role: 'USER' });
    const admin = invitationCreateSchema.safeParse({ name: 'Ana', email: 'ana@example.com', role: 'ADMIN' });

    // Assert
    expect(ok).toEqual({ name: 'Ana', email: 'ana@example.com', role: 'USER' });
    expect(issues(admin)).toEqual({ role: 'Permissão inválida' });
  });

  it('when the form has a bad e-mail and no name, then each field says its own message', () => {
    // Act
    const result = invitationFormSchema.safeParse({ name: '', email: 'nao-e-email', role: 'MANAGER' });

    // Assert
    expect(issues(result)).toEqual({ name: messages.required, email: messages.invalidEmail });
  });

  it('when the confirmation differs or the password is short, then it is said on that field', () => {
    // Act
    const mismatch = invitationAcceptSchema.safeParse({
      token: 't',
      password: 'senha-longa-1',
      passwordConfirm: 'x-longa-12',
    });
    const short = invitationAcceptSchema.safeParse({ token: 't', password: 'curta', passwordConfirm: 'curta' });
    const noToken = invitationAcceptSchema.safeParse({
      token: '',
      password: 'senha-longa-1',
      passwordConfirm: 'senha-longa-1',
    });

    // Assert
    expect(issues(mismatch)).toEqual({ passwordConfirm: messages.passwordMismatch });
    expect(issues(short)).toEqual({ password: messages.passwordMin, passwordConfirm: messages.passwordMin });
    expect(issues(noToken)).toEqual({ token: invitationMessages.unusable });
  });

  it('when the link is 7 days old, then it has run out', () => {
    // Arrange
    const now = new Date('2026-11-24T12:00:00Z');

    // Act / Assert
    expect(INVITATION_VALID_DAYS).toBe(7);
    expect(invitationExpired('2026-11-24T12:00:01Z', now)).toBe(false);
    expect(invitationExpired('2026-11-24T12:00:00Z', now)).toBe(true);
  });
});
