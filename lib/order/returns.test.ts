import { refundText } from './returns';

describe('refundText', () => {
  it.each([
    ['asked', { status: 'requested', refundAmount: 0, refundMethod: null, refundStatus: null }, null],
    ['rejected', { status: 'rejected', refundAmount: 0, refundMethod: null, refundStatus: null }, null],
    [
      'card, approved',
      { status: 'approved', refundAmount: 1200, refundMethod: 'gateway', refundStatus: 'pending' },
      'NT$1,200 將退回原付款方式',
    ],
    [
      'cash on delivery, approved',
      { status: 'approved', refundAmount: 500, refundMethod: 'manual', refundStatus: 'pending' },
      'NT$500 將由商店與您聯繫退款',
    ],
    [
      'refunded',
      { status: 'refunded', refundAmount: 1200, refundMethod: 'gateway', refundStatus: 'done' },
      'NT$1,200 已退款',
    ],
    [
      'no money owed',
      { status: 'refunded', refundAmount: 0, refundMethod: 'none', refundStatus: 'done' },
      '無需退款',
    ],
  ] as const)('%s', (_name, ret, expected) => {
    expect(refundText(ret)).toBe(expected);
  });
});
