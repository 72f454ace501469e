import { fieldErrors, type IssueLike } from './issues';
import { messages } from './messages';
import { canChangeRole, userCreateFormSchema, userCreateSchema, userMessages, userUpdateSchema } from './users';

const valid = {
  name: 'Ana Souza',
  email: 'Ana@Empresa.com',
  phone: '(11) 98765-4321',
  role: 'USER',
  password: 'senha-boa-1',
  passwordConfirm: 'senha-boa-1',
};
const fieldsOf = (result: { error?: { issues: IssueLike[] } }) => fieldErrors(result.error?.issues);

describe('userCreateSchema', () => {
  it('when the form is complete, then the e-mail comes out lower-cased', () => {
    expect(userCreateSchema.parse(valid)).toMatchObject({ email: 'ana@empresa.com', role: 'USER' });
  });

  it('when the e-mail is malformed, then it answers the catalogue server message', () => {
    expect(fieldsOf(userCreateSchema.safeParse({ ...valid, email: 'ana@' }))).toEqual({
      email: messages.emailInUse,
    });
  });

  it('when the user form checks a malformed e-mail, then it says E-mail inválido', () => {
    expect(fieldsOf(userCreateFormSchema.safeParse({ ...valid, email: 'ana@' }))).toEqual({
      email: messages.invalidEmail,
    });
    expect(userCreateFormSchema.parse(valid)).toMatchObject({ email: 'ana@empresa.com' });
  });

  it('when the phone does not follow the mask, then it says the phone message', () => {
    expect(fieldsOf(userCreateSchema.safeParse({ ...valid, phone: '11987654321' }))).toEqual({
      phone: messages.invalidPhone,
    });
  });

  it('when the password has 7 characters, then it reads Mínimo de 6 caracteres (the rule is 8)', () => {
    const result = userCreateSchema.safeParse({ ...valid, password: '1234567', passwordConfirm: '1234567' });
    expect(fieldsOf(result)).toEqual({
      password: messages.userPasswordMin,
      passwordConfirm: messages.userPasswordMin,
    });
  });

  it('when the confirmation differs, then the mismatch shows on passwordConfirm', () => {
    expect(fieldsOf(userCreateSchema.safeParse({ ...valid, passwordConfirm: 'outra-senha' }))).toEqual({
      passwordConfirm: messages.passwordMismatch,
    });
  });

  it('when the role is unknown, then it says Permissão inválida', () => {
    expect(fieldsOf(userCreateSchema.safeParse({ ...valid, role: 'ROOT' }))).toEqual({
      role: userMessages.invalidRole,
    });
  });
});

describe('userUpdateSchema', () => {
  it('when e-mail, company, id or password come, then they are dropped', () => {
    expect(
      userUpdateSchema.parse({ name: 'Ana', email: 'x@y.z', company: 'c', id: 'i', password: 'p', createdBy: 'u' }),
    ).toEqual({ name: 'Ana' });
  });
});

describe('canChangeRole', () => {
  it('lets an ADMIN or MANAGER change the role of someone else only', () => {
    expect(canChangeRole({ id: 'a', role: 'MANAGER' }, 'b')).toBe(true);
    expect(canChangeRole({ id: 'a', role: 'ADMIN' }, 'a')).toBe(false);
    expect(canChangeRole({ id: 'a', role: 'USER' }, 'b')).toBe(false);
  });
});
