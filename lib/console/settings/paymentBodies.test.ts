import { atmBody, codBody } from './paymentBodies';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

test.each<[string, Record<string, string>, ReturnType<typeof codBody>]>([
  ['switched on with a fee', { enabled: 'on', fee: '30' }, { type: 'COD', enabled: true, fee: 30 }],
  ['an empty fee is none', { fee: '' }, { type: 'COD', enabled: false, fee: 0 }],
])('cash on delivery: %s', (_, fields, expected) => {
  expect(codBody(form(fields))).toEqual(expected);
});

describe('atmBody', () => {
  const account = { bankCode: '808', account: '12345678901234', accountName: '山茶有限公司' };
  test.each<[string, Record<string, string>, Record<string, unknown>]>([
    [
      'an account given',
      { enabled: 'on', fee: '0', ...account },
      { type: 'atm', enabled: true, fee: 0, account },
    ],
    [
      'all three left empty keep the shop’s account',
      { fee: '15', bankCode: '', account: '', accountName: ' ' },
      { type: 'atm', enabled: false, fee: 15 },
    ],
    [
      'one filled in sends the account as typed, for the API to ask for the rest',
      { bankCode: '808', account: '', accountName: '' },
      { type: 'atm', enabled: false, fee: 0, account: { bankCode: '808', account: '', accountName: '' } },
    ],
  ])('%s', (_, fields, expected) => {
    expect(atmBody(form(fields))).toEqual(expected);
  });
});
