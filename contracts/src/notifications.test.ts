import {
  brasiliaMonth,
  brazilianE164,
  formatE164,
  inQuietHours,
  isOptOut,
  laterStatus,
  notificationPreferencesUpdateSchema,
  phoneCodeText,
} from './notifications';

describe('brazilianE164', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['(21) 99876-5432', '+5521998765432'],
  ])('when %s is typed, then it is %s', (typed, e164) => {
    expect(brazilianE164(typed)).toBe(e164);
  });

  it.each(['+1 415 555 0100', '(01) 98765-4321', '(21) 3456-7890', '9876-5432', '11 98765-4321 ramal 2', ''])(
    'when %s is typed, then it is no Brazilian mobile',
    (typed) => {
      expect(brazilianE164(typed)).toBeUndefined();
    },
  );

  it('when an E.164 number is shown, then it reads as the mask', () => {
    expect(formatE164('+5511987654321')).toBe('(11) 98765-4321');
  });
});

describe('inQuietHours', () => {
  it('when the hours cross midnight, then late night and early morning are quiet and the end hour is not', () => {
    const hours = { start: 22, end: 7 };
    expect([21, 22, 23, 0, 6, 7].map((hour) => inQuietHours(hours, hour))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('when the hours are within a day, then only those are quiet', () => {
    const hours = { start: 12, end: 14 };
    expect([11, 12, 13, 14].map((hour) => inQuietHours(hours, hour))).toEqual([false, true, true, false]);
  });
});

describe('isOptOut', () => {
  it.each(['SAIR', 'sair', ' Sair ', 'STOP', 'stop'])('when the reply is %j, then it opts out', (text) => {
    expect(isOptOut(text)).toBe(true);
  });

  it.each(['sair agora', 'obrigado', 'PARAR'])('when the reply is %j, then it does not', (text) => {
    expect(isOptOut(text)).toBe(false);
  });
});

describe('laterStatus', () => {
  it('when statuses arrive out of order, then the log only moves forward', () => {
    expect(laterStatus('sent', 'delivered')).toBe(true);
    expect(laterStatus('read', 'delivered')).toBe(false);
    expect(laterStatus('sent', 'failed')).toBe(true);
    expect(laterStatus('delivered', 'failed')).toBe(false);
    expect(laterStatus('failed', 'sent')).toBe(false);
  });
});

describe('brasiliaMonth', () => {
  it('when it is past midnight UTC on the first but still the last day in Brasília, then it is the earlier month', () => {
    expect(brasiliaMonth(new Date('2026-04-01T02:00:00Z'))).toBe('2026-03-01');
    expect(brasiliaMonth(new Date('2026-04-01T03:00:00Z'))).toBe('2026-04-01');
  });
});

describe('the preferences body', () => {
  it('when quiet hours start and end at the same hour, then they are refused', () => {
    const parsed = notificationPreferencesUpdateSchema.safeParse({ quietHours: { start: 7, end: 7 } });
    expect(parsed.success).toBe(false);
  });

  it('when an unknown key is sent, then the body is refused', () => {
    expect(notificationPreferencesUpdateSchema.safeParse({ telegram: true }).success).toBe(false);
  });
});

describe('phoneCodeText', () => {
  it('when a code is sent by SMS, then the text says it, how long it lasts and not to share it', () => {
    expect(phoneCodeText('123456')).toBe(
      'Formulários: seu código de confirmação é 123456. Ele vale por 10 minutos. Não o compartilhe.',
    );
  });
});
