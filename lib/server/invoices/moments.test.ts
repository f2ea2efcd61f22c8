import type { OrderQuote, OrderStatus } from '@/lib/api/contract';
import type { InvoiceMoment } from '@/lib/console/contract/settings';
import { FEE_LINES, invoiceContent, invoiceStep, type InvoiceStep } from './moments';

describe('invoiceStep', () => {
  const cases: [string, { to: OrderStatus; markPaid: boolean }, InvoiceMoment, InvoiceStep][] = [
    ['paid online, issued once paid', { to: 'processing', markPaid: true }, 'paid', 'issue'],
    ['paid online, issued at shipment', { to: 'processing', markPaid: true }, 'shipped', null],
    ['cash on delivery made (not paid yet)', { to: 'processing', markPaid: false }, 'paid', null],
    ['shipped, unpaid cash on delivery, issued once paid', { to: 'shipped', markPaid: false }, 'paid', null],
    ['shipped, issued at shipment', { to: 'shipped', markPaid: false }, 'shipped', 'issue'],
    [
      'cash on delivery completed (paid now), issued once paid',
      { to: 'completed', markPaid: true },
      'paid',
      'issue',
    ],
    [
      'cash on delivery completed, issued at shipment (already)',
      { to: 'completed', markPaid: true },
      'shipped',
      null,
    ],
    ['prepaid order completed', { to: 'completed', markPaid: false }, 'paid', null],
    ['cancelled', { to: 'cancelled', markPaid: false }, 'paid', 'void'],
    ['cancelled, issued at shipment', { to: 'cancelled', markPaid: false }, 'shipped', 'void'],
  ];
  test.each(cases)('%s', (_, move, issueAt, step) => expect(invoiceStep(move, issueAt)).toBe(step));
});

describe('invoiceContent', () => {
  const quote = (over: Partial<OrderQuote>): OrderQuote =>
    ({
      EcommerceOrderItems: [
        { name: '凍頂烏龍', specName: '75g / 罐裝', quantity: 2, price: 450 },
        { name: '茶杯', specName: '', quantity: 1, price: 300 },
      ],
      deliveryPrice: 0,
      paymentFee: 0,
      paymentPrice: 1200,
      walletPrice: 0,
      externalWalletPrice: 0,
      ...over,
    }) as OrderQuote;

  test('goods with their combination, at the charged price', () => {
    expect(invoiceContent(quote({}))).toEqual({
      total: 1200,
      lines: [
        { name: '凍頂烏龍 75g / 罐裝', quantity: 2, unitPrice: 450 },
        { name: '茶杯', quantity: 1, unitPrice: 300 },
      ],
    });
  });

  test('fees are lines of their own', () => {
    const { lines, total } = invoiceContent(
      quote({ deliveryPrice: 100, paymentFee: 15, paymentPrice: 1315 }),
    );
    expect(lines.slice(2)).toEqual([
      { name: FEE_LINES.delivery, quantity: 1, unitPrice: 100 },
      { name: FEE_LINES.payment, quantity: 1, unitPrice: 15 },
    ]);
    expect(total).toBe(1315);
  });

  test('stored value and a partner wallet are payments: the amount includes them', () => {
    expect(
      invoiceContent(quote({ paymentPrice: 700, walletPrice: 300, externalWalletPrice: 200 })).total,
    ).toBe(1200);
  });

  test('cashback and discounts lower the amount (the lines stay at their prices)', () => {
    // 1,200 of goods, 150 of promotions and cashback taken off before what is paid.
    expect(invoiceContent(quote({ paymentPrice: 1050 })).total).toBe(1050);
  });
});
