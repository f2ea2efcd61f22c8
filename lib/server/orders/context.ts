import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  isDeliveryEnabled,
  type PaymentType,
  type PreOrderBody,
  type StockWithProduct,
} from '@/lib/api/contract';
import { cashbackSettingPart } from '../cashback/setting';
import { stocksByIdsParts, stocksWithProducts } from '../catalog/stocks';
import type { DbOrTx } from '../db/client';
import { preparedRead, row, rows, value, type Answers, type Args, type Row } from '../db/oneStatement';
import { paymentConfigs, promoCodes, promotions, shopConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import {
  findDeliveryParts,
  foundDelivery,
  type BranchRow,
  type DeliveryRow,
  type FoundDelivery,
} from '../logistics/deliveries';
import type { AtmAccount } from '@/lib/console/contract/settings';
import { issuesVirtualAccounts, isTakeable } from '../payments/configs';
import { cashbackBalancePart } from '../members/cashbackWallet';
import { PRICING_MESSAGES as M } from '../pricing/messages';
import type { PricedLine, QuoteInput } from '../pricing/quote';
import { memberUsesPart } from '../promotions/codeUses';
import { normalizeCode } from '@/lib/console/contract/promotions';
import type { ShopRef } from '../shops/find';
import { CASHBACK_MODULE } from '@/lib/console/contract/settings';
import { moduleOnPart } from '../shops/modules';
import { walletBalancesPart } from '../wallets/ledger';

export type QuoteContext = {
  input: QuoteInput;
  delivery: FoundDelivery | null;
  invoicesEnabled: boolean;
  /** For an ATM transfer, the shop's account it goes to. */
  atmAccount: AtmAccount | null;
  /** ATM into a virtual account the shop's gateway issues per order, instead of the shop's account. */
  virtualAccount: boolean;
};

/** What decides which parts a quote's read has; everything else is an argument (QuoteArgs). */
export type QuoteShape = { delivery: boolean; paymentType: PaymentType | null; promoCode: boolean };

/** The values a quote's read compares with. A delivery or code the shape leaves out is not read. */
export type QuoteArgs = {
  shopId: number;
  memberId: number;
  stockIds: number[];
  delivery: number;
  promoCode: string;
  now: Date;
};

export function quoteShapeOf(body: PreOrderBody): QuoteShape {
  return {
    delivery: body.delivery != null,
    paymentType: body.paymentType ?? null,
    promoCode: Boolean(body.promoCodeCode),
  };
}

export function quoteArgsOf(shopId: number, memberId: number, body: PreOrderBody, now: Date): QuoteArgs {
  return {
    shopId,
    memberId,
    stockIds: body.productStocks.map((w) => w.id),
    delivery: body.delivery ?? 0,
    promoCode: body.promoCodeCode ? normalizeCode(body.promoCodeCode) : '',
    now,
  };
}

/**
 * Everything the price of an order depends on, as parts of one statement: lines at their current
 * price and stock, the shop's promotions, the typed promo code, the chosen delivery and payment, the
 * member's balances. One round trip instead of a dozen: inside an order's transaction every query
 * waits for the one before on the same connection, and on the embedded database every query waits
 * for every other request's. Built once per shape (preparedRead), so `a` holds placeholders.
 */
export function quoteContextParts(a: Args<QuoteArgs>, shape: QuoteShape) {
  const { paymentType } = shape;
  const code = and(eq(promoCodes.shopId, a.shopId), eq(promoCodes.code, a.promoCode));
  return {
    ...stocksByIdsParts(a.shopId, a.stockIds),
    promotions: rows(
      getTableColumns(promotions),
      sql`from ${promotions} where ${eq(promotions.shopId, a.shopId)}`,
    ),
    ...(shape.delivery ? findDeliveryParts(a.shopId, a.delivery) : {}),
    payment:
      paymentType === null || paymentType === 'free'
        ? none
        : row(
            paymentColumns,
            sql`from ${paymentConfigs} where ${and(eq(paymentConfigs.shopId, a.shopId), eq(paymentConfigs.type, paymentType))}`,
          ),
    cashbackBalance: cashbackBalancePart(a.shopId, a.memberId, a.now),
    wallets: walletBalancesPart(a.shopId, a.memberId),
    cashbackSetting: cashbackSettingPart(a.shopId),
    cashbackModule: moduleOnPart(a.shopId, CASHBACK_MODULE),
    promoCode: shape.promoCode
      ? row(getTableColumns(promoCodes), sql`from ${promoCodes} where ${code}`)
      : none,
    promoCodeUses: shape.promoCode
      ? memberUsesPart(sql`(select ${promoCodes.id} from ${promoCodes} where ${code})`, a.memberId)
      : value(sql`0`.mapWith(Number)),
    invoicesEnabled: value(
      sql<boolean>`coalesce((select ${shopConfigs.enableOrderInvoice} from ${shopConfigs} where ${eq(shopConfigs.shopId, a.shopId)}), false)`,
    ),
  };
}

const none = value(sql`null`.mapWith(() => null));

const paymentColumns = {
  type: paymentConfigs.type,
  enable: paymentConfigs.enable,
  fee: paymentConfigs.fee,
  gateway: paymentConfigs.gateway,
  credentials: paymentConfigs.credentials,
  account: paymentConfigs.account,
};

export type QuoteContextRead = Answers<ReturnType<typeof quoteContextParts>>;

const quoteRead = preparedRead(quoteContextParts);

/** Reads everything the price of an order depends on, in one statement (see quoteContextParts). */
export async function loadQuoteContext(
  db: DbOrTx,
  shop: ShopRef,
  memberId: number,
  body: PreOrderBody,
  now: Date,
): Promise<QuoteContext> {
  const read = await quoteRead(db, quoteShapeOf(body), quoteArgsOf(shop.id, memberId, body, now));
  return quoteContextOf(read, body, now);
}

/**
 * The quote's input from what was read. Choices the shop does not offer are refused here with the
 * shopper's message, in the order a shopper fixes them: the lines, the delivery, the payment.
 */
export function quoteContextOf(read: QuoteContextRead, body: PreOrderBody, now: Date): QuoteContext {
  const lines = pricedLines(stocksWithProducts(read), body.productStocks);
  const delivery = chosenDelivery(read, body.delivery ?? null);
  const payment = chosenPayment(read.payment, body.paymentType ?? null);
  const setting = read.cashbackSetting;
  // The cashback module off: none earned, none spent, whatever the setting says.
  const cashbackOn = setting.enabled && read.cashbackModule;
  const promoCode = body.promoCodeCode
    ? { typed: body.promoCodeCode, rule: read.promoCode, memberUses: read.promoCode ? read.promoCodeUses : 0 }
    : null;
  if (body.paymentType === 'COD' && delivery && !delivery.delivery.allowCollection)
    throw new DomainError('invalid', M.codNotAllowed);

  return {
    delivery,
    invoicesEnabled: read.invoicesEnabled,
    atmAccount: payment.virtualAccount ? null : payment.account,
    virtualAccount: payment.virtualAccount,
    input: {
      lines,
      promotions: read.promotions,
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
      balances: {
        wallet: read.wallets.wallet,
        external: read.wallets.external,
        cashback: read.cashbackBalance.balance,
      },
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
function pricedLines(found: StockWithProduct[], wanted: { id: number; quantity: number }[]): PricedLine[] {
  const stocks = new Map(found.map((s) => [s.id, s]));
  return wanted.map((w) => {
    const stock = stocks.get(w.id);
    if (!stock) throw new DomainError('conflict', M.lineGone);
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

function chosenDelivery(
  read: { delivery?: DeliveryRow | null; branches?: BranchRow[] },
  id: number | null,
): FoundDelivery | null {
  if (id === null) return null;
  const found = foundDelivery({ delivery: read.delivery ?? null, branches: read.branches ?? [] });
  if (!found || !isDeliveryEnabled(found.delivery)) throw new DomainError('invalid', M.deliveryUnavailable);
  return found;
}

/**
 * The fee of an offered payment type, and an ATM transfer's account; 'free' needs no configuration
 * (it is chosen when nothing is due).
 */
function chosenPayment(
  config: Row<typeof paymentColumns> | null,
  type: PaymentType | null,
): { fee: number; account: AtmAccount | null; virtualAccount: boolean } {
  if (type === null || type === 'free') return { fee: 0, account: null, virtualAccount: false };
  if (!config?.enable) throw new DomainError('invalid', M.paymentUnavailable);
  // An order no gateway can take payment for would hold its stock with no way to be paid.
  if (!isTakeable(config)) throw new DomainError('invalid', M.paymentNotOpen);
  return { fee: config.fee, account: config.account, virtualAccount: issuesVirtualAccounts(config) };
}
