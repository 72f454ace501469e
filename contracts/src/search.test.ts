import { digitsOnly, normalizeSearch } from './search';

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
