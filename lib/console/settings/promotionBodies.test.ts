import { promoCodeBody, promotionBody } from './promotionBodies';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('promotionBody', () => {
  const freeShipping = {
    name: '滿千免運',
    kind: 'order_free_shipping',
    minAmount: '1000',
    discount: '',
    productNanoId: '',
    minQuantity: '',
    startsAt: '',
    endsAt: '',
    enable: 'on',
  };

  test('a new free-shipping promotion: unused fields at their defaults, open ends', () => {
    expect(promotionBody(form(freeShipping))).toEqual({
      name: '滿千免運',
      kind: 'order_free_shipping',
      minAmount: 1000,
      minQuantity: 1,
      discount: 0,
      productNanoId: null,
      enable: true,
      startsAt: null,
      endsAt: null,
    });
  });

  test.each<[string, Record<string, string>, number | undefined, Record<string, unknown>]>([
    ['an edit names its promotion', {}, 3, { id: 3 }],
    [
      'a product bundle: the product’s id trimmed, the count per bundle',
      { kind: 'product_discount', productNanoId: ' p-bucket-hat ', minQuantity: '2', discount: '100' },
      undefined,
      { kind: 'product_discount', productNanoId: 'p-bucket-hat', minQuantity: 2, discount: 100 },
    ],
    [
      'a window in Taiwan time',
      { startsAt: '2026-12-01T00:00', endsAt: '2026-12-08T00:00' },
      undefined,
      { startsAt: '2026-12-01T00:00:00+08:00', endsAt: '2026-12-08T00:00:00+08:00' },
    ],
    ['switched off', { enable: '' }, undefined, { enable: false }],
  ])('%s', (_, fields, id, expected) => {
    expect(promotionBody(form({ ...freeShipping, ...fields }), id)).toMatchObject(expected);
  });
});

describe('promoCodeBody', () => {
  const code = {
    code: 'WINTER100',
    name: '冬季折百',
    discountType: 'amount',
    value: '100',
    minAmount: '',
    usageLimit: '',
    perMemberLimit: '',
    startsAt: '',
    endsAt: '',
  };

  test('a new code: no minimum, no limits, open ends', () => {
    expect(promoCodeBody(form(code))).toEqual({
      code: 'WINTER100',
      name: '冬季折百',
      discountType: 'amount',
      value: 100,
      minAmount: 0,
      usageLimit: null,
      perMemberLimit: null,
      enable: false,
      startsAt: null,
      endsAt: null,
    });
  });

  test.each<[string, Record<string, string>, number | undefined, Record<string, unknown>]>([
    ['an edit names its code', {}, 8, { id: 8 }],
    ['limits', { usageLimit: '50', perMemberLimit: '1' }, undefined, { usageLimit: 50, perMemberLimit: 1 }],
    [
      'a percentage',
      { discountType: 'percent', value: '15' },
      undefined,
      { discountType: 'percent', value: 15 },
    ],
    ['an empty value is 0, for the API to refuse', { value: '' }, undefined, { value: 0 }],
  ])('%s', (_, fields, id, expected) => {
    expect(promoCodeBody(form({ ...code, ...fields }), id)).toMatchObject(expected);
  });
});
