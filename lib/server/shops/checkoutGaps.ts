import { eq } from 'drizzle-orm';
import { isDeliveryEnabled } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { deliveries, logisticsConfigs, paymentConfigs } from '../db/schema';
import { isTakeable, type PaymentConfigRow } from '../payments/configs';
import { sandboxAllowed } from '../payments/sandbox/gateway';
import type { Wording } from '../kernel/wording';

/**
 * What still keeps shoppers of a shop from checking out. The delivery and payment commands answer
 * with it after every change, and the console's settings show it, so whoever sets up a new shop (or
 * switches something off) hears what is missing then rather than from a shopper stuck at the
 * checkout. Worded for each: the operator's with the commands that fill the gap, the console's with
 * its sections.
 */
export const CHECKOUT_GAPS = {
  noDelivery: '尚無啟用的配送方式，顧客無法結帳：請以 delivery set 新增',
  noPayment:
    '尚無可用的付款方式，顧客無法結帳：請以 payment on --type COD|atm 開啟，或以 gateway 設定線上付款',
  codWithoutCollection:
    '貨到付款已開啟，但沒有允許貨到付款的配送方式：請在 delivery set 加上 --collection，否則顧客選不到貨到付款',
  cvsWithoutMap:
    '有超商取貨的配送方式，但商店尚未設定超商門市地圖：請以 logistics 設定（--provider ecpay 或 sandbox）',
} as const;
type Gap = keyof typeof CHECKOUT_GAPS;

const CONSOLE_GAPS: Record<Gap, string> = {
  noDelivery: '尚無啟用的配送方式，顧客無法結帳：請在「配送」新增',
  noPayment: '尚無可用的付款方式，顧客無法結帳：請在「付款」開啟貨到付款或 ATM，或在「金流」設定線上付款',
  codWithoutCollection:
    '貨到付款已開啟，但沒有允許貨到付款的配送方式：請在「配送」勾選可貨到付款，否則顧客選不到貨到付款',
  cvsWithoutMap: '有超商取貨的配送方式，但商店尚未設定超商門市地圖：請在「物流」設定',
};

const GAP_WORDS: Record<Wording, Record<Gap, string>> = { operator: CHECKOUT_GAPS, console: CONSOLE_GAPS };

export type ShopSetup = {
  deliveries: { type: string; enable: boolean | null; allowCollection: boolean }[];
  payments: Pick<PaymentConfigRow, 'type' | 'enable' | 'gateway' | 'credentials' | 'account'>[];
  /** Whether the shop's convenience-store map can be opened (see storeMapOf). */
  storeMap: boolean;
};

/** The gaps, in the order an operator would fill them; none when a shopper can place an order. */
export function checkoutGaps(setup: ShopSetup, wording: Wording = 'operator'): string[] {
  const words = GAP_WORDS[wording];
  const offered = setup.deliveries.filter(isDeliveryEnabled);
  // The same test the checkout applies: enabled, and a gateway with keys for an online type.
  const payable = setup.payments.filter((p) => p.enable && isTakeable(p)).map((p) => p.type);
  const gaps: string[] = [];
  if (!offered.length) gaps.push(words.noDelivery);
  if (!payable.length) gaps.push(words.noPayment);
  // COD is refused with any delivery that does not collect cash (lib/server/orders/context.ts).
  if (payable.includes('COD') && offered.length && !offered.some((d) => d.allowCollection))
    gaps.push(words.codWithoutCollection);
  if (offered.some((d) => d.type === 'cvs') && !setup.storeMap) gaps.push(words.cvsWithoutMap);
  return gaps;
}

async function shopSetup(db: DbOrTx, shopId: number): Promise<ShopSetup> {
  const rows = await db
    .select({ type: deliveries.type, enable: deliveries.enable, allowCollection: deliveries.allowCollection })
    .from(deliveries)
    .where(eq(deliveries.shopId, shopId));
  const payments = await db
    .select({
      type: paymentConfigs.type,
      enable: paymentConfigs.enable,
      gateway: paymentConfigs.gateway,
      credentials: paymentConfigs.credentials,
      account: paymentConfigs.account,
    })
    .from(paymentConfigs)
    .where(eq(paymentConfigs.shopId, shopId));
  const [map] = await db
    .select({ provider: logisticsConfigs.provider })
    .from(logisticsConfigs)
    .where(eq(logisticsConfigs.shopId, shopId));
  return {
    deliveries: rows,
    payments,
    storeMap: !!map && (map.provider !== 'sandbox' || sandboxAllowed()),
  };
}

export const gapsOf = async (db: DbOrTx, shopId: number, wording: Wording = 'operator') =>
  checkoutGaps(await shopSetup(db, shopId), wording);
