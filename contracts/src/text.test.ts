import { messages } from './messages';
import { privacyFieldsSchema } from './privacy';
import { stepViewsSchema } from './submissions';
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

describe('the string rule on fields that once skipped it', () => {
  it.each([
    ['privacyNotice', privacyFieldsSchema.privacyNotice],
    ['privacyPolicyUrl', privacyFieldsSchema.privacyPolicyUrl],
  ])('when the company field %s holds a lone surrogate or a NUL, then it is refused', (_name, schema) => {
    for (const value of ['a\uD800b', 'https://exemplo.com.br/\u0000']) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe(messages.invalidCharacters);
    }
  });

  it('when a step of a step-view report holds a NUL or a lone surrogate, then it is refused', () => {
    for (const step of ['q\u0000', '\uDC00']) {
      const result = stepViewsSchema.safeParse({ steps: ['welcome', step] });
      expect(result.error?.issues[0]?.message).toBe(messages.invalidCharacters);
    }
  });
});
