import { isPayableOnline, paymentDueAt } from './paymentDue';

const created = new Date('2026-11-23T03:00:00Z'); // 11:00 in Taipei

describe('paymentDueAt', () => {
  it.each([
    ['atm', '2026-11-26T15:59:59.000Z'],
    ['Ibon', '2026-11-26T15:59:59.000Z'],
    ['newebpay', '2026-11-24T03:00:00.000Z'],
    ['linepay', '2026-11-24T03:00:00.000Z'],
    ['jkos', '2026-11-24T03:00:00.000Z'],
    ['pchomepay', '2026-11-24T03:00:00.000Z'],
  ] as const)('%s is due at %s', (type, due) => {
    expect(paymentDueAt(type, created)?.toISOString()).toBe(due);
  });

  it.each(['COD', 'free'] as const)('%s never waits for a payment', (type) => {
    expect(paymentDueAt(type, created)).toBeNull();
  });
});

describe('isPayableOnline', () => {
  const due = new Date('2026-11-24T03:00:00Z');
  const order = {
    status: 'unpaid',
    paymentType: 'newebpay',
    paymentDueAt: due,
    virtualAccount: false,
    atm: null,
    storeCode: null,
    paymentReviewAt: null,
  };
  const ownAccount = { bankCode: '808', account: '09681000123456' };
  const atmViaGateway = { ...order, paymentType: 'atm', virtualAccount: true };

  it.each([
    ['an unpaid card order before its due time', order, true],
    ['one past its due time', { ...order, paymentDueAt: new Date('2026-11-23T02:00:00Z') }, false],
    ['a paid one', { ...order, status: 'processing' }, false],
    ['a cancelled one', { ...order, status: 'cancelled' }, false],
    [
      'an ATM transfer to the shop (paid outside any gateway)',
      { ...order, paymentType: 'atm', atm: ownAccount },
      false,
    ],
    ['an ATM order whose gateway has yet to issue its account', atmViaGateway, true],
    [
      'an ATM order whose virtual account is issued (paid into it)',
      { ...atmViaGateway, atm: ownAccount },
      false,
    ],
    ['an Ibon order whose gateway has yet to issue its code', { ...order, paymentType: 'Ibon' }, true],
    [
      'an Ibon order whose store code is issued (paid with it)',
      { ...order, paymentType: 'Ibon', storeCode: { code: 'LLL22098722826', dueAt: due.toISOString() } },
      false,
    ],
    ['cash on delivery', { ...order, paymentType: 'COD' }, false],
    [
      'one whose payment the gateway holds for the shop’s review',
      { ...order, paymentType: 'pchomepay', paymentReviewAt: created },
      false,
    ],
  ])('%s → %s', (_, o, expected) => {
    expect(isPayableOnline(o, created)).toBe(expected);
  });
});
