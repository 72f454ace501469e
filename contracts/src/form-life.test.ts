import {
  closedMessageOf,
  DEFAULT_FORM_LIFE,
  formatFormDateTime,
  formAvailability,
  formLifeInputSchema,
  mergeFormLife,
  parseFormDateTime,
} from './form-life';

const opensAt = '2030-03-01T12:00:00.000Z';
const closesAt = '2030-03-31T12:00:00.000Z';
const at = (iso: string, seconds = 0) => new Date(Date.parse(iso) + seconds * 1000);

describe('formAvailability', () => {
  const life = { opensAt, closesAt, maxAnswers: null };

  it.each([
    ['a second before it opens', at(opensAt, -1), 'SCHEDULED'],
    ['the second it opens', at(opensAt), 'OPEN'],
    ['a second after it opens', at(opensAt, 1), 'OPEN'],
    ['a second before it closes', at(closesAt, -1), 'OPEN'],
    ['the second it closes', at(closesAt), 'CLOSED'],
    ['a second after it closes', at(closesAt, 1), 'CLOSED'],
  ])('when it is %s (%s), then the form is %s', (_when, now, expected) => {
    expect(formAvailability(life, now, 0)).toBe(expected);
  });

  it('when the answers reach the cap, then it is FULL; one below, OPEN; a closed window wins over the cap', () => {
    const capped = { opensAt: null, closesAt, maxAnswers: 10 };
    expect(formAvailability(capped, at(opensAt), 9)).toBe('OPEN');
    expect(formAvailability(capped, at(opensAt), 10)).toBe('FULL');
    expect(formAvailability(capped, at(closesAt, 1), 10)).toBe('CLOSED');
  });

  it('when nothing is set, then the form is always open', () => {
    expect(formAvailability(DEFAULT_FORM_LIFE, new Date(0), 1_000_000)).toBe('OPEN');
  });
});

describe('Brasília date and time', () => {
  it('when 10/01/2030 09:00 is typed, then it is 12:00 UTC (UTC-3) and shows back the same', () => {
    expect(parseFormDateTime('10/01/2030 09:00')).toBe('2030-01-10T12:00:00.000Z');
    expect(formatFormDateTime('2030-01-10T12:00:00.000Z')).toBe('10/01/2030 09:00');
  });

  it('when a moment of the old summer time is typed, then its own offset (UTC-2) is used', () => {
    expect(parseFormDateTime('01/12/2018 10:00')).toBe('2018-12-01T12:00:00.000Z');
  });

  it('when midnight in Brasília is shown, then the day is Brasília’s, not UTC’s', () => {
    expect(formatFormDateTime('2030-01-11T02:30:00.000Z')).toBe('10/01/2030 23:30');
  });

  it.each(['31/02/2030 10:00', '10/13/2030 10:00', '10/01/2030 24:00', '2030-01-10 10:00', ''])(
    'when %j is typed, then it is not a date and time',
    (typed) => {
      expect(parseFormDateTime(typed)).toBeUndefined();
    },
  );
});

describe('the life input', () => {
  it('when only the cap is sent, then the rest of what is stored stays', () => {
    const stored = { ...DEFAULT_FORM_LIFE, closesAt, ending: { ...DEFAULT_FORM_LIFE.ending, title: 'Valeu' } };
    const input = formLifeInputSchema.parse({ maxAnswers: 5, ending: { anotherAnswer: true } });
    expect(mergeFormLife(stored, input)).toEqual({
      ...stored,
      maxAnswers: 5,
      ending: { title: 'Valeu', text: '', redirectUrl: '', anotherAnswer: true },
    });
  });

  it('when empty texts clear the schedule and cap, then they are null', () => {
    expect(formLifeInputSchema.parse({ opensAt: '', closesAt: null, maxAnswers: '' })).toEqual({
      opensAt: null,
      closesAt: null,
      maxAnswers: null,
    });
  });

  it('when the redirect is not http(s), then it is refused with its message', () => {
    const result = formLifeInputSchema.safeParse({ ending: { redirectUrl: 'ftp://example.com' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Informe um endereço que comece com http:// ou https://');
  });

  it('when the company wrote no closed message, then the product’s is shown', () => {
    expect(closedMessageOf({ closedMessage: '  ' })).toBe('Esse formulário não está disponível.');
    expect(closedMessageOf({ closedMessage: 'Encerrado!' })).toBe('Encerrado!');
  });
});
