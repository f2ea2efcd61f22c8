import { ecpayAnswer } from '../sandbox/express';
import { checkMacValue } from './checkMacValue';
import {
  createFields,
  fromTaiwanDateTime,
  labelForm,
  LogisticsRefusal,
  queryFields,
  readCreateAnswer,
  readNotice,
  readQueryAnswer,
  ShipmentRequestSchema,
  type ShipmentRequest,
} from './express';

/*
 * ECPay's logistics checksum appendix (https://developers.ecpay.com.tw/?p=7424): the C2C test
 * merchant 2000933 and its keys, a FamilyMart C2C create, and its MD5 CheckMacValue.
 */
const DOC_KEYS = { merchantId: '2000933', hashKey: 'XBERn1YOvpM9nfZc', hashIV: 'h1ONHk4P4yqbl5LK' };
const DOC_FIELDS = {
  MerchantID: '2000933',
  MerchantTradeNo: 'A20130312153023',
  MerchantTradeDate: '2013/03/12 15:30:23',
  LogisticsType: 'CVS',
  LogisticsSubType: 'FAMIC2C',
  GoodsAmount: '1000',
  IsCollection: 'N',
  ServerReplyURL: 'https://www.ecpay.com.tw/ServerReplyURL',
  SenderName: '寄件者姓名',
  ReceiverName: '收件者姓名',
  ReceiverStoreID: '001779',
};
const DOC_MAC = '692FD6E2CDB539CCDB7206C76DC239AD';

const docRequest: ShipmentRequest = {
  merchantTradeNo: 'A20130312153023',
  tradeDate: new Date('2013-03-12T15:30:23+08:00'),
  subType: 'FAMIC2C',
  goodsAmount: 1000,
  goodsName: '',
  sender: { name: '寄件者姓名' },
  receiver: { name: '收件者姓名', cellPhone: '0912345678', storeId: '001779' },
  serverReplyURL: 'https://www.ecpay.com.tw/ServerReplyURL',
};

describe('createFields', () => {
  it('writes the documented example’s fields, and signs them as ECPay does', () => {
    const { CheckMacValue, ReceiverCellPhone, ...rest } = createFields(DOC_KEYS, docRequest);
    // The documented example predates the required receiver mobile; without it, it is the example.
    expect(rest).toEqual(DOC_FIELDS);
    expect(checkMacValue(rest, DOC_KEYS.hashKey, DOC_KEYS.hashIV, 'md5')).toBe(DOC_MAC);
    expect(ReceiverCellPhone).toBe('0912345678');
    expect(CheckMacValue).toBe(
      checkMacValue(
        { ...rest, ReceiverCellPhone: ReceiverCellPhone! },
        DOC_KEYS.hashKey,
        DOC_KEYS.hashIV,
        'md5',
      ),
    );
  });

  it('asks the store to collect a cash-on-delivery order’s amount', () => {
    const fields = createFields(DOC_KEYS, { ...docRequest, subType: 'UNIMART', collectionAmount: 1000 });
    expect(fields).toMatchObject({ IsCollection: 'Y', CollectionAmount: '1000', LogisticsType: 'CVS' });
  });

  it('names the 7-ELEVEN C2C store-change address', () => {
    const fields = createFields(DOC_KEYS, {
      ...docRequest,
      subType: 'UNIMARTC2C',
      goodsName: '測試商品',
      sender: { name: '寄件者', cellPhone: '0911222333' },
    });
    expect(fields.LogisticsC2CReplyURL).toBe(docRequest.serverReplyURL);
  });

  const home: ShipmentRequest = {
    ...docRequest,
    subType: 'TCAT',
    sender: { name: '寄件者', cellPhone: '0911222333', zipCode: '110', address: '台北市信義區松高路 19 號' },
    receiver: {
      name: '收件者',
      cellPhone: '0912345678',
      zipCode: '106',
      address: '台北市大安區復興南路 1 號',
    },
  };

  it('sends addresses, not a store, for home delivery', () => {
    const fields = createFields(DOC_KEYS, home);
    expect(fields).toMatchObject({
      LogisticsType: 'HOME',
      LogisticsSubType: 'TCAT',
      SenderZipCode: '110',
      ReceiverAddress: '台北市大安區復興南路 1 號',
      Temperature: '0001',
    });
    expect(fields.ReceiverStoreID).toBeUndefined();
    expect(fields.GoodsWeight).toBeUndefined();
  });

  // Distance is required for home delivery (Logistic_Java ECpayLogistics.xml: 00 同縣市, 01 外縣市,
  // 02 離島); ECPay's own clients send 00 whatever the addresses.
  test.each<[string, string, string]>([
    ['within 台北市', '106', '00'],
    ['台北市 to 新北市', '220', '01'],
    ['台北市 to 澎湖', '880', '02'],
  ])('sends the Distance of a parcel %s', (_, zipCode, distance) => {
    const fields = createFields(DOC_KEYS, { ...home, receiver: { ...home.receiver, zipCode } });
    expect(fields.Distance).toBe(distance);
    expect(createFields(DOC_KEYS, docRequest).Distance).toBeUndefined();
  });

  it('sends the post’s weight in kilograms', () => {
    expect(createFields(DOC_KEYS, { ...home, subType: 'POST', weightGrams: 1250 }).GoodsWeight).toBe('1.250');
  });

  test.each<[string, Partial<ShipmentRequest>]>([
    ['a MerchantTradeNo over 20', { merchantTradeNo: 'A'.repeat(21) }],
    ['a MerchantTradeNo with a dash', { merchantTradeNo: 'A-1' }],
    ['an amount over 20,000', { goodsAmount: 20_001 }],
    ['a collected amount of 0', { collectionAmount: 0 }],
    ['a store pickup with no store', { receiver: { name: '收件者', cellPhone: '0912345678' } }],
    ['a store pickup with no mobile', { receiver: { name: '收件者', storeId: '001779' } }],
    ['a name with a symbol ECPay refuses', { sender: { name: '寄件<者>' } }],
    ['a 7-ELEVEN C2C parcel with no goods name', { subType: 'UNIMARTC2C' }],
    // ECPay-API-Skill guides/06-logistics-domestic.md: SenderCellPhone "UNIMARTC2C / HILIFEC2C /
    // OKMARTC2C 時不可為空".
    ['an OK Mart C2C parcel with no sender mobile', { subType: 'OKMARTC2C' }],
    ['a Hi-Life C2C parcel with no sender mobile', { subType: 'HILIFEC2C', goodsName: '測試商品' }],
    ['home delivery with no address', { subType: 'TCAT' }],
    ['the post with no weight', { ...home, subType: 'POST' }],
    ['home delivery collecting the amount', { ...home, collectionAmount: 1000 }],
  ])('refuses %s', (_, change) => {
    expect(ShipmentRequestSchema.safeParse({ ...docRequest, ...change }).success).toBe(false);
  });
});

/** Fields as ECPay signs them in an answer or a notice. */
const signed = (fields: Record<string, string>) => ({
  ...fields,
  CheckMacValue: checkMacValue(fields, DOC_KEYS.hashKey, DOC_KEYS.hashIV, 'md5'),
});
const parcel = {
  MerchantID: '2000933',
  MerchantTradeNo: 'A20130312153023',
  RtnCode: '300',
  RtnMsg: '訂單處理中',
  AllPayLogisticsID: '1718546',
  LogisticsType: 'CVS',
  LogisticsSubType: 'UNIMARTC2C',
  GoodsAmount: '1000',
  UpdateStatusDate: '2026/11/25 10:20:30',
  ReceiverName: '收件者',
  CVSPaymentNo: 'C9876543',
  CVSValidationNo: '1234',
  BookingNote: '',
};

describe('readCreateAnswer', () => {
  it('reads a success’s parcel numbers', () => {
    const answer = readCreateAnswer(`1|${ecpayAnswer(signed(parcel))}`, DOC_KEYS);
    expect(answer).toEqual({
      ok: true,
      parcel: {
        merchantTradeNo: 'A20130312153023',
        logisticsId: '1718546',
        logisticsType: 'CVS',
        subType: 'UNIMARTC2C',
        rtnCode: '300',
        rtnMsg: '訂單處理中',
        trackingNo: 'C9876543',
        validationNo: '1234',
        updatedAt: new Date('2026-11-25T02:20:30Z'),
      },
    });
  });

  it('reads a home parcel’s tracking number from BookingNote', () => {
    const home = {
      ...parcel,
      LogisticsType: 'Home',
      LogisticsSubType: 'TCAT',
      CVSPaymentNo: '',
      BookingNote: '9011',
    };
    const answer = readCreateAnswer(`1|${ecpayAnswer(signed(home))}`, DOC_KEYS);
    expect(answer.ok && answer.parcel).toMatchObject({ logisticsType: 'HOME', trackingNo: '9011' });
  });

  test.each([
    ['0|寄件人姓名錯誤', '寄件人姓名錯誤'],
    ['0|', 'ECPay 沒有回覆內容'],
    ['<html>error</html>', '<html>error</html>'],
  ])('reads %j as refused', (text, message) => {
    expect(readCreateAnswer(text, DOC_KEYS)).toEqual({ ok: false, message });
  });

  it('does not believe a success with a wrong signature', () => {
    const forged = { ...signed(parcel), AllPayLogisticsID: '1' };
    expect(() => readCreateAnswer(`1|${ecpayAnswer(forged)}`, DOC_KEYS)).toThrow(LogisticsRefusal);
  });
});

describe('the trade query', () => {
  it('signs its fields with a Unix time', () => {
    const fields = queryFields(
      DOC_KEYS,
      { merchantTradeNo: 'A20130312153023' },
      new Date('2026-11-25T00:00:00Z'),
    );
    expect(fields).toMatchObject({
      MerchantID: '2000933',
      MerchantTradeNo: 'A20130312153023',
      TimeStamp: '1795564800',
    });
    expect(queryFields(DOC_KEYS, { logisticsId: '1718546' }, new Date()).AllPayLogisticsID).toBe('1718546');
    const { CheckMacValue, ...rest } = fields;
    expect(CheckMacValue).toBe(checkMacValue(rest, DOC_KEYS.hashKey, DOC_KEYS.hashIV, 'md5'));
  });

  it('reads a known parcel, with its status as LogisticsStatus', () => {
    const { RtnCode: _c, RtnMsg: _m, ...rest } = parcel;
    const text = ecpayAnswer(signed({ ...rest, LogisticsStatus: '2073' }));
    expect(readQueryAnswer(`1|${text}`, DOC_KEYS)).toMatchObject({ rtnCode: '2073' });
    const found = readQueryAnswer(ecpayAnswer(signed({ ...rest, LogisticsStatus: '2073' })), DOC_KEYS);
    expect(found).toMatchObject({ logisticsId: '1718546', rtnCode: '2073' });
  });

  // ECPay writes its answers unencoded: a plus is a plus (SDK_PHP VerifiedEncodedStrResponse), or the
  // goods name's CheckMacValue would not match.
  it('reads a plus in a value as a plus, as ECPay signed it', () => {
    const { RtnCode: _c, RtnMsg: _m, ...rest } = parcel;
    const fields = signed({ ...rest, GoodsName: 'A+B 禮盒', LogisticsStatus: '2073' });
    const raw = Object.entries(fields)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    expect(readQueryAnswer(raw, DOC_KEYS)).toMatchObject({ logisticsId: '1718546', rtnCode: '2073' });
    expect(readQueryAnswer(ecpayAnswer(fields), DOC_KEYS)).toMatchObject({ rtnCode: '2073' });
  });

  it.each(['', 'MerchantTradeNo=&AllPayLogisticsID=', '0|查無資料'])('reads %j as no parcel', (text) => {
    expect(readQueryAnswer(text, DOC_KEYS)).toBeNull();
  });
});

describe('labelForm', () => {
  const numbers = { logisticsId: '1718546', trackingNo: 'C9876543', validationNo: '1234' };
  test.each([
    [
      'UNIMARTC2C',
      '/Express/PrintUniMartC2COrderInfo',
      { CVSPaymentNo: 'C9876543', CVSValidationNo: '1234' },
    ],
    ['FAMIC2C', '/Express/PrintFAMIC2COrderInfo', { CVSPaymentNo: 'C9876543' }],
    ['HILIFEC2C', '/Express/PrintHILIFEC2COrderInfo', { CVSPaymentNo: 'C9876543' }],
    ['OKMARTC2C', '/Express/PrintOKMARTC2COrderInfo', { CVSPaymentNo: 'C9876543' }],
    ['UNIMART', '/helper/printTradeDocument', {}],
    ['TCAT', '/helper/printTradeDocument', {}],
  ])('prints %s at %s', (subType, path, extra) => {
    const form = labelForm(DOC_KEYS, 'https://logistics-stage.ecpay.com.tw', { ...numbers, subType });
    expect(form.action).toBe(`https://logistics-stage.ecpay.com.tw${path}`);
    const { CheckMacValue, ...rest } = form.fields;
    expect(rest).toEqual({ MerchantID: '2000933', AllPayLogisticsID: '1718546', ...extra });
    expect(CheckMacValue).toBe(checkMacValue(rest, DOC_KEYS.hashKey, DOC_KEYS.hashIV, 'md5'));
  });
});

describe('readNotice', () => {
  it('reads an arrival at the store', () => {
    const notice = readNotice(
      signed({ ...parcel, RtnCode: '2073', RtnMsg: '商品配達買家取貨門市' }),
      DOC_KEYS,
    );
    expect(notice).toMatchObject({ state: 'arrived', rtnCode: '2073', merchantTradeNo: 'A20130312153023' });
  });

  it('reads a code it does not know as moving nothing', () => {
    expect(readNotice(signed({ ...parcel, RtnCode: '7019' }), DOC_KEYS).state).toBeNull();
  });

  test.each([
    ['a changed status', { ...signed(parcel), RtnCode: '2067' }],
    ['no signature', parcel],
    ['another merchant', signed({ ...parcel, MerchantID: '2000132' })],
    ['no parcel number', signed({ ...parcel, AllPayLogisticsID: '' })],
  ])('refuses %s', (_, form) => {
    expect(() => readNotice(form, DOC_KEYS)).toThrow(LogisticsRefusal);
  });
});

test.each([
  ['2026/11/25 10:20:30', new Date('2026-11-25T02:20:30Z')],
  ['2026/11/25', null],
  ['', null],
  [undefined, null],
])('fromTaiwanDateTime reads %j', (s, expected) => {
  expect(fromTaiwanDateTime(s)).toEqual(expected);
});
