import { fieldErrors, type IssueLike } from './issues';
import {
  companyCreateSchema,
  companyManagerUpdateSchema,
  companyUpdateSchema,
  DEFAULT_COMPANY_COLOR,
} from './companies';
import { messages } from './messages';

const valid = { name: 'Padaria', formsLimit: 3, usersLimit: 2 };
const fieldsOf = (result: { error?: { issues: IssueLike[] } }) => fieldErrors(result.error?.issues);

describe('companyCreateSchema', () => {
  it('when only the required fields come, then flags default to off and the colour to the default', () => {
    expect(companyCreateSchema.parse(valid)).toEqual({
      ...valid,
      allowEmail: false,
      allowSMS: false,
      allowWhatsapp: false,
      color: DEFAULT_COMPANY_COLOR,
    });
  });

  it('when the name is blank, then it says Campo obrigatório', () => {
    expect(fieldsOf(companyCreateSchema.safeParse({ ...valid, name: '  ' }))).toEqual({ name: messages.required });
  });

  it.each([0, -1, 1.5])('when a limit is %s, then it says Deve ser maior que 0', (limit) => {
    expect(fieldsOf(companyCreateSchema.safeParse({ ...valid, formsLimit: limit, usersLimit: limit }))).toEqual({
      formsLimit: messages.greaterThanZero,
      usersLimit: messages.greaterThanZero,
    });
  });

  it('when a limit is missing, then it says Campo obrigatório', () => {
    expect(fieldsOf(companyCreateSchema.safeParse({ name: 'X', formsLimit: 1 }))).toEqual({
      usersLimit: messages.required,
    });
  });

  it('when the colour is not hex of 3 or 6 digits, then it says the RGB message', () => {
    expect(fieldsOf(companyCreateSchema.safeParse({ ...valid, color: '#12' }))).toEqual({
      color: messages.invalidColor,
    });
    expect(companyCreateSchema.parse({ ...valid, color: '#abc' }).color).toBe('#abc');
  });

  it('when unknown keys come, then they are dropped', () => {
    expect(companyCreateSchema.parse({ ...valid, id: 'x', logoFileId: 'y' })).not.toHaveProperty('id');
  });
});

describe('company updates', () => {
  it('when an ADMIN patches, then only the given fields come out and logo null means remove', () => {
    expect(companyUpdateSchema.parse({ usersLimit: 4, logo: null })).toEqual({ usersLimit: 4, logo: null });
  });

  it('when a MANAGER patches limits and flags, then only name, colour and logo survive', () => {
    expect(
      companyManagerUpdateSchema.parse({ name: 'Nova', color: '#000', usersLimit: 99, allowSMS: true, formsLimit: 9 }),
    ).toEqual({ name: 'Nova', color: '#000' });
  });
});
