import { matchRoute } from './navigation';

describe('matchRoute', () => {
  it('matches the public form and the public submission view', () => {
    expect(matchRoute('/submissions/abc')).toEqual({ page: 'form', formId: 'abc' });
    expect(matchRoute('/forms/f1/submissions/s1/view')).toEqual({
      page: 'submission',
      formId: 'f1',
      submissionId: 's1',
    });
  });
  it('sends anything else to the form-not-found page', () => {
    expect(matchRoute('/form-not-found')).toEqual({ page: 'not-found' });
    expect(matchRoute('/forms/f1/submissions/s1')).toEqual({ page: 'not-found' });
  });
});
