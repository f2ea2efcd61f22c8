import { ORDER_STATUSES, PAYMENT_TYPES } from '@/lib/api/contract';
import { orderStatusLabel, paymentTypeLabel } from './labels';

test.each([
  ['unpaid', '待付款'],
  ['processing', '待出貨'],
  ['shipped', '已出貨'],
  ['completed', '已完成'],
  ['cancelled', '已取消'],
] as const)('status %s reads %s', (status, label) => {
  expect(orderStatusLabel(status)).toBe(label);
});

test.each([
  ['COD', '貨到付款'],
  ['newebpay', '信用卡支付'],
  ['jkos', '街口支付'],
  ['atm', 'ATM'],
  ['Ibon', 'Ibon代碼付款'],
  ['free', '免收款'],
  ['linepay', 'LinePay'],
  ['pchomepay', '信用卡支付'],
] as const)('payment %s reads %s', (type, label) => {
  expect(paymentTypeLabel(type)).toBe(label);
});

test('every status and payment type of the contract has a label', () => {
  expect(ORDER_STATUSES.filter((s) => !orderStatusLabel(s))).toEqual([]);
  expect(PAYMENT_TYPES.filter((t) => !paymentTypeLabel(t))).toEqual([]);
});
