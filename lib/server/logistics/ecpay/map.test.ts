import { mapFields, mapTradeNo, subTypeFits } from './map';

describe('ECPay store map', () => {
  const token = 'abcdefghijklmnopqrst';

  it('derives a 20-character MerchantTradeNo of letters and digits from the token', () => {
    const no = mapTradeNo(token);
    expect(no).toMatch(/^M[0-9A-F]{19}$/);
    expect(mapTradeNo(token)).toBe(no);
    expect(mapTradeNo(`${token}x`)).not.toBe(no);
  });

  it('builds the map request with the chain, collection and the token in ExtraData', () => {
    expect(
      mapFields({
        merchantId: '2000132',
        token,
        subType: 'UNIMARTC2C',
        isCollection: true,
        serverReplyURL: 'https://shop.example/api-client/1/ecommerceDeliveryEcpayMap/reply',
        device: 1,
      }),
    ).toEqual({
      MerchantID: '2000132',
      MerchantTradeNo: mapTradeNo(token),
      LogisticsType: 'CVS',
      LogisticsSubType: 'UNIMARTC2C',
      IsCollection: 'Y',
      ServerReplyURL: 'https://shop.example/api-client/1/ecommerceDeliveryEcpayMap/reply',
      ExtraData: token,
      Device: '1',
    });
  });

  // ECPay's Logistic_Node.js SDK, ECpayLogistics.xml: ExtraData String(20), pattern ^.{0,20}$.
  it('refuses a token that does not fit ExtraData', () => {
    const fields = {
      merchantId: '2000132',
      subType: 'UNIMART',
      isCollection: false,
      serverReplyURL: 'x',
      device: 0,
    } as const;
    expect(() => mapFields({ ...fields, token: `${token}x` })).toThrow(/ExtraData/);
  });

  it.each([
    ['UNIMART', 'UNIMART', true],
    ['UNIMART', 'UNIMARTC2C', true],
    ['FAMI', 'UNIMART', false],
    ['OKMART', 'OKMARTC2C', true],
    [null, 'FAMI', false],
  ] as const)('a %s delivery takes a %s store: %s', (delivery, requested, fits) => {
    expect(subTypeFits(delivery, requested)).toBe(fits);
  });
});
