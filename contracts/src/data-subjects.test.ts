import { companyManagerUpdateSchema } from './companies';
import { dataSubjectMessages, dataSubjectQuerySchema } from './data-subjects';
import { privacyMessages } from './privacy';

describe('data subject query', () => {
  it('when a document is typed with or without its mask, in any case, then it becomes its search key', () => {
    expect(dataSubjectQuerySchema.parse({ document: '529.982.247-25' })).toEqual({ document: '52998224725' });
    expect(dataSubjectQuerySchema.parse({ document: ' 12.abc.345/01de-35 ' })).toEqual({
      document: '12ABC34501DE35',
    });
  });

  it('when an e-mail is given, then it is lower-cased', () => {
    expect(dataSubjectQuerySchema.parse({ email: 'Ana@Example.COM' })).toEqual({ email: 'ana@example.com' });
  });

  it('when neither or both are given, or either is invalid, then the issue names the field with its pt-BR message', () => {
    const issue = (input: object) => dataSubjectQuerySchema.safeParse(input).error?.issues[0];
    expect(issue({})).toMatchObject({ path: ['document'], message: dataSubjectMessages.oneKey });
    expect(issue({ document: '52998224725', email: 'a@b.com' })?.message).toBe(dataSubjectMessages.oneKey);
    expect(issue({ document: '52998224700' })).toMatchObject({
      path: ['document'],
      message: dataSubjectMessages.invalidDocument,
    });
    expect(issue({ email: 'não é e-mail' })).toMatchObject({
      path: ['email'],
      message: dataSubjectMessages.invalidEmail,
    });
  });
});

describe('retention days', () => {
  it('when a MANAGER sets a whole number of days from 1, or null, then it is kept; otherwise the pt-BR message', () => {
    expect(companyManagerUpdateSchema.parse({ retentionDays: 30 })).toEqual({ retentionDays: 30 });
    expect(companyManagerUpdateSchema.parse({ retentionDays: null })).toEqual({ retentionDays: null });
    for (const retentionDays of [0, 2.5, 11_001, '30']) {
      const result = companyManagerUpdateSchema.safeParse({ retentionDays });
      expect(result.error?.issues[0]?.message).toBe(privacyMessages.retentionDays);
    }
  });
});
