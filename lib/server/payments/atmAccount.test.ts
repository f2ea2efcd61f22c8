import { ATM_ACCOUNT_MESSAGES as M, AtmAccountSchema } from '@/lib/console/contract/settings';
import { bankNameOf } from './atmAccount';

const good = { bankCode: '808', account: '12345678901234', accountName: '小島選物有限公司' };

test.each<[string, object, string | null]>([
  ['a 3-digit code, a 14-digit account and a name', {}, null],
  ['an 8-digit account', { account: '12345678' }, null],
  ['spaces around are trimmed', { bankCode: ' 808 ', account: ' 12345678901234 ' }, null],
  ['a 2-digit code', { bankCode: '80' }, M.bankCode],
  ['a code with letters', { bankCode: '8O8' }, M.bankCode],
  ['an account with dashes', { account: '1234-5678-9012' }, M.account],
  ['an account of 7 digits', { account: '1234567' }, M.account],
  ['an account of 17 digits', { account: '12345678901234567' }, M.account],
  ['no name', { accountName: '  ' }, M.accountName],
  ['a name of 51 characters', { accountName: '名'.repeat(51) }, M.accountName],
])('AtmAccountSchema: %s', (_, change, message) => {
  const result = AtmAccountSchema.safeParse({ ...good, ...change });
  expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
});

test('bankNameOf: a listed code has its name, another none', () => {
  expect(bankNameOf('808')).toBe('玉山商業銀行');
  expect(bankNameOf('999')).toBeNull();
});
