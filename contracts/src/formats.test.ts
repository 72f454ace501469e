import { formatDocument, formatPhone, isCnpj, isCpf, isDocument, isPhone } from './formats';
import { emailSchema, hexColorSchema } from './format-schemas';
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
    expect(formatDocument('112223330001')).toBe('11.222.333/0001');
    expect(formatDocument('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });
});

// The alphanumeric CNPJ issued since July 2026: 12 digits or letters, then 2 numeric check digits
// computed with each character valued at its char code minus 48 (A = 17 ... Z = 42).
describe('alphanumeric CNPJ', () => {
  // The example the Receita Federal publishes in its questions and answers, and its combinations of an
  // alphanumeric root and/or branch (check digits worked out by hand with the same rule).
  const valid = [
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    'AA.345.678/0001-14',
    'AA.345.678/000A-29',
    '12.345.678/000A-08',
  ];
  it.each(valid)('accepts %s', (value) => {
    expect(isCnpj(value)).toBe(true);
    expect(isDocument(value)).toBe(true);
    expect(isCpf(value)).toBe(false);
  });

  it('reads lower-case letters as upper-case', () => {
    expect(isCnpj('12.abc.345/01de-35')).toBe(true);
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  const invalid = [
    ['a wrong first check digit', '12.ABC.345/01DE-45'],
    ['a wrong second check digit', '12.ABC.345/01DE-36'],
    ['a letter in the check digits', '12.ABC.345/01DE-3A'],
    ['one character short', '12.ABC.345/01D-35'],
    ['one character too many', '12.ABC.345/01DEF-35'],
    ['characters outside A-Z and 0-9', '12.ÁBC.345/01DE-35'],
    ['other punctuation', '12*ABC*345*01DE*35'],
    ['all the same digit', '00.000.000/0000-00'],
  ];
  it.each(invalid)('refuses %s', (_why, value) => {
    expect(isCnpj(value)).toBe(false);
    expect(isDocument(value)).toBe(false);
  });

  it('never takes letters in a CPF', () => {
    expect(isCpf('529.982.247-2A')).toBe(false);
    expect(isDocument('52998224A25')).toBe(false);
  });

  it('formats the new format as AA.AAA.AAA/AAAA-DV while it is typed', () => {
    expect(formatDocument('12A')).toBe('12.A');
    expect(formatDocument('12ABC345')).toBe('12.ABC.345');
    expect(formatDocument('12ABC34501DE')).toBe('12.ABC.345/01DE');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
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
