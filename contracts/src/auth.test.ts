import { fieldErrors, type IssueLike } from './issues';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './auth';
import { messages } from './messages';

const fieldsOf = (result: { error?: { issues: IssueLike[] } }) => fieldErrors(result.error?.issues);

describe('forgotPasswordSchema', () => {
  it('when the e-mail is missing or invalid, then it names the field', () => {
    expect(fieldsOf(forgotPasswordSchema.safeParse({}))).toEqual({ email: messages.required });
    expect(fieldsOf(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({ email: messages.invalidEmail });
  });
});

describe('resetPasswordSchema', () => {
  it('when both passwords are 64 characters and equal, then it passes', () => {
    const password = 'p'.repeat(64);
    expect(resetPasswordSchema.safeParse({ token: 't', password, passwordConfirm: password }).success).toBe(true);
  });

  it('when a password has 7 characters, then both fields say the 8-character message', () => {
    expect(
      fieldsOf(resetPasswordSchema.safeParse({ token: 't', password: '1234567', passwordConfirm: '1234567' })),
    ).toEqual({ password: messages.passwordMin, passwordConfirm: messages.passwordMin });
  });

  it('when the confirmation differs, then the mismatch shows on passwordConfirm', () => {
    expect(
      fieldsOf(resetPasswordSchema.safeParse({ token: 't', password: '12345678', passwordConfirm: '12345679' })),
    ).toEqual({ passwordConfirm: messages.passwordMismatch });
  });

  it('when the token is missing, then it reads as the reset failure', () => {
    expect(fieldsOf(resetPasswordSchema.safeParse({ password: '12345678', passwordConfirm: '12345678' }))).toEqual({
      token: messages.resetFailed,
    });
  });
});

describe('changePasswordSchema', () => {
  it('when the current password is short, then it says the 8-character message on oldPassword', () => {
    expect(
      fieldsOf(
        changePasswordSchema.safeParse({ oldPassword: 'abc', password: '12345678', passwordConfirm: '12345678' }),
      ),
    ).toEqual({ oldPassword: messages.passwordMin });
  });
});
