import { digitsOnly, documentKey, documentSearchKey, normalizeSearch } from './search';

describe('normalizeSearch', () => {
  it('when a name has accents, capitals and extra spaces, then it yields the plain lower-case key', () => {
    expect(normalizeSearch('  José   ÁVILA Conceição ')).toBe('jose avila conceicao');
  });
});

describe('digitsOnly', () => {
  it('when a CPF is punctuated, then only its digits remain', () => {
    expect(digitsOnly('123.456.789-09')).toBe('12345678909');
  });
});

describe('documentKey', () => {
  it('keeps digits and letters, upper-cased, of a CPF or a numeric or alphanumeric CNPJ', () => {
    expect(documentKey('529.982.247-25')).toBe('52998224725');
    expect(documentKey('11.222.333/0001-81')).toBe('11222333000181');
    expect(documentKey('12.abc.345/01DE-35')).toBe('12ABC34501DE35');
  });
  it('searches documents only when the text holds a digit', () => {
    expect(documentSearchKey('abc.345')).toBe('ABC345');
    expect(documentSearchKey('Maria')).toBe('');
  });
});
