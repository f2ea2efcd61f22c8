import { ecpayAnswer } from '../sandbox/express';
import { checkMacValue } from './checkMacValue';
import { createShipment, type LogisticsEndpoint } from './client';
import type { ShipmentRequest } from './express';

const KEYS = { merchantId: '2000933', hashKey: 'XBERn1YOvpM9nfZc', hashIV: 'h1ONHk4P4yqbl5LK' };
const HOST = 'https://logistics-stage.ecpay.com.tw';

const request: ShipmentRequest = {
  merchantTradeNo: '2026112500000001S1',
  tradeDate: new Date('2026-11-25T02:00:00Z'),
  subType: 'FAMIC2C',
  goodsAmount: 300,
  collectionAmount: 300,
  goodsName: '白飯',
  sender: { name: '測試商店' },
  receiver: { name: '王小明', cellPhone: '0912345678', storeId: '006598' },
  serverReplyURL: 'https://shop.example/api-client/1/ecommerceLogistics/notify',
};

const parcel = (fields: Record<string, string>) => {
  const all = {
    MerchantID: KEYS.merchantId,
    MerchantTradeNo: request.merchantTradeNo,
    AllPayLogisticsID: '1718546',
    LogisticsType: 'CVS',
    LogisticsSubType: 'FAMIC2C',
    CVSPaymentNo: '12345678',
    ...fields,
  };
  return ecpayAnswer({ ...all, CheckMacValue: checkMacValue(all, KEYS.hashKey, KEYS.hashIV, 'md5') });
};

/** An endpoint answering each path with the text given, keeping the paths called. */
function endpoint(answers: Record<string, string>): LogisticsEndpoint & { called: string[] } {
  const called: string[] = [];
  return {
    host: HOST,
    called,
    post: async (url) => {
      const path = url.slice(HOST.length);
      called.push(path);
      return answers[path] ?? '';
    },
  };
}

it('creates a parcel ECPay does not know yet', async () => {
  const e = endpoint({ '/Express/Create': `1|${parcel({ RtnCode: '300' })}` });
  const answer = await createShipment(KEYS, e, request);
  expect(answer).toMatchObject({ ok: true, parcel: { logisticsId: '1718546', rtnCode: '300' } });
  expect(e.called).toEqual(['/Helper/QueryLogisticsTradeInfo/V5', '/Express/Create']);
});

it('answers the parcel an earlier, unanswered create made, without creating again', async () => {
  const e = endpoint({ '/Helper/QueryLogisticsTradeInfo/V5': parcel({ LogisticsStatus: '300' }) });
  const answer = await createShipment(KEYS, e, request);
  expect(answer).toMatchObject({ ok: true, parcel: { logisticsId: '1718546', trackingNo: '12345678' } });
  expect(e.called).toEqual(['/Helper/QueryLogisticsTradeInfo/V5']);
});

it('passes on ECPay’s refusal', async () => {
  const e = endpoint({ '/Express/Create': '0|收件人姓名錯誤' });
  expect(await createShipment(KEYS, e, request)).toEqual({ ok: false, message: '收件人姓名錯誤' });
});
