import { EMBED_ORIGINS_MAX, embedOriginOf, embedOriginsSchema, embedSnippet } from './embed';
import { embedHostOrigin } from './embed-protocol';

describe('embedOriginOf', () => {
  it.each([
    ['https://www.acme.com.br', 'https://www.acme.com.br'],
    ['https://WWW.Acme.com.br/', 'https://www.acme.com.br'],
    ['  http://localhost:8080 ', 'http://localhost:8080'],
    ['https://acme.com.br:443', 'https://acme.com.br'],
  ])('when %s is typed, then the site is %s', (typed, expected) => {
    expect(embedOriginOf(typed)).toBe(expected);
  });

  it.each([
    ['a path', 'https://acme.com.br/contato'],
    ['a query', 'https://acme.com.br?x=1'],
    ['a wildcard', 'https://*.acme.com.br'],
    ['credentials', 'https://eu:senha@acme.com.br'],
    ['another scheme', 'javascript://acme.com.br'],
    ['no scheme', 'acme.com.br'],
    ['a second source', "https://acme.com.br 'unsafe-inline'"],
    ['a directive break', 'https://acme.com.br;script-src'],
  ])('when it has %s (%s), then it is refused', (_case, typed) => {
    expect(embedOriginOf(typed)).toBeUndefined();
  });
});

describe('embedOriginsSchema', () => {
  it('when the list has blanks and repeats, then it keeps each site once, normalised', () => {
    expect(embedOriginsSchema.parse(['https://a.com.br/', '', 'https://A.com.br', 'http://b.com.br:81'])).toEqual([
      'https://a.com.br',
      'http://b.com.br:81',
    ]);
  });

  it('when one entry is not a site, then the message names it and tells the expected form', () => {
    const result = embedOriginsSchema.safeParse(['https://a.com.br', 'https://a.com.br/pagina']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Endereço de site inválido: "https://a.com.br/pagina". Use só o início do endereço, como https://www.exemplo.com.br (http:// ou https://, sem caminho)',
    );
  });

  it('when more sites than allowed are listed, then it is refused', () => {
    const many = Array.from({ length: EMBED_ORIGINS_MAX + 1 }, (_, i) => `https://site${i}.com.br`);
    expect(embedOriginsSchema.safeParse(many).error?.issues[0]?.message).toBe('Informe no máximo 20 sites');
  });
});

describe('embedSnippet', () => {
  it('when inline, then the tag names the script and the form only; other modes add data-mode', () => {
    expect(embedSnippet('https://f.exemplo.com.br/', 'abc')).toBe(
      '<script src="https://f.exemplo.com.br/embed.js" data-form="abc" async></script>',
    );
    expect(embedSnippet('https://f.exemplo.com.br', 'abc', 'popup')).toBe(
      '<script src="https://f.exemplo.com.br/embed.js" data-form="abc" data-mode="popup" async></script>',
    );
  });
});

describe('embedHostOrigin', () => {
  it('when the fragment names a bare origin, then it is the host; anything else is none', () => {
    expect(embedHostOrigin('#embed=https%3A%2F%2Fwww.acme.com.br')).toBe('https://www.acme.com.br');
    expect(embedHostOrigin('#embed=http%3A%2F%2Flocalhost%3A8080')).toBe('http://localhost:8080');
    expect(embedHostOrigin('#embed=*')).toBeUndefined();
    expect(embedHostOrigin('#embed=https%3A%2F%2Facme.com.br%2Fx')).toBeUndefined();
    expect(embedHostOrigin('')).toBeUndefined();
  });
});
