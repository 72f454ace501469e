import { findArea, isKnownSignedInPath } from './areas';

describe('findArea', () => {
  it('gives the home page and /forms* to mf-forms', () => {
    expect(findArea('/')?.remote).toBe('forms');
    expect(findArea('/forms/abc/submissions')?.remote).toBe('forms');
  });
  it('gives /companies* and /users* to mf-admin, /templates* and /library* to mf-library', () => {
    expect(findArea('/companies/1/users')?.remote).toBe('admin');
    expect(findArea('/users')?.remote).toBe('admin');
    expect(findArea('/auditoria')?.remote).toBe('admin');
    expect(findArea('/templates/new')?.remote).toBe('library');
    expect(findArea('/library/9')?.remote).toBe('library');
  });
  it('does not match look-alike prefixes or unknown paths', () => {
    expect(findArea('/formsx')).toBeUndefined();
    expect(findArea('/nope')).toBeUndefined();
    expect(isKnownSignedInPath('/nope')).toBe(false);
    expect(isKnownSignedInPath('/account')).toBe(true);
  });
  it('keeps the company settings screens of the company form in the shell', () => {
    expect(findArea('/empresa/marca')).toBeUndefined();
    expect(isKnownSignedInPath('/empresa')).toBe(true);
    expect(isKnownSignedInPath('/empresa/privacidade')).toBe(true);
    expect(isKnownSignedInPath('/empresa/outra')).toBe(false);
  });
});
