import {
  parcelCarries,
  amountsOf,
  goodsNameOf,
  ORDER_PARCEL_MESSAGES,
  orderParcelProblem,
  planShipment,
  senderOf,
  SHIP_MESSAGES,
  splitPostcode,
  subTypeOf,
  type ShippedOrder,
} from './request';

const cvs = (subType: string | null, storeID: string | null = '991182') => ({
  type: 'cvs',
  subType,
  storeID,
});
const home = { type: 'home', subType: null, storeID: null };

test.each([
  ['a 7-ELEVEN store picked as B2C', cvs('UNIMART'), undefined, 'UNIMART'],
  ['a 7-ELEVEN store picked store to store', cvs('UNIMARTC2C'), undefined, 'UNIMARTC2C'],
  ['a FamilyMart store, with a weight that does not count there', cvs('FAMI'), 800, 'FAMI'],
  ['home delivery', home, undefined, 'TCAT'],
  ['home delivery by weight', home, 1200, 'POST'],
  ['a store without a picked store', cvs('UNIMART', null), undefined, { message: SHIP_MESSAGES.noStore }],
  ['a store of an unknown chain', cvs('SEVEN'), undefined, { message: SHIP_MESSAGES.noStore }],
  [
    'a pickup at the shop’s own branch',
    { type: 'store', subType: null, storeID: null },
    undefined,
    { message: SHIP_MESSAGES.notCarried },
  ],
])('%s ships by %j', (_, delivery, weight, expected) => {
  expect(subTypeOf(delivery, weight)).toEqual(expected);
});

const amounts = {
  EcommerceOrderItems: [],
  totalProductPrice: 1200,
  promoByProductDiscount: 100,
  promoByOrderDiscount: 50,
  promoCodeDiscount: 50,
};

test.each([
  ['COD, nothing paid yet', 'COD', false, 1060, { goodsAmount: 1060, collectionAmount: 1060 }],
  ['COD paid by the shop already', 'COD', true, 1060, { goodsAmount: 1000, collectionAmount: undefined }],
  ['COD covered by wallets', 'COD', false, 0, { goodsAmount: 1000, collectionAmount: undefined }],
  ['a card payment', 'newebpay', true, 1060, { goodsAmount: 1000, collectionAmount: undefined }],
  ['an ATM transfer', 'atm', true, 1060, { goodsAmount: 1000, collectionAmount: undefined }],
])('%s: %j', (_, paymentType, paid, paymentPrice, expected) => {
  expect(amountsOf({ paymentType, paid, paymentPrice, amounts })).toEqual(expected);
});

it('declares a whole discount as worth a dollar, ECPay’s least', () => {
  expect(
    amountsOf({
      paymentType: 'atm',
      paid: true,
      paymentPrice: 60,
      amounts: { ...amounts, promoCodeDiscount: 1050 },
    }),
  ).toEqual({ goodsAmount: 1, collectionAmount: undefined });
});

test.each([
  [[{ name: '白飯一碗' }], '白飯一碗'],
  [[{ name: '白飯一碗' }, { name: '味噌湯' }, { name: '茶' }], '白飯一碗 等 3 項'],
  [[{ name: 'T-shirt <XL> & "cap"' }], 'T-shirt XL cap'],
  [[{ name: '@@@' }], '商品'],
  [[{ name: '長'.repeat(80) }, { name: 'x' }], `${'長'.repeat(44)} 等 2 項`],
])('goods %j are named %s', (items, name) => {
  const named = goodsNameOf(items);
  expect(named).toBe(name);
  expect(named.length).toBeLessThanOrEqual(50);
});

test.each([
  ['110台北市信義區松高路 19 號', { zipCode: '110', address: '台北市信義區松高路 19 號' }],
  ['10617 台北市大安區', { zipCode: '10617', address: '台北市大安區' }],
  ['台北市信義區松高路 19 號', { address: '台北市信義區松高路 19 號' }],
  ['  ', {}],
  [null, {}],
])('the address %j splits into %j', (address, expected) => {
  expect(splitPostcode(address)).toEqual(expected);
});

test.each([
  [
    'a landline and an address',
    '小島選物',
    [
      { name: '營業時間', text: '週一至週五 10:00–18:00' },
      { name: '聯絡電話', text: '(02) 2345-6789' },
      { name: '聯絡地址', text: '台北市大安區和平東路一段 100 號 1 樓' },
    ],
    { name: '小島選物', phone: '0223456789', address: '台北市大安區和平東路一段 100 號 1 樓' },
  ],
  [
    'a mobile and an address with its postcode',
    'Island & Co.',
    [
      { name: 'LINE', text: '0912-345-678' },
      { name: '門市地址', text: '106 台北市大安區' },
    ],
    // Not a name ECPay takes, and no 寄件人 entry: planShipment refuses it, saying what to do.
    { name: 'Island & Co.', cellPhone: '0912345678', zipCode: '106', address: '台北市大安區' },
  ],
  ['nothing but a long name', '山嵐咖啡烘焙與選物專門店台北', [], { name: '山嵐咖啡烘焙與選物專門店台北' }],
  [
    'a long name and the footer’s 寄件人',
    '山嵐咖啡烘焙與選物專門店台北',
    [{ name: '寄件人', text: ' 林美玲 ' }],
    { name: '林美玲' },
  ],
  // A shop name ECPay takes is the sender, whatever the footer says.
  [
    'a name that fits and a 寄件人 entry',
    '小島選物',
    [{ name: '寄件人', text: '林美玲' }],
    { name: '小島選物' },
  ],
])('the sender with %s', (_, name, contacts, expected) => {
  expect(senderOf(name, contacts)).toEqual(expected);
});

describe('planShipment', () => {
  const order: ShippedOrder = {
    paymentType: 'COD',
    paid: false,
    paymentPrice: 360,
    amounts: { ...amounts, EcommerceOrderItems: [{ name: '白飯一碗' } as never] },
    delivery: cvs('UNIMART'),
    receiver: { name: '王小明', phone: '0912345678', address: null },
  };
  const plan = (over: Partial<ShippedOrder>, weightGrams?: number) =>
    planShipment({
      order: { ...order, ...over },
      shop: { name: '小島選物', contacts: [] },
      merchantTradeNo: '2026112500000001S1',
      serverReplyURL: 'https://shop.example.tw/api-client/1/ecommerceLogistics/notify',
      weightGrams,
      now: new Date('2026-11-25T03:00:00Z'),
    });

  it('builds a store pickup that collects what is left to pay', () => {
    const p = plan({});
    expect(p.ok && p.request).toMatchObject({
      merchantTradeNo: '2026112500000001S1',
      subType: 'UNIMART',
      goodsAmount: 360,
      collectionAmount: 360,
      goodsName: '白飯一碗',
      sender: { name: '小島選物' },
      receiver: { name: '王小明', cellPhone: '0912345678', storeId: '991182' },
    });
  });

  test.each<[string, Partial<ShippedOrder>, number | undefined, string]>([
    [
      'a receiver name ECPay refuses',
      { receiver: { ...order.receiver, name: '王小明<script>' } },
      undefined,
      '收件人姓名須為中文 2–5 字或英文 4–10 個字母',
    ],
    [
      'a receiver name too long',
      { receiver: { ...order.receiver, name: '王'.repeat(6) } },
      undefined,
      '收件人姓名須為中文 2–5 字或英文 4–10 個字母',
    ],
    [
      'a receiver name with a digit',
      { receiver: { ...order.receiver, name: '王小明2' } },
      undefined,
      '收件人姓名須為中文 2–5 字或英文 4–10 個字母，且不含數字與符號',
    ],
    ['goods worth more than ECPay carries', { paymentPrice: 20_001 }, undefined, '商品金額須在 NT$1–20,000'],
    [
      'cash on delivery at home',
      { delivery: home, receiver: { ...order.receiver, address: '110台北市' } },
      undefined,
      '宅配',
    ],
    [
      'a pickup at a branch',
      { delivery: { type: 'store', subType: null, storeID: null } },
      undefined,
      '門市自取',
    ],
    [
      'store-to-store at 7-ELEVEN without the sender’s mobile',
      { delivery: cvs('UNIMARTC2C') },
      undefined,
      '寄件人手機',
    ],
  ])('refuses %s, saying why', (_, over, weight, says) => {
    const p = plan(over, weight);
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.message.startsWith(SHIP_MESSAGES.prefix)).toBe(true);
      expect(p.message).toContain(says);
    }
  });

  const homeOrder = (address: string): Partial<ShippedOrder> => ({
    paid: true,
    delivery: home,
    receiver: { ...order.receiver, address },
  });
  const shopWith = (address: string) => ({
    name: '小島選物',
    contacts: [
      { name: '聯絡電話', text: '02-2345-6789' },
      { name: '聯絡地址', text: address },
    ],
  });
  const planHome = (receiverAddress: string, shopAddress: string, weightGrams?: number) =>
    planShipment({
      order: { ...order, ...homeOrder(receiverAddress) },
      shop: shopWith(shopAddress),
      merchantTradeNo: '2026112500000001S1',
      serverReplyURL: 'https://shop.example.tw/api-client/1/ecommerceLogistics/notify',
      weightGrams,
      now: new Date(),
    });

  it('sends a paid order home by the post with its weight, when the addresses have postcodes', () => {
    const p = planHome('110台北市信義區松高路 11 號', '106台北市大安區和平東路一段 100 號', 1200);
    expect(p.ok && p.request).toMatchObject({
      subType: 'POST',
      goodsAmount: 1000,
      weightGrams: 1200,
      sender: { phone: '0223456789', zipCode: '106' },
      receiver: { zipCode: '110', address: '台北市信義區松高路 11 號' },
    });
    expect(p.ok && p.request.collectionAmount).toBeUndefined();
  });

  test.each([
    ['the receiver’s', '台北市信義區松高路 11 號', '106台北市大安區'],
    ['the shop’s', '110台北市信義區松高路 11 號', '台北市大安區'],
  ])('refuses home delivery when %s postcode is missing', (_, receiverAddress, shopAddress) => {
    expect(planHome(receiverAddress, shopAddress)).toEqual({
      ok: false,
      message: `${SHIP_MESSAGES.prefix}宅配須有郵遞區號`,
    });
  });

  it('refuses home delivery when the shop has no phone to give', () => {
    expect(plan(homeOrder('110台北市信義區'))).toEqual({
      ok: false,
      message: `${SHIP_MESSAGES.prefix}宅配須有寄件人電話`,
    });
  });
});

describe('orderParcelProblem', () => {
  const order = { carried: true, receiver: '王小明', paymentType: 'COD', paymentPrice: 360 };
  test.each<[string, Partial<typeof order>, string | null]>([
    ['a name and sum ECPay takes', {}, null],
    ['a receiver name ECPay refuses', { receiver: '林' }, ORDER_PARCEL_MESSAGES.receiver],
    ['a receiver name with a digit', { receiver: '王小明2' }, ORDER_PARCEL_MESSAGES.receiver],
    // ECPay's SDKs: GoodsAmount and CollectionAmount 1–20000.
    ['cash on delivery of NT$20,000', { paymentPrice: 20_000 }, null],
    ['cash on delivery of NT$20,001', { paymentPrice: 20_001 }, ORDER_PARCEL_MESSAGES.collection],
    [
      'a card payment of NT$20,001 (nothing collected)',
      { paymentType: 'newebpay', paymentPrice: 20_001 },
      null,
    ],
    ['not sent by parcel (a pickup at a branch)', { carried: false, receiver: '林' }, null],
  ])('%s', (_, over, problem) => {
    expect(orderParcelProblem({ ...order, ...over })).toBe(problem);
  });
});

test('a shop whose name ECPay refuses is told where to give a sender name', () => {
  const plan = planShipment({
    order: {
      paymentType: 'newebpay',
      paid: true,
      paymentPrice: 0,
      amounts: { ...amounts, EcommerceOrderItems: [{ name: '白飯一碗' } as never] },
      delivery: cvs('UNIMART'),
      receiver: { name: '王小明', phone: '0912345678', address: null },
    },
    shop: { name: '7號選物店', contacts: [] },
    merchantTradeNo: 'T1',
    serverReplyURL: 'https://shop.example/notify',
    now: new Date(),
  });
  expect(plan).toEqual({
    ok: false,
    message:
      '無法建立託運單：寄件人（商店名稱，或頁尾聯絡資訊的「寄件人」）須為中文 2–5 字或英文 4–10 個字母，且不含數字與符號',
  });
});

describe('parcelCarries', () => {
  const order = { deliveryType: 'home', paymentType: 'newebpay', paid: true, paymentPrice: 1060 };
  it.each([
    ['a home delivery paid online', order, true],
    [
      'a store pickup paid on delivery',
      { ...order, deliveryType: 'cvs', paymentType: 'COD', paid: false },
      true,
    ],
    // ECPay's home delivery collects no cash (宅配不代收貨款): the shop's own carrier does.
    ['a home delivery paid on delivery', { ...order, paymentType: 'COD', paid: false }, false],
    [
      'a home delivery on delivery, its sum covered by wallets',
      { ...order, paymentType: 'COD', paid: false, paymentPrice: 0 },
      true,
    ],
    [
      'a home delivery on delivery the shop was already paid for',
      { ...order, paymentType: 'COD', paid: true },
      true,
    ],
    ['a pickup at the shop', { ...order, deliveryType: 'pickup' }, false],
  ])('%s → %s', (_, o, carries) => {
    expect(parcelCarries(o)).toBe(carries);
  });
});
