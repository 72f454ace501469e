import { AUDIT_PER_PAGE, auditActionLabels, auditActions, auditMessages, auditQuerySchema } from './audit';

describe('audit query', () => {
  it('when nothing is given, then it is the first page of 30', () => {
    // Act
    const query = auditQuerySchema.parse({});

    // Assert
    expect(query).toEqual({ page: 1, perPage: AUDIT_PER_PAGE });
    expect(AUDIT_PER_PAGE).toBe(30);
  });

  it('when a period is given as days, then `to` means the end of its day (UTC)', () => {
    // Act
    const query = auditQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' });

    // Assert
    expect(query.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(query.to?.toISOString()).toBe('2026-01-31T23:59:59.999Z');
  });

  it('when a filter is bad, then the issue carries its pt-BR message', () => {
    // Arrange
    const message = (input: object) => auditQuerySchema.safeParse(input).error?.issues[0]?.message;

    // Act / Assert
    expect(message({ action: 'form.hacked' })).toBe(auditMessages.invalidAction);
    expect(message({ from: '31/01/2026' })).toBe(auditMessages.invalidDate);
    expect(message({ from: '2026-02-01', to: '2026-01-01' })).toBe(auditMessages.invalidPeriod);
    expect(message({ companyId: 'abc' })).toBe(auditMessages.invalidId);
  });

  it('when the actions are listed, then each has a pt-BR label', () => {
    // Assert
    expect(auditActions).toContain('submission.deleted');
    for (const action of auditActions) expect(auditActionLabels[action]).toMatch(/^[A-ZÀ-Ú]/);
  });
});
