import { IssueDataSchema, type IssueData } from './data';

const BASE: IssueData = {
  MerchantID: '2000132',
  RelateNumber: 'A20261125000001',
  CustomerEmail: 'buyer@example.com',
  Print: '0',
  Donation: '0',
  CarrierType: '1',
  TaxType: '1',
  SalesAmount: 900,
  Items: [
    { ItemSeq: 1, ItemName: '凍頂烏龍', ItemCount: 2, ItemWord: '件', ItemPrice: 450, ItemAmount: 900 },
  ],
};

describe('ECPay rules of an Issue request', () => {
  test('a member-carrier invoice with an email passes', () => {
    expect(IssueDataSchema.safeParse(BASE).success).toBe(true);
  });

  test.each<[string, Partial<IssueData>, string]>([
    ['no phone nor email', { CustomerEmail: '' }, 'CustomerPhone 或 CustomerEmail 須擇一填寫'],
    [
      'printed without a name',
      { Print: '1', CarrierType: '', CustomerAddr: '台北市' },
      '列印發票須有 CustomerName 與 CustomerAddr',
    ],
    [
      'printed with a carrier',
      { Print: '1', CustomerName: '甲', CustomerAddr: '台北市' },
      '列印發票不可有載具或捐贈',
    ],
    [
      'donated without a code',
      { Donation: '1', CarrierType: '' },
      '捐贈須有 LoveCode，且不可有載具或統一編號',
    ],
    [
      'donated by a company',
      { Donation: '1', CarrierType: '', LoveCode: '168001', CustomerIdentifier: '12345675' },
      '捐贈須有 LoveCode，且不可有載具或統一編號',
    ],
    ['a code without donating', { LoveCode: '168001' }, '未捐贈不可有 LoveCode'],
    [
      'a mobile barcode carrier without its number',
      { CarrierType: '3' },
      '自然人憑證與手機條碼載具須有 CarrierNum，其他不可有',
    ],
    [
      'a member carrier with a number',
      { CarrierNum: '/ABC1234' },
      '自然人憑證與手機條碼載具須有 CarrierNum，其他不可有',
    ],
    ['a malformed mobile barcode', { CarrierType: '3', CarrierNum: 'ABC1234' }, '手機條碼格式不正確'],
    ['a malformed citizen certificate', { CarrierType: '2', CarrierNum: 'AB123' }, '自然人憑證格式不正確'],
    [
      'a company neither printed nor in a member carrier',
      { CustomerIdentifier: '12345675', CarrierType: '' },
      '有統一編號而不列印時，載具須為綠界載具',
    ],
    ['items not adding up', { SalesAmount: 1000 }, '商品合計與 SalesAmount 不符'],
    [
      'a company in a member carrier, emailed',
      { CustomerIdentifier: '12345675', CustomerName: '山茶有限公司' },
      '',
    ],
    ['a donation', { Donation: '1', CarrierType: '', LoveCode: '168001' }, ''],
    ['a mobile barcode', { CarrierType: '3', CarrierNum: '/ABC+-.1' }, ''],
  ])('%s', (_name, change, problem) => {
    const result = IssueDataSchema.safeParse({ ...BASE, ...change });
    if (!problem) return expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(problem);
  });

  test('an item whose amount is not price times count is refused', () => {
    const result = IssueDataSchema.safeParse({
      ...BASE,
      Items: [{ ItemSeq: 1, ItemName: '茶', ItemCount: 2, ItemWord: '件', ItemPrice: 400, ItemAmount: 900 }],
    });
    expect(result.error!.issues.map((i) => i.message)).toContain('ItemAmount 須為 ItemPrice 乘以 ItemCount');
  });

  test('a RelateNumber longer than 30 or with other characters is refused', () => {
    expect(IssueDataSchema.safeParse({ ...BASE, RelateNumber: 'A'.repeat(31) }).success).toBe(false);
    expect(IssueDataSchema.safeParse({ ...BASE, RelateNumber: '訂單1' }).success).toBe(false);
  });
});
