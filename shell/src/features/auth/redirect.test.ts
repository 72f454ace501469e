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
  it('keeps path and query string in the login link', () => {
    expect(loginPathFor('/forms', '?search=a b')).toBe('/login?redirect=%2Fforms%3Fsearch%3Da%20b');
  });
});
