import { createHash } from 'node:crypto';
import { RefundRefused, RefundUnanswered } from '../gateway';
import { fakeNewebPayApi } from '../testing/fakeRefundApis';
import { decryptTradeInfo } from './crypto';
import { closeFields, NEWEBPAY_API_BASES, newebPayRefunds, queryCheckValue, queryFields } from './refund';

const keys = {
  merchantId: 'MS12345678',
  hashKey: '12345678901234567890123456789012',
  hashIV: '1234567890123456',
};
const at = new Date('2026-11-26T12:00:00.000Z');

describe('closeFields (CreditCard/Close, refund)', () => {
  it('encrypts the refund fields with the merchant keys, as PostData_', () => {
    const fields = closeFields(keys, { tradeNo: '2026112600000012P1', amount: 480 }, at);
    expect(fields.MerchantID_).toBe('MS12345678');
    expect(
      Object.fromEntries(new URLSearchParams(decryptTradeInfo(fields.PostData_!, keys.hashKey, keys.hashIV))),
    ).toEqual({
      RespondType: 'JSON',
      Version: '1.1',
      Amt: '480',
      MerchantOrderNo: '2026112600000012P1',
      TimeStamp: '1795694400',
      IndexType: '1',
      CloseType: '2',
    });
  });
});

describe('queryFields (QueryTradeInfo)', () => {
  it('signs Amt, MerchantID and MerchantOrderNo between IV and Key', () => {
    const fields = queryFields(keys, { tradeNo: '2026112600000012P1', amount: 960 }, at);
    const expected = createHash('sha256')
      .update(
        `IV=${keys.hashIV}&Amt=960&MerchantID=MS12345678&MerchantOrderNo=2026112600000012P1&Key=${keys.hashKey}`,
      )
      .digest('hex')
      .toUpperCase();
    expect(fields).toEqual({
      MerchantID: 'MS12345678',
      Version: '1.3',
      RespondType: 'JSON',
      CheckValue: expected,
      TimeStamp: '1795694400',
      MerchantOrderNo: '2026112600000012P1',
      Amt: '960',
    });
  });

  it.each([
    ['another amount', { amount: 961, merchantId: 'MS12345678', tradeNo: 'A1' }],
    ['another trade', { amount: 960, merchantId: 'MS12345678', tradeNo: 'A2' }],
  ])('%s signs differently', (_name, q) => {
    expect(queryCheckValue(keys, q)).not.toBe(
      queryCheckValue(keys, { amount: 960, merchantId: 'MS12345678', tradeNo: 'A1' }),
    );
  });
});

describe('newebPayRefunds', () => {
  const trade = {
    tradeNo: '2026112600000012P1',
    providerTradeNo: '24112616155896730',
    paid: 960,
    amount: 480,
    key: 'k',
  };

  test.each([
    ['newebpay', true],
    ['atm', false],
    ['Ibon', false],
  ] as const)('a %s payment refundable by API: %s', (type, refundable) => {
    expect(newebPayRefunds({ base: NEWEBPAY_API_BASES.test, credentials: keys }).accepts(type)).toBe(
      refundable,
    );
  });

  test.each([
    ['test', NEWEBPAY_API_BASES.test, 'ccore.newebpay.com'],
    ['production', NEWEBPAY_API_BASES.production, 'core.newebpay.com'],
  ])('%s: refunds at %s, then a retry reads BackBalance there', async (_env, base, host) => {
    const api = fakeNewebPayApi(keys);
    api.pay({ tradeNo: trade.tradeNo, providerTradeNo: trade.providerTradeNo, amount: 960 });
    const refunds = newebPayRefunds({ base, credentials: keys, fetch: api.fetch });
    expect(await refunds.send(trade)).toEqual({ reference: trade.providerTradeNo });
    expect(await refunds.refundable(trade)).toBe(480);
    expect(api.refunds(trade.tradeNo)).toEqual([480]);
    expect(api.calls).toEqual([`POST ${host}/API/CreditCard/Close`, `POST ${host}/API/QueryTradeInfo`]);
  });

  test('a refusal is RefundRefused with NewebPay’s status; no answer is RefundUnanswered', async () => {
    const api = fakeNewebPayApi(keys);
    api.pay({ tradeNo: trade.tradeNo, providerTradeNo: trade.providerTradeNo, amount: 960 });
    const refunds = newebPayRefunds({ base: NEWEBPAY_API_BASES.test, credentials: keys, fetch: api.fetch });
    api.refuseNext();
    await expect(refunds.send(trade)).rejects.toEqual(
      new RefundRefused('TRA10035 該交易非授權成功或已請款完成狀態'),
    );
    api.loseNextAnswer();
    await expect(refunds.send(trade)).rejects.toBeInstanceOf(RefundUnanswered);
    // The lost answer's refund was made.
    expect(api.refunds(trade.tradeNo)).toEqual([480]);
  });
});
