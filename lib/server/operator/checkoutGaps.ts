import { eq } from 'drizzle-orm';
import { isDeliveryEnabled } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { deliveries, logisticsConfigs, paymentConfigs } from '../db/schema';
import { isTakeable, type PaymentConfigRow } from '../payments/configs';
import { sandboxAllowed } from '../payments/sandbox/gateway';

/**
 * What still keeps shoppers of a shop from checking out. The delivery and payment commands answer
 * with it after every change, so an operator setting up a new shop (or switching something off)
 * hears what is missing then rather than from a shopper stuck at the checkout.
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

export type ShopSetup = {
  deliveries: { type: string; enable: boolean | null; allowCollection: boolean }[];
  payments: Pick<PaymentConfigRow, 'type' | 'enable' | 'gateway' | 'credentials' | 'account'>[];
  /** Whether the shop's convenience-store map can be opened (see storeMapOf). */
  storeMap: boolean;
};

/** The gaps, in the order an operator would fill them; none when a shopper can place an order. */
export function checkoutGaps(setup: ShopSetup): string[] {
  const offered = setup.deliveries.filter(isDeliveryEnabled);
  // The same test the checkout applies: enabled, and a gateway with keys for an online type.
  const payable = setup.payments.filter((p) => p.enable && isTakeable(p)).map((p) => p.type);
  const gaps: string[] = [];
  if (!offered.length) gaps.push(CHECKOUT_GAPS.noDelivery);
  if (!payable.length) gaps.push(CHECKOUT_GAPS.noPayment);
  // COD is refused with any delivery that does not collect cash (lib/server/orders/context.ts).
  if (payable.includes('COD') && offered.length && !offered.some((d) => d.allowCollection))
    gaps.push(CHECKOUT_GAPS.codWithoutCollection);
  if (offered.some((d) => d.type === 'cvs') && !setup.storeMap) gaps.push(CHECKOUT_GAPS.cvsWithoutMap);
  return gaps;
}

export async function shopSetup(db: DbOrTx, shopId: number): Promise<ShopSetup> {
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

export const gapsOf = async (db: DbOrTx, shopId: number) => checkoutGaps(await shopSetup(db, shopId));
