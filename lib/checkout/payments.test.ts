import type { PaymentType } from '@/lib/api/contract';
import { canChoosePayment, paymentChoices, paymentHint } from './payments';

test.each<[PaymentType[], boolean, PaymentType[]]>([
  [['COD', 'atm'], false, ['COD', 'atm']],
  [['COD', 'atm'], true, ['free', 'COD', 'atm']],
  // A shop listing 'free' itself does not make every order free.
  [['free', 'atm'], false, ['atm']],
  [['free', 'atm'], true, ['free', 'atm']],
  [[], true, ['free']],
  // Online types come in the shop's order.
  [['newebpay', 'COD', 'linepay', 'atm'], false, ['newebpay', 'COD', 'linepay', 'atm']],
  [['jkos', 'pchomepay', 'Ibon'], true, ['free', 'jkos', 'pchomepay', 'Ibon']],
])('enabled %p, free %p → %p', (enabled, free, choices) =>
  expect(paymentChoices(enabled, free)).toEqual(choices),
);

test.each<[PaymentType[], boolean, PaymentType, boolean]>([
  [['COD', 'atm', 'newebpay'], false, 'COD', true],
  [['COD', 'atm', 'newebpay'], true, 'atm', true],
  [['COD', 'atm', 'newebpay'], true, 'free', true],
  [['COD', 'atm', 'newebpay'], false, 'free', false],
  [['COD', 'atm', 'newebpay'], false, 'newebpay', true],
  [['atm'], false, 'COD', false],
  [['atm'], false, 'linepay', false],
])('enabled %p, free %p: %s can be chosen: %p', (enabled, free, type, can) =>
  expect(canChoosePayment(enabled, free, type)).toBe(can),
);

test.each<[PaymentType, number, string]>([
  ['COD', 0, '取貨時付款'],
  ['COD', 30, '手續費 NT$30，取貨時付款'],
  ['atm', 0, '送出訂單後提供轉帳帳號'],
  ['free', 0, '訂單金額已全額折抵，無需付款'],
  ['linepay', 0, '送出訂單後前往 LINE Pay 付款'],
  ['newebpay', 0, '送出訂單後前往信用卡付款頁'],
  // Spec §9: Ibon carries a NT$15 fee.
  ['Ibon', 15, '手續費 NT$15，取得繳費代碼後至 7-ELEVEN ibon 繳費'],
])('%s with fee %i: %p', (type, fee, hint) => expect(paymentHint(type, fee)).toBe(hint));
