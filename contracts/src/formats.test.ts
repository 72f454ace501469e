import {
  formatDocument,
  formatPhone,
  isCnpj,
  isCpf,
  isDocument,
  isPhone,
  emailSchema,
  hexColorSchema,
} from './formats';
import { messages } from './messages';

describe('phone', () => {
  it('formats digits as the mask fills in', () => {
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119876')).toBe('(11) 9876');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1198765432199')).toBe('(11) 98765-4321');
  });
  it('accepts only (XX) XXXXX-XXXX', () => {
    expect(isPhone('(11) 98765-4321')).toBe(true);
    expect(isPhone('11987654321')).toBe(false);
    expect(isPhone('(11) 8765-4321')).toBe(false);
  });
});

describe('CPF and CNPJ', () => {
  it('checks the CPF check digits', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224726')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
  });
  it('checks the CNPJ check digits', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isDocument('11222333000181')).toBe(true);
  });
  it('formats as CPF up to 11 digits and as CNPJ beyond', () => {
    expect(formatDocument('5299822')).toBe('529.982.2');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('schemas', () => {
  it('lower-cases e-mails and says E-mail inválido', () => {
    expect(emailSchema.parse(' Ana@X.COM ')).toBe('ana@x.com');
    expect(emailSchema.safeParse('ana@').error?.issues[0]?.message).toBe(messages.invalidEmail);
  });
  it('takes hex colours of 3 or 6 digits', () => {
    expect(hexColorSchema.safeParse('#f00').success).toBe(true);
    expect(hexColorSchema.safeParse('#FF0000').success).toBe(true);
    expect(hexColorSchema.safeParse('red').error?.issues[0]?.message).toBe(messages.invalidColor);
  });
});
