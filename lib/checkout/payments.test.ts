import type { PaymentType } from '@/lib/api/contract';
import { paymentChoices, paymentHint } from './payments';

test.each<[PaymentType[], boolean, PaymentType[]]>([
  [['COD', 'atm'], false, ['COD', 'atm']],
  [['COD', 'atm'], true, ['free', 'COD', 'atm']],
  // A shop listing 'free' itself does not make every order free.
  [['free', 'atm'], false, ['atm']],
  [['free', 'atm'], true, ['free', 'atm']],
  [[], true, ['free']],
])('enabled %p, free %p → %p', (enabled, free, choices) =>
  expect(paymentChoices(enabled, free)).toEqual(choices),
);

test.each<[PaymentType, number, string]>([
  ['COD', 0, '取貨時付款'],
  ['atm', 0, '送出訂單後提供轉帳帳號'],
  ['free', 0, '訂單金額已全額折抵，無需付款'],
  ['linepay', 0, '線上付款即將開放，訂單成立後於訂單頁付款'],
  ['Ibon', 15, '手續費 NT$15，線上付款即將開放，訂單成立後於訂單頁付款'],
])('%s with fee %i: %p', (type, fee, hint) => expect(paymentHint(type, fee)).toBe(hint));
