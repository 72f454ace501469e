import { maskBrDate, moveItem, pastedOptions, searchOptions } from './answer-inputs';

describe('pt-BR dates', () => {
  it('masks typed digits as dd/mm/aaaa, ignoring anything else and extra digits', () => {
    expect(maskBrDate('2')).toBe('2');
    expect(maskBrDate('251')).toBe('25/1');
    expect(maskBrDate('25a12')).toBe('25/12');
    expect(maskBrDate('251220269')).toBe('25/12/2026');
  });
});

describe('searchOptions', () => {
  const options = [{ text: 'São Paulo' }, { text: 'Santo André' }, { text: 'São José dos Campos' }];

  it('keeps the options holding every word, ignoring case and accents', () => {
    expect(searchOptions(options, 'sao').map((o) => o.text)).toEqual(['São Paulo', 'São José dos Campos']);
    expect(searchOptions(options, 'JOSE campos').map((o) => o.text)).toEqual(['São José dos Campos']);
    expect(searchOptions(options, 'andre').map((o) => o.text)).toEqual(['Santo André']);
  });

  it('answers every option for an empty query and none when nothing matches', () => {
    expect(searchOptions(options, '  ')).toHaveLength(3);
    expect(searchOptions(options, 'Recife')).toEqual([]);
  });
});

describe('moveItem', () => {
  it('moves an item and keeps the target inside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });
});

describe('pastedOptions', () => {
  it('splits a pasted list into one option per non-empty line, trimmed', () => {
    expect(pastedOptions('Acre\r\n  Alagoas \n\nAmapá\n')).toEqual(['Acre', 'Alagoas', 'Amapá']);
  });

  it('leaves a one-line paste to the input', () => {
    expect(pastedOptions('Bahia')).toBeNull();
    expect(pastedOptions('Bahia\n\n')).toBeNull();
  });
});
