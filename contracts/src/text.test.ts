import fs from 'node:fs';
import path from 'node:path';
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

describe('every input schema uses the string rule', () => {
  // Response schemas describe what the API sends; every other schema here reads input.
  const notInput = new Set(['responses.ts', 'text.ts']);

  it('when a schema file of contracts declares a string, then it is a safeString', () => {
    // Arrange
    const directory = __dirname;
    const files = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !notInput.has(name));

    // Act: `z.string(` spelled over any whitespace, as a formatter may break it across lines.
    const offenders = files.filter((name) =>
      /\bz\s*\.\s*string\s*\(/.test(fs.readFileSync(path.join(directory, name), 'utf8')),
    );

    // Assert
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

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
