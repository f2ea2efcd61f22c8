import { checked, instantOf, numberOf } from './formValues';

/*
 * What the promotion and promo-code forms save; a new one has no `id`. Fields a kind does not use
 * (a free-shipping promotion's discount) go at their defaults, and the window's ends, left empty,
 * are open.
 */

export const promotionBody = (data: FormData, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  name: String(data.get('name') ?? ''),
  kind: String(data.get('kind')),
  minAmount: numberOf(data, 'minAmount') ?? 0,
  minQuantity: numberOf(data, 'minQuantity') ?? 1,
  discount: numberOf(data, 'discount') ?? 0,
  productNanoId: String(data.get('productNanoId') ?? '').trim() || null,
  enable: checked(data, 'enable'),
  startsAt: instantOf(data, 'startsAt'),
  endsAt: instantOf(data, 'endsAt'),
});

/** Empty use limits are no limit. */
export const promoCodeBody = (data: FormData, id?: number) => ({
  ...(id === undefined ? {} : { id }),
  code: String(data.get('code') ?? ''),
  name: String(data.get('name') ?? ''),
  discountType: String(data.get('discountType')),
  value: numberOf(data, 'value') ?? 0,
  minAmount: numberOf(data, 'minAmount') ?? 0,
  usageLimit: numberOf(data, 'usageLimit') ?? null,
  perMemberLimit: numberOf(data, 'perMemberLimit') ?? null,
  enable: checked(data, 'enable'),
  startsAt: instantOf(data, 'startsAt'),
  endsAt: instantOf(data, 'endsAt'),
});
