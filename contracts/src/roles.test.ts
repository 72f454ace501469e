import { homePathFor, roleLabels, roleSelectorLabels } from './roles';
import { loginSchema } from './auth';
import { messages } from './messages';

describe('homePathFor', () => {
  it('sends an ADMIN to the companies list', () => {
    expect(homePathFor('ADMIN')).toBe('/companies');
  });
  it('sends MANAGER and USER home', () => {
    expect(homePathFor('MANAGER')).toBe('/');
    expect(homePathFor('USER')).toBe('/');
  });
});

describe('role labels', () => {
  it('labels MANAGER as Gerente on records and Gestor in the selector', () => {
    expect(roleLabels.MANAGER).toBe('Gerente');
    expect(roleSelectorLabels.MANAGER).toBe('Gestor');
  });
});

describe('loginSchema', () => {
  it('when the e-mail is malformed, then it says E-mail inválido', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.invalidEmail);
  });
  it('when fields are empty, then both are required', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.required, messages.required]);
  });
  it('when both are given, then it trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });
});
