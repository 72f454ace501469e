import { messages } from './messages';
import { hasInvalidCharacters, safeString } from './text';

describe('the string rule', () => {
  it('when text holds a NUL or an unpaired surrogate, then it is refused with the pt-BR message', () => {
    for (const value of ['a\u0000b', 'a\uD800', '\uDC00b', '\uDBFF\uDBFF\uDC00x\uDC00']) {
      expect(hasInvalidCharacters(value)).toBe(true);
      const result = safeString().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.invalidCharacters);
    }
  });

  it('when text holds accents, emoji (paired surrogates) or line breaks, then it passes', () => {
    for (const value of ['Ação é ótima', 'Obrigado 👍🏽', 'linha 1\nlinha 2\ttab', '']) {
      expect(hasInvalidCharacters(value)).toBe(false);
      expect(safeString().safeParse(value).success).toBe(true);
    }
  });
});
