import { and, eq } from 'drizzle-orm';
import { isDeliveryEnabled, type PaymentType, type PreOrderBody } from '@/lib/api/contract';
import { cashbackSetting } from '../cashback/setting';
import { stocksByIds } from '../catalog/stocks';
import type { DbOrTx } from '../db/client';
import { paymentConfigs, promoCodes, promotions, shopConfigs } from '../db/schema';
import { HttpError } from '../http/errors';
import { findDelivery, type BranchRow, type DeliveryRow } from '../logistics/deliveries';
import type { AtmAccount } from '../payments/atmAccount';
import { issuesVirtualAccounts, isTakeable } from '../payments/configs';
import { cashbackBalance } from '../members/cashbackWallet';
import { PRICING_MESSAGES as M } from '../pricing/messages';
import type { PricedLine, QuoteInput } from '../pricing/quote';
import { memberUses } from '../promotions/codeUses';
import { normalizeCode } from '../promotions/codeRules';
import type { ShopRef } from '../shops/find';
import { CASHBACK_MODULE, moduleOn } from '../shops/modules';
import { walletBalances } from '../wallets/ledger';

export type QuoteContext = {
  input: QuoteInput;
  delivery: { delivery: DeliveryRow; branches: BranchRow[] } | null;
  invoicesEnabled: boolean;
  /** For an ATM transfer, the shop's account it goes to. */
  atmAccount: AtmAccount | null;
  /** ATM into a virtual account the shop's gateway issues per order, instead of the shop's account. */
  virtualAccount: boolean;
};

/**
 * Everything the price of an order depends on, read from the database: lines at their current price
 * and stock, the shop's promotions, the typed promo code, the chosen delivery and payment, the
 * member's balances. Choices the shop does not offer are refused here with the shopper's message.
 */
export async function loadQuoteContext(
  db: DbOrTx,
  shop: ShopRef,
  memberId: number,
  body: PreOrderBody,
  now: Date,
): Promise<QuoteContext> {
  // One after another: inside a transaction the queries share one connection.
  const lines = await pricedLines(db, shop.id, body.productStocks);
  const promotionRows = await db.select().from(promotions).where(eq(promotions.shopId, shop.id));
  const delivery = await chosenDelivery(db, shop.id, body.delivery ?? null);
  const payment = await chosenPayment(db, shop.id, body.paymentType ?? null);
  const balances = await cashbackBalance(db, shop.id, memberId);
  const wallets = await walletBalances(db, shop.id, memberId);
  const setting = await cashbackSetting(db, shop.id);
  // The cashback module off: none earned, none spent, whatever the setting says.
  const cashbackOn = setting.enabled && (await moduleOn(db, shop.id, CASHBACK_MODULE));
  const promoCode = await typedPromoCode(db, shop.id, memberId, body.promoCodeCode);
  if (body.paymentType === 'COD' && delivery && !delivery.delivery.allowCollection)
    throw new HttpError(400, M.codNotAllowed);

  return {
    delivery,
    invoicesEnabled: await invoicesEnabled(db, shop.id),
    atmAccount: payment.virtualAccount ? null : payment.account,
    virtualAccount: payment.virtualAccount,
    input: {
      lines,
      promotions: promotionRows,
      promoCode,
      delivery: delivery
        ? { fee: delivery.delivery.fee, freeShippingThreshold: delivery.delivery.freeShippingThreshold }
        : null,
      paymentType: body.paymentType ?? null,
      paymentFee: payment.fee,
      requested: {
        wallet: body.walletPrice,
        external: body.externalWalletPrice,
        cashback: body.useCashbackPrice,
      },
      balances: { wallet: wallets.wallet, external: wallets.external, cashback: balances.balance },
      cashback: {
        enabled: cashbackOn,
        addRate: setting.addRate,
        ignoreProductIds: setting.ignoreAddEcommerceProductIds,
      },
      now,
    },
  };
}

/** The requested stocks as sold now; a stock that is gone, or whose product is hidden, ends the check. */
async function pricedLines(
  db: DbOrTx,
  shopId: number,
  wanted: { id: number; quantity: number }[],
): Promise<PricedLine[]> {
  const stocks = new Map(
    (
      await stocksByIds(
        db,
        shopId,
        wanted.map((w) => w.id),
      )
    ).map((s) => [s.id, s]),
  );
  return wanted.map((w) => {
    const stock = stocks.get(w.id);
    if (!stock) throw new HttpError(409, M.lineGone);
    const p = stock.EcommerceProduct;
    const activity = p.EcommerceActivity?.enable
      ? { id: p.EcommerceActivity.id, name: p.EcommerceActivity.name }
      : null;
    return {
      stockId: stock.id,
      productId: p.id,
      nanoId: p.nanoId,
      name: p.name,
      specName: stock.EcommerceProductChildSpecs.map((c) => c.name).join(' / '),
      image: (p.MainImage ?? p.Image)?.filename ?? null,
      quantity: w.quantity,
      price: stock.activityPrice,
      originPrice: stock.price,
      useCashbackRate: p.useCashbackRate,
      activity,
      inStock: stock.stock,
      purchaseLimit: p.purchaseLimit,
    };
  });
}

async function chosenDelivery(db: DbOrTx, shopId: number, id: number | null) {
  if (id === null) return null;
  const found = await findDelivery(db, shopId, id);
  if (!found || !isDeliveryEnabled(found.delivery)) throw new HttpError(400, M.deliveryUnavailable);
  return found;
}

/**
 * The fee of an offered payment type, and an ATM transfer's account; 'free' needs no configuration
 * (it is chosen when nothing is due).
 */
async function chosenPayment(
  db: DbOrTx,
  shopId: number,
  type: PaymentType | null,
): Promise<{ fee: number; account: AtmAccount | null; virtualAccount: boolean }> {
  if (type === null || type === 'free') return { fee: 0, account: null, virtualAccount: false };
  const [config] = await db
    .select()
    .from(paymentConfigs)
    .where(and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.type, type)));
  if (!config?.enable) throw new HttpError(400, M.paymentUnavailable);
  // An order no gateway can take payment for would hold its stock with no way to be paid.
  if (!isTakeable(config)) throw new HttpError(400, M.paymentNotOpen);
  return { fee: config.fee, account: config.account, virtualAccount: issuesVirtualAccounts(config) };
}

/** Whether the shop issues invoices with its orders. */
async function invoicesEnabled(db: DbOrTx, shopId: number): Promise<boolean> {
  const [config] = await db
    .select({ enabled: shopConfigs.enableOrderInvoice })
    .from(shopConfigs)
    .where(eq(shopConfigs.shopId, shopId));
  return config?.enabled ?? false;
}

async function typedPromoCode(db: DbOrTx, shopId: number, memberId: number, typed: string | null) {
  if (!typed) return null;
  const [rule] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.code, normalizeCode(typed))));
  return { typed, rule: rule ?? null, memberUses: rule ? await memberUses(db, rule.id, memberId) : 0 };
}
