import { afterLoginPath, loginPathFor, safeRedirect } from './redirect';

describe('login redirects', () => {
  it('when a redirect is given, then the user goes there', () => {
    expect(afterLoginPath('/forms/1?x=2', 'USER')).toBe('/forms/1?x=2');
  });
  it('when none is given, then ADMIN goes to /companies and others home', () => {
    expect(afterLoginPath(null, 'ADMIN')).toBe('/companies');
    expect(afterLoginPath(null, 'MANAGER')).toBe('/');
  });
  it('never redirects to another origin', () => {
    expect(safeRedirect('https://evil.test')).toBeNull();
    expect(safeRedirect('//evil.test')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
  });

  // The URL standard drops every ASCII tab, LF and CR before parsing, so '/\t/evil' is '//evil' to
  // the browser: each is tried at every position of the prefixes that mean another origin.
  it.each(['\t', '\n', '\r'])('when a redirect hides %j inside "//" or "/\\", then it is refused', (control) => {
    const hostile = ['//evil.invalid', '/\\evil.invalid', 'https://evil.invalid'];
    const variants = hostile.flatMap((target) =>
      Array.from({ length: target.indexOf('evil') + 1 }, (_, at) => target.slice(0, at) + control + target.slice(at)),
    );
    expect(variants.length).toBeGreaterThan(8);
    for (const value of variants) {
      // Each really leaves the site when a browser reads it...
      expect(new URL(value, 'https://site.test').origin).not.toBe('https://site.test');
      // ...and is refused.
      expect({ value, redirect: safeRedirect(value) }).toEqual({ value, redirect: null });
      expect(afterLoginPath(value, 'MANAGER')).toBe('/');
    }
  });

  it('when a redirect has spaces or controls at its ends, then it is judged and used trimmed', () => {
    expect(safeRedirect(' \u0000//evil.invalid')).toBeNull();
    expect(safeRedirect('\u0001/forms/1 ')).toBe('/forms/1');
  });

  it('when a same-site path carries a tab or line break, then the browser-normalised path is used', () => {
    expect(safeRedirect('/for\tms/1?x=\n2')).toBe('/forms/1?x=2');
  });

  it('keeps path and query string in the login link', () => {
    expect(loginPathFor('/forms', '?search=a b')).toBe('/login?redirect=%2Fforms%3Fsearch%3Da%20b');
  });
});
