import {
  brDateFromIso,
  formatBrNumber,
  isoFromBrDate,
  maskBrDate,
  moveItem,
  parseBrNumber,
  scalePoints,
  searchOptions,
} from './answer-inputs';

describe('pt-BR dates', () => {
  it('masks typed digits as dd/mm/aaaa, ignoring anything else and extra digits', () => {
    expect(maskBrDate('2')).toBe('2');
    expect(maskBrDate('251')).toBe('25/1');
    expect(maskBrDate('25a12')).toBe('25/12');
    expect(maskBrDate('251220269')).toBe('25/12/2026');
  });

  it('reads only whole, real calendar days', () => {
    expect(isoFromBrDate('25/12/2026')).toBe('2026-12-25');
    expect(isoFromBrDate(' 29/02/2024 ')).toBe('2024-02-29');
    expect(isoFromBrDate('29/02/2026')).toBeNull();
    expect(isoFromBrDate('31/04/2026')).toBeNull();
    expect(isoFromBrDate('25/12/26')).toBeNull();
    expect(isoFromBrDate('2026-12-25')).toBeNull();
  });

  it('shows a stored day as dd/mm/aaaa and leaves anything else as it is', () => {
    expect(brDateFromIso('2026-01-05')).toBe('05/01/2026');
    expect(brDateFromIso('ontem')).toBe('ontem');
  });
});

describe('pt-BR numbers', () => {
  it.each([
    ['12,5', 12.5],
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['2.5', 2.5],
    ['-3', -3],
    [' 7 ', 7],
  ])('reads %p as %p', (typed, expected) => {
    expect(parseBrNumber(typed)).toBe(expected);
  });

  it.each(['', 'doze', '1,2,3', '1.2.3,4.5', '12,'])('refuses %p', (typed) => {
    expect(parseBrNumber(typed)).toBeNull();
  });

  it('writes a decimal comma', () => {
    expect(formatBrNumber(1234.5)).toBe('1234,5');
    expect(formatBrNumber(-2)).toBe('-2');
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

describe('moveItem and scalePoints', () => {
  it('moves an item and keeps the target inside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('lists the points of a scale, both ends included', () => {
    expect(scalePoints(0, 10)).toHaveLength(11);
    expect(scalePoints(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
