import { InvoiceSchema, type InvoiceInput } from '@/lib/api/contract';
import { IssueDataSchema } from './data';
import { invoiceItems, issueRequest, type OrderForInvoice } from './fromOrder';

const order = (invoice: InvoiceInput, change: Partial<OrderForInvoice> = {}): OrderForInvoice => ({
  orderNo: '2026112500000017',
  invoice: InvoiceSchema.parse(invoice),
  total: 1000,
  lines: [
    { name: '凍頂烏龍 75g', quantity: 2, unitPrice: 450 },
    { name: '運費', quantity: 1, unitPrice: 100 },
  ],
  contact: { name: '王小明', email: 'ming@example.com', phone: '0912345678', address: null },
  ...change,
});

const HOW = [
  'Print',
  'Donation',
  'LoveCode',
  'CarrierType',
  'CarrierNum',
  'CustomerIdentifier',
  'CustomerName',
  'CustomerAddr',
] as const;
const how = (o: OrderForInvoice) => {
  const request = issueRequest('2000132', o);
  return Object.fromEntries(HOW.map((k) => [k, request[k]]));
};

describe('the shopper invoice choice as an Issue request', () => {
  test.each<[string, OrderForInvoice, Record<string, string>]>([
    [
      'member carrier (the default)',
      order({}),
      {
        Print: '0',
        Donation: '0',
        LoveCode: '',
        CarrierType: '1',
        CarrierNum: '',
        CustomerIdentifier: '',
        CustomerName: '',
        CustomerAddr: '',
      },
    ],
    [
      'mobile barcode',
      order({ carrierType: 'mobile', carrierNum: '/ABC1234' }),
      {
        Print: '0',
        Donation: '0',
        LoveCode: '',
        CarrierType: '3',
        CarrierNum: '/ABC1234',
        CustomerIdentifier: '',
        CustomerName: '',
        CustomerAddr: '',
      },
    ],
    [
      'citizen certificate',
      order({ carrierType: 'citizen', carrierNum: 'AB12345678901234' }),
      {
        Print: '0',
        Donation: '0',
        LoveCode: '',
        CarrierType: '2',
        CarrierNum: 'AB12345678901234',
        CustomerIdentifier: '',
        CustomerName: '',
        CustomerAddr: '',
      },
    ],
    [
      'donation',
      order({ carrierType: 'donation', carrierNum: '168001' }),
      {
        Print: '0',
        Donation: '1',
        LoveCode: '168001',
        CarrierType: '',
        CarrierNum: '',
        CustomerIdentifier: '',
        CustomerName: '',
        CustomerAddr: '',
      },
    ],
    [
      'company with an address: printed',
      order({
        type: 'B2B',
        customerIdentifier: '12345675',
        customerName: '山茶有限公司',
        customerAddress: '台北市信義區松高路 1 號',
      }),
      {
        Print: '1',
        Donation: '0',
        LoveCode: '',
        CarrierType: '',
        CarrierNum: '',
        CustomerIdentifier: '12345675',
        CustomerName: '山茶有限公司',
        CustomerAddr: '台北市信義區松高路 1 號',
      },
    ],
    [
      'company, address from the delivery',
      order(
        { type: 'B2B', customerIdentifier: '12345675', customerName: '山茶有限公司' },
        { contact: { email: 'a@b.tw', address: '新北市板橋區' } },
      ),
      {
        Print: '1',
        Donation: '0',
        LoveCode: '',
        CarrierType: '',
        CarrierNum: '',
        CustomerIdentifier: '12345675',
        CustomerName: '山茶有限公司',
        CustomerAddr: '新北市板橋區',
      },
    ],
    [
      'company without an address: kept in the member carrier',
      order({ type: 'B2B', customerIdentifier: '12345675', customerName: '山茶有限公司' }),
      {
        Print: '0',
        Donation: '0',
        LoveCode: '',
        CarrierType: '1',
        CarrierNum: '',
        CustomerIdentifier: '12345675',
        CustomerName: '山茶有限公司',
        CustomerAddr: '',
      },
    ],
  ])('%s', (_name, o, expected) => {
    expect(how(o)).toEqual(expected);
    // Each mapping passes the same rules the provider (and the sandbox) checks.
    expect(IssueDataSchema.safeParse(issueRequest('2000132', o)).error?.issues).toBeUndefined();
  });

  test('the order number is the RelateNumber; amounts and contact follow the order', () => {
    const request = issueRequest('2000132', order({ customerEmail: 'invoice@example.com' }));
    expect(request).toMatchObject({
      MerchantID: '2000132',
      RelateNumber: '2026112500000017',
      CustomerEmail: 'invoice@example.com',
      CustomerPhone: '0912345678',
      TaxType: '1',
      SalesAmount: 1000,
      InvType: '07',
      vat: '1',
    });
  });
});

describe('invoice lines', () => {
  test.each<[string, number, { ItemName: string; ItemAmount: number }[]]>([
    [
      'lines adding up to the total',
      1000,
      [
        { ItemName: '茶', ItemAmount: 900 },
        { ItemName: '運費', ItemAmount: 100 },
      ],
    ],
    // Folded into the lines, as ECPay's own plugins write discounts: 900 and 100 of 1000 → 850.
    [
      'a discount is folded into the lines, in proportion',
      850,
      [
        { ItemName: '茶', ItemAmount: 765 },
        { ItemName: '運費', ItemAmount: 85 },
      ],
    ],
    [
      'rounding leaves nothing over: the units go to the largest remainders',
      999,
      [
        { ItemName: '茶', ItemAmount: 899 },
        { ItemName: '運費', ItemAmount: 100 },
      ],
    ],
  ])('%s', (_name, total, expected) => {
    const items = invoiceItems(
      [
        { name: '茶', quantity: 2, unitPrice: 450 },
        { name: '運費', quantity: 1, unitPrice: 100 },
      ],
      total,
    );
    expect(items.map(({ ItemName, ItemAmount }) => ({ ItemName, ItemAmount }))).toEqual(expected);
    expect(items.map((i) => i.ItemSeq)).toEqual(expected.map((_, i) => i + 1));
    expect(items.reduce((acc, i) => acc + i.ItemAmount, 0)).toBe(total);
    // ECPay checks each amount against its price times its count.
    for (const i of items) expect(Math.abs(i.ItemPrice * i.ItemCount - i.ItemAmount)).toBeLessThan(1);
  });

  test('a name is cut to 100 characters', () => {
    expect(
      invoiceItems([{ name: '茶'.repeat(120), quantity: 1, unitPrice: 1 }], 1)[0]!.ItemName,
    ).toHaveLength(100);
  });
});
