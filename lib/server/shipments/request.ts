import { z } from 'zod';
import { CVS_SUB_TYPES, type OrderQuote } from '@/lib/api/contract';
import {
  AMOUNT_MAX,
  ShipmentRequestSchema,
  type ShipmentRequest,
  type ShipmentSubType,
} from '../logistics/ecpay/express';
import { NAME_RULE, nameProblem, PARCEL_RECEIVER_NAME } from '@/lib/delivery/parcelNames';

/**
 * The parcel request an order makes (docs/shipments.md, "Shipping an order"): which carrier, how
 * much the goods are worth and what the store collects, who sends and who receives. Pure: every
 * rule here is decided from the order and the shop as read, and tested in request.test.ts.
 */

/** What a shipment needs of the order. */
export type ShippedOrder = {
  paymentType: string;
  paid: boolean;
  /** What is left to pay: a cash-on-delivery order's sum for the store or the driver to collect. */
  paymentPrice: number;
  amounts: Pick<
    OrderQuote,
    | 'EcommerceOrderItems'
    | 'totalProductPrice'
    | 'promoByProductDiscount'
    | 'promoByOrderDiscount'
    | 'promoCodeDiscount'
  >;
  delivery: { type: string; subType: string | null; storeID: string | null };
  receiver: { name: string; phone: string; address: string | null };
};

/** A shop's footer contact entries (聯絡電話, 聯絡地址 …), the only sender details a shop keeps. */
export type ShopContact = { name: string; text: string };

export type ShipmentPlan = { ok: true; request: ShipmentRequest } | { ok: false; message: string };

export const SHIP_MESSAGES = {
  notCarried: '此訂單的配送方式不經物流配送（門市自取）',
  noStore: '此訂單沒有選擇取貨的超商門市',
  prefix: '無法建立託運單：',
} as const;

/** Characters ECPay refuses in goods names (the ShipmentRequestSchema's PLAIN). */
const REFUSED = /[\^'`!@#%&*+\\"<>|_[\]]/g;
const GOODS_NAME_MAX = 50;

/**
 * The carrier: the chain (and B2C or C2C) the shopper picked the store of, or for home delivery TCAT,
 * the post when a weight is given (the post prices by weight). A weight for a store pickup is unused.
 */
export function subTypeOf(
  delivery: ShippedOrder['delivery'],
  weightGrams: number | undefined,
): ShipmentSubType | { message: string } {
  if (delivery.type === 'home') return weightGrams ? 'POST' : 'TCAT';
  if (delivery.type !== 'cvs') return { message: SHIP_MESSAGES.notCarried };
  const chain = CVS_SUB_TYPES.find((s) => s === delivery.subType);
  if (!chain || !delivery.storeID) return { message: SHIP_MESSAGES.noStore };
  return chain;
}

/**
 * Goods worth and the collected sum. A cash-on-delivery order not yet paid has the store (or the
 * driver) collect what is left to pay, and declares that as the goods' worth too, so the two never
 * disagree; any other order collects nothing and declares the goods after their discounts.
 */
export function amountsOf(order: Pick<ShippedOrder, 'paymentType' | 'paid' | 'paymentPrice' | 'amounts'>): {
  goodsAmount: number;
  collectionAmount: number | undefined;
} {
  const collect = order.paymentType === 'COD' && !order.paid && order.paymentPrice > 0;
  if (collect) return { goodsAmount: order.paymentPrice, collectionAmount: order.paymentPrice };
  const a = order.amounts;
  const goods = a.totalProductPrice - a.promoByProductDiscount - a.promoByOrderDiscount - a.promoCodeDiscount;
  return { goodsAmount: Math.max(1, goods), collectionAmount: undefined };
}

/** The first line's name, with how many lines there are, in ECPay's 50 characters and alphabet. */
export function goodsNameOf(items: readonly { name: string }[]): string {
  const more = items.length > 1 ? ` 等 ${items.length} 項` : '';
  const first = (items[0]?.name ?? '').replace(REFUSED, ' ').replace(/\s+/g, ' ').trim() || '商品';
  return first.slice(0, GOODS_NAME_MAX - more.length) + more;
}

/** A postcode written before an address (`110台北市…`, `110 台北市…`), split from it. */
export function splitPostcode(address: string | null): { zipCode?: string; address?: string } {
  const text = address?.trim();
  if (!text) return {};
  const m = /^(\d{3}(?:\d{2,3})?)\s*(.+)$/.exec(text);
  return m ? { zipCode: m[1], address: m[2] } : { address: text };
}

/** The footer contact entry whose text is the sender's name when the shop's name is not one ECPay takes. */
const SENDER_CONTACT = '寄件人';

/**
 * The sender: the shop's name, when ECPay takes it as a name (2–5 Chinese characters or 4–10
 * letters, no digit or symbol: lib/delivery/parcelNames.ts), else the footer's 寄件人 entry; and, as far as its
 * footer's contact entries tell, a phone (a mobile is ECPay's SenderCellPhone) and an address with
 * its postcode.
 */
export function senderOf(shopName: string, contacts: readonly ShopContact[]): ShipmentRequest['sender'] {
  const given = contacts.find((c) => c.name.trim() === SENDER_CONTACT)?.text.trim();
  const name = nameProblem(shopName) === null || !given ? shopName.trim() : given;
  const phone = contacts.map((c) => c.text.replace(/[\s()\-－（）]/g, '')).find((t) => /^0\d{8,9}$/.test(t));
  const place = contacts.find((c) => c.name.includes('地址'));
  return {
    name,
    ...(phone ? (/^09\d{8}$/.test(phone) ? { cellPhone: phone } : { phone }) : {}),
    ...splitPostcode(place?.text ?? null),
  };
}

/** ECPay's limits, as an operator can act on them (the schema's own words for its refinements). */
const FIELD_PROBLEMS: Record<string, string> = {
  'receiver.name': `收件人姓名${NAME_RULE}`,
  'sender.name': `寄件人（商店名稱，或頁尾聯絡資訊的「${SENDER_CONTACT}」）${NAME_RULE}`,
  'receiver.cellPhone': '收件人手機須為 09 開頭共 10 碼',
  'receiver.address': '收件地址最多 60 字',
  'sender.address': '商店聯絡地址最多 60 字',
  goodsAmount: '綠界物流的商品金額須在 NT$1–20,000 之間',
  collectionAmount: '綠界物流的代收金額須在 NT$1–20,000 之間',
  weightGrams: '重量須為 1–20,000 公克',
};

/** Why ECPay would refuse the request, in words an operator can act on. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path.join('.');
  const named = path === 'sender.name' || path === 'receiver.name';
  const problem =
    issue.code === 'custom' && !named
      ? issue.message
      : (FIELD_PROBLEMS[path] ?? `${path} 不符綠界物流的規定`);
  return SHIP_MESSAGES.prefix + problem;
}

export const ORDER_PARCEL_MESSAGES = {
  receiver: PARCEL_RECEIVER_NAME,
  collection: `貨到付款的代收金額上限為 NT$${AMOUNT_MAX.toLocaleString('en-US')}，請改用其他付款方式`,
} as const;

/**
 * What ECPay would refuse of an order about to be taken, so that the shopper hears it at checkout,
 * not the shop at shipping: a receiver's name it does not take, a collected sum over its limit.
 * `carried`: the order goes by an ECPay parcel (a store pickup always; home delivery when the shop
 * ships through ECPay).
 */
export function orderParcelProblem(o: {
  carried: boolean;
  receiver: string;
  paymentType: string;
  paymentPrice: number;
}): string | null {
  if (!o.carried) return null;
  if (nameProblem(o.receiver)) return ORDER_PARCEL_MESSAGES.receiver;
  if (o.paymentType === 'COD' && o.paymentPrice > AMOUNT_MAX) return ORDER_PARCEL_MESSAGES.collection;
  return null;
}

/**
 * Whether an ECPay parcel can carry the order: a store pickup always (the store collects cash on
 * delivery), a home delivery only with nothing to collect, as ECPay's home delivery collects no cash
 * (宅配不代收貨款). A home delivery paid on delivery goes by the shop's own carrier instead: the shop
 * marks it shipped with the carrier's tracking number. Pure.
 */
export function parcelCarries(o: {
  deliveryType: string;
  paymentType: string;
  paid: boolean;
  paymentPrice: number;
}): boolean {
  if (o.deliveryType === 'cvs') return true;
  if (o.deliveryType !== 'home') return false;
  return !(o.paymentType === 'COD' && !o.paid && o.paymentPrice > 0);
}

/** The whole request, checked with ECPay's rules before anything is written or sent. */
export function planShipment(input: {
  order: ShippedOrder;
  shop: { name: string; contacts: readonly ShopContact[] };
  merchantTradeNo: string;
  serverReplyURL: string;
  weightGrams?: number;
  now: Date;
}): ShipmentPlan {
  const { order } = input;
  const subType = subTypeOf(order.delivery, input.weightGrams);
  if (typeof subType !== 'string') return { ok: false, message: SHIP_MESSAGES.prefix + subType.message };
  const home = subType === 'TCAT' || subType === 'POST';
  const { goodsAmount, collectionAmount } = amountsOf(order);
  const parsed = ShipmentRequestSchema.safeParse({
    merchantTradeNo: input.merchantTradeNo,
    tradeDate: input.now,
    subType,
    goodsAmount,
    collectionAmount,
    goodsName: goodsNameOf(order.amounts.EcommerceOrderItems),
    sender: senderOf(input.shop.name, input.shop.contacts),
    receiver: {
      name: order.receiver.name,
      cellPhone: order.receiver.phone,
      ...(home ? splitPostcode(order.receiver.address) : { storeId: order.delivery.storeID ?? undefined }),
    },
    serverReplyURL: input.serverReplyURL,
    weightGrams: subType === 'POST' ? input.weightGrams : undefined,
  });
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, message: problemOf(parsed.error) };
}
