import { cashbackBody, cashbackPercent } from './cashbackBody';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('cashbackBody', () => {
  test.each<[string, Record<string, string>, ReturnType<typeof cashbackBody>]>([
    ['5 %, switched on', { enabled: 'on', percent: '5' }, { enabled: true, addRate: 0.05 }],
    ['a decimal percent stays exact', { percent: '5.5' }, { enabled: false, addRate: 0.055 }],
    ['at most two decimals of a percent', { percent: '1.234' }, { enabled: false, addRate: 0.0123 }],
    ['none', { percent: '0' }, { enabled: false, addRate: 0 }],
    ['over 100 % goes for the API to refuse', { percent: '150' }, { enabled: false, addRate: 1.5 }],
    ['empty', { percent: '' }, '回饋比例須為數字（例如 5 即 5%）'],
    ['a percent sign typed', { percent: '5%' }, '回饋比例須為數字（例如 5 即 5%）'],
    ['words', { percent: '五' }, '回饋比例須為數字（例如 5 即 5%）'],
  ])('%s', (_, fields, expected) => {
    expect(cashbackBody(form(fields))).toEqual(expected);
  });
});

test.each<[number, number]>([
  [0, 0],
  [0.05, 5],
  [0.055, 5.5],
  [0.0123, 1.23],
  [0.07, 7],
])('a rate of %p shows as %p %%', (rate, percent) => {
  expect(cashbackPercent(rate)).toBe(percent);
});

test('what the field shows saves the same rate', () => {
  for (const rate of [0.01, 0.029, 0.055, 0.07, 0.1234])
    expect(cashbackBody(form({ percent: String(cashbackPercent(rate)) }))).toEqual({
      enabled: false,
      addRate: rate,
    });
});
