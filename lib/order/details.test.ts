import type { Order } from '@/lib/api/contract';
import {
  deliveryRows,
  invoiceRows,
  issuedInvoiceRows,
  paymentRows,
  previewItems,
  receiverRows,
  statusTimeline,
} from './details';

type Delivery = Order['EcommerceDelivery'];
type Invoice = NonNullable<Order['invoice']>;

const delivery = (d: Partial<Delivery>): Delivery => ({
  id: 1,
  name: '宅配到府',
  type: 'home',
  subType: null,
  branch: null,
  deliveryAt: null,
  storeID: null,
  storeName: null,
  ...d,
});
const branch = { id: 3, name: '台北信義門市', address: '台北市信義區松高路 11 號' };
const text = (rows: { label: string; value: string }[]) => rows.map((r) => `${r.label}:${r.value}`);

test.each<[string, Partial<Delivery>, string | null, string[]]>([
  ['home', {}, '台北市信義區松高路 1 號', ['配送方式:宅配到府', '收件地址:台北市信義區松高路 1 號']],
  ['home without an address', {}, null, ['配送方式:宅配到府']],
  [
    'store pickup with a time',
    { name: '門市自取', type: 'store', branch, deliveryAt: 14 * 60 + 5 },
    null,
    ['配送方式:門市自取', '取貨門市:台北信義門市', '門市地址:台北市信義區松高路 11 號', '取貨時間:14:05'],
  ],
  [
    'store pickup at midnight',
    { name: '門市自取', type: 'store', branch, deliveryAt: 0 },
    null,
    ['配送方式:門市自取', '取貨門市:台北信義門市', '門市地址:台北市信義區松高路 11 號', '取貨時間:00:00'],
  ],
  [
    'store pickup, no time chosen',
    { name: '門市自取', type: 'store', branch },
    '台北市',
    ['配送方式:門市自取', '取貨門市:台北信義門市', '門市地址:台北市信義區松高路 11 號'],
  ],
  [
    'convenience store',
    { name: '7-11 超商取貨', type: 'cvs', storeID: '131386', storeName: '松高門市' },
    null,
    ['配送方式:7-11 超商取貨', '取貨門市:松高門市（131386）'],
  ],
  [
    'convenience store without its id',
    { name: '全家超商取貨', type: 'cvs', storeName: '信義松高店' },
    null,
    ['配送方式:全家超商取貨', '取貨門市:信義松高店'],
  ],
])('deliveryRows: %s', (_, d, address, expected) => {
  expect(text(deliveryRows(delivery(d), { address }))).toEqual(expected);
});

test.each([
  [
    { name: '王小明', phone: '0912345678', address: null, email: 'ming@example.com' },
    ['收件人:王小明', '手機號碼:0912345678', '電子郵件:ming@example.com'],
  ],
  [
    { name: '王小明', phone: '0912345678', address: '台北市', email: null },
    ['收件人:王小明', '手機號碼:0912345678'],
  ],
])('receiverRows(%j)', (receiver, expected) => {
  expect(text(receiverRows(receiver))).toEqual(expected);
});

test.each<[Pick<Order, 'paymentType' | 'paidAt'>, string[]]>([
  [{ paymentType: 'atm', paidAt: null }, ['付款方式:ATM']],
  [
    { paymentType: 'newebpay', paidAt: '2026-03-05T04:07:00Z' },
    ['付款方式:信用卡支付', '付款時間:2026/03/05 12:07'],
  ],
])('paymentRows(%j)', (order, expected) => {
  expect(text(paymentRows(order))).toEqual(expected);
});

const invoice = (i: Partial<Invoice>): Invoice => ({
  type: 'B2C',
  carrierType: 'member',
  carrierNum: null,
  customerIdentifier: null,
  customerName: null,
  customerAddress: null,
  customerEmail: null,
  ...i,
});

test.each<[string, Partial<Invoice>, string[]]>([
  ['member carrier', {}, ['發票類型:個人電子發票（會員載具）']],
  ['no carrier type counts as member', { carrierType: null }, ['發票類型:個人電子發票（會員載具）']],
  [
    'mobile barcode',
    { carrierType: 'mobile', carrierNum: '/ABC1234' },
    ['發票類型:個人電子發票（手機條碼載具）', '載具號碼:/ABC1234'],
  ],
  [
    'citizen certificate',
    { carrierType: 'citizen', carrierNum: 'AB12345678901234' },
    ['發票類型:個人電子發票（自然人憑證載具）', '載具號碼:AB12345678901234'],
  ],
  [
    'donation',
    { carrierType: 'donation', carrierNum: '168001' },
    ['發票類型:個人電子發票（捐贈發票）', '捐贈碼:168001'],
  ],
  [
    'company',
    {
      type: 'B2B',
      carrierType: null,
      customerIdentifier: '12345675',
      customerName: '小島選物有限公司',
      customerEmail: 'bill@example.com',
    },
    [
      '發票類型:公司發票（三聯式）',
      '統一編號:12345675',
      '公司名稱:小島選物有限公司',
      '發票通知信箱:bill@example.com',
    ],
  ],
  [
    'member carrier with an address',
    { customerAddress: '台北市信義區' },
    ['發票類型:個人電子發票（會員載具）', '發票地址:台北市信義區'],
  ],
])('invoiceRows: %s', (_, i, expected) => {
  expect(text(invoiceRows(invoice(i)))).toEqual(expected);
});

test.each([
  [
    'issued',
    { number: 'AB12345678', issuedAt: '2026-11-26T03:04:05.000Z', randomCode: '0427', voidedAt: null },
    ['發票號碼:AB-12345678', '開立時間:2026/11/26 11:04', '隨機碼:0427'],
  ],
  [
    'voided',
    {
      number: 'ZX00000001',
      issuedAt: '2026-11-26T15:59:00.000Z',
      randomCode: '9999',
      voidedAt: '2026-11-27T01:00:00.000Z',
    },
    [
      '發票號碼:ZX-00000001',
      '開立時間:2026/11/26 23:59',
      '隨機碼:9999',
      '發票狀態:已作廢（2026/11/27 09:00）',
    ],
  ],
])('issuedInvoiceRows: %s', (_, issued, expected) => {
  expect(text(issuedInvoiceRows(issued))).toEqual(expected);
});

test('statusTimeline: oldest first, with Taiwan dates and notes', () => {
  expect(
    statusTimeline([
      { status: 'cancelled', at: '2026-03-06T01:00:00Z', note: '會員取消' },
      { status: 'unpaid', at: '2026-03-05T04:07:00Z' },
    ]),
  ).toEqual([
    { status: 'unpaid', label: '待付款', at: '2026/03/05 12:07', note: null },
    { status: 'cancelled', label: '已取消', at: '2026/03/06 09:00', note: '會員取消' },
  ]);
});

test.each([
  [[], 2, { shown: [], more: 0 }],
  [['a'], 2, { shown: ['a'], more: 0 }],
  [['a', 'b'], 2, { shown: ['a', 'b'], more: 0 }],
  [['a', 'b', 'c', 'd'], 2, { shown: ['a', 'b'], more: 2 }],
  [['a', 'b', 'c'], 3, { shown: ['a', 'b', 'c'], more: 0 }],
])('previewItems(%j, %i)', (items, max, expected) => {
  expect(previewItems(items, max)).toEqual(expected);
});
