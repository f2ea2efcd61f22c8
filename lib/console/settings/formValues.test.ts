import { checked, instantOf, numberOf, taiwanLocal } from './formValues';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('numberOf', () => {
  test.each<[string, string | undefined, number | string | undefined]>([
    ['a whole number', '60', 60],
    ['zero', '0', 0],
    ['trimmed', ' 60 ', 60],
    ['a decimal', '5.5', 5.5],
    ['a negative, for the API to refuse', '-3', -3],
    ['empty', '', undefined],
    ['spaces', '   ', undefined],
    ['a field the form does not have', undefined, undefined],
    ['words stay words, for the API to name', '六十', '六十'],
    ['thousands separators are not a number', '1,000', '1,000'],
    ['nor is an exponent', '1e3', '1e3'],
    ['nor a trailing point', '5.', '5.'],
  ])('%s', (_, typed, expected) => {
    expect(numberOf(form(typed === undefined ? {} : { fee: typed }), 'fee')).toBe(expected);
  });
});

test.each<[string, Record<string, string>, boolean]>([
  ['ticked', { enabled: 'on' }, true],
  ['not ticked', {}, false],
  ['another value is not a tick', { enabled: 'true' }, false],
])('checked: %s', (_, fields, expected) => {
  expect(checked(form(fields), 'enabled')).toBe(expected);
});

describe('Taiwan times of the promotion forms', () => {
  test.each<[string, string | null]>([
    ['2026-12-01T00:00', '2026-12-01T00:00:00+08:00'],
    ['2026-12-01T00:00:30', '2026-12-01T00:00:30+08:00'],
    ['', null],
  ])('%j → %p', (typed, instant) => {
    expect(instantOf(form({ startsAt: typed }), 'startsAt')).toBe(instant);
  });

  test('a field the form does not have is no time', () => {
    expect(instantOf(form({}), 'startsAt')).toBeNull();
  });

  test.each<[string | null, string]>([
    ['2026-11-30T16:00:00.000Z', '2026-12-01T00:00'],
    ['2026-12-31T15:59:00Z', '2026-12-31T23:59'],
    [null, ''],
  ])('%p shows as %j', (iso, shown) => {
    expect(taiwanLocal(iso)).toBe(shown);
  });

  test('what a field shows is the instant it saves', () => {
    const shown = taiwanLocal('2027-01-01T04:30:00.000Z');
    expect(Date.parse(instantOf(form({ endsAt: shown }), 'endsAt')!)).toBe(
      Date.parse('2027-01-01T04:30:00.000Z'),
    );
  });
});
