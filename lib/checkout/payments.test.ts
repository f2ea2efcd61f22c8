import type { PaymentType } from '@/lib/api/contract';
import { canChoosePayment, GATEWAY_NOTE, paymentChoices, paymentHint } from './payments';

/** A choice as `type` when it can be chosen, `(type)` when it is only listed. */
const shown = (enabled: PaymentType[], free: boolean) =>
  paymentChoices(enabled, free).map((c) => (c.payable ? c.type : `(${c.type})`));

test.each<[PaymentType[], boolean, string[]]>([
  [['COD', 'atm'], false, ['COD', 'atm']],
  [['COD', 'atm'], true, ['free', 'COD', 'atm']],
  // A shop listing 'free' itself does not make every order free.
  [['free', 'atm'], false, ['atm']],
  [['free', 'atm'], true, ['free', 'atm']],
  [[], true, ['free']],
  // Gateways are listed in the shop's order but cannot be chosen until they are connected.
  [['newebpay', 'COD', 'linepay', 'atm'], false, ['(newebpay)', 'COD', '(linepay)', 'atm']],
  [['jkos', 'pchomepay', 'Ibon'], true, ['free', '(jkos)', '(pchomepay)', '(Ibon)']],
])('enabled %p, free %p → %p', (enabled, free, choices) => expect(shown(enabled, free)).toEqual(choices));

test.each<[PaymentType[], boolean, PaymentType, boolean]>([
  [['COD', 'atm', 'newebpay'], false, 'COD', true],
  [['COD', 'atm', 'newebpay'], true, 'atm', true],
  [['COD', 'atm', 'newebpay'], true, 'free', true],
  [['COD', 'atm', 'newebpay'], false, 'free', false],
  [['COD', 'atm', 'newebpay'], false, 'newebpay', false],
  [['atm'], false, 'COD', false],
])('enabled %p, free %p: %s can be chosen: %p', (enabled, free, type, can) =>
  expect(canChoosePayment(enabled, free, type)).toBe(can),
);

test.each<[PaymentType, number, string]>([
  ['COD', 0, '取貨時付款'],
  ['COD', 30, '手續費 NT$30，取貨時付款'],
  ['atm', 0, '送出訂單後提供轉帳帳號'],
  ['free', 0, '訂單金額已全額折抵，無需付款'],
  ['linepay', 0, GATEWAY_NOTE],
  // A gateway's fee does not matter while it cannot be chosen.
  ['Ibon', 15, GATEWAY_NOTE],
])('%s with fee %i: %p', (type, fee, hint) => expect(paymentHint(type, fee)).toBe(hint));

test('the gateway note', () => expect(GATEWAY_NOTE).toBe('線上付款即將開放'));
