import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  InvoiceSchema,
  type CreateOrderBody,
  type Invoice,
  type Order,
  type OrderStatus,
  AMOUNT_CHANGED_CODE,
} from '@/lib/api/contract';
import { clock } from '../auth/clock';
import { refuseBanned, type MemberSession } from '../auth/bearer';
import { earnCashback, spendCashback } from '../cashback/ledger';
import { takeStockAndCommit } from '../catalog/stockMoves';
import type { Db, DbOrTx } from '../db/client';
import { preparedRead, row, value, type Args } from '../db/oneStatement';
import { logisticsConfigs, members, orders } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { checkInvoiceCodes } from '../invoices/codeCheck';
import { followOrderInvoice } from '../invoices/orderInvoice';
import { pickedStore } from '../logistics/cvsMap';
import { orderParcelProblem } from '../shipments/request';
import { PRICING_MESSAGES } from '../pricing/messages';
import { quoteOrder } from '../pricing/quote';
import { recordUse } from '../promotions/codeUses';
import type { ShopRef } from '../shops/find';
import { debitWallet } from '../wallets/ledger';
import {
  quoteArgsOf,
  quoteContextOf,
  quoteContextParts,
  quoteShapeOf,
  type QuoteArgs,
  type QuoteShape,
} from './context';
import { fulfilment } from './fulfilment';
import { linesInsert } from './linesInsert';
import { atmDueAt, orderNumber } from './numbers';
import { bankNameOf } from '../payments/atmAccount';
import { paymentDueAt } from './paymentDue';
import { openOrderParts, refuseOverOpenLimitOf } from './openOrders';
import { findMemberOrder, orderInFull } from './view';

const KEY_REUSED = '此 Idempotency-Key 已用於內容不同的訂單';

const DEFAULT_INVOICE: Invoice = InvoiceSchema.parse({});

/**
 * POST …/ecommerceOrder/: the pre-check's computation, then in one transaction the order, its lines,
 * the wallets and cashback debited, the promo code's use and the stock taken. Nothing is written
 * unless all of it is. The member's row is locked first, so one member's concurrent orders see each
 * other's debits and count each other against the shop's open-order limit; stock is taken by
 * conditional decrements, so buyers of the last unit cannot both win.
 *
 * Everything the order depends on is read in one statement after the lock, and the stock is taken
 * last: a stock row, which every buyer of the product must lock in turn, is held only from its
 * decrement to the commit. That hold is what limits how many orders of one product a second can take.
 *
 * With an Idempotency-Key the same request answers with the same order, however often it arrives.
 */
export async function createOrder(
  db: Db,
  shop: ShopRef,
  session: MemberSession,
  request: { body: CreateOrderBody; idempotencyKey: string | null },
): Promise<Order> {
  refuseBanned(session.user);
  const { body, idempotencyKey } = request;
  const hash = requestHash(body);
  const memberId = session.memberId;

  const replay = async (tx: DbOrTx): Promise<Order | null> => {
    if (!idempotencyKey) return null;
    const [earlier] = await tx
      .select({ id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(
        and(
          eq(orders.shopId, shop.id),
          eq(orders.memberId, memberId),
          eq(orders.idempotencyKey, idempotencyKey),
        ),
      );
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw new DomainError('conflict', KEY_REUSED);
    return findMemberOrder(tx, shop.id, memberId, earlier.id);
  };

  const earlier = await replay(db);
  if (earlier) return earlier;
  // Asked of the provider before the transaction: no lock is held while it answers.
  await checkInvoiceCodes(db, shop.id, body.invoice);

  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const now = clock.now();
      // After the lock, so the member's other orders, debits and code uses are all seen.
      const read = await orderRead(
        tx,
        { ...quoteShapeOf(body), idempotencyKey: idempotencyKey !== null },
        { ...quoteArgsOf(shop.id, memberId, body, now), idempotencyKey: idempotencyKey ?? '' },
      );
      // A twin request that got the lock first has made the order by now.
      if (read.earlier) {
        if (read.earlier.requestHash !== hash) throw new DomainError('conflict', KEY_REUSED);
        return (await findMemberOrder(tx, shop.id, memberId, read.earlier.id))!;
      }
      refuseOverOpenLimitOf(read);
      const context = quoteContextOf(read, body, now);
      let quote = quoteOrder(context.input);
      // Nothing left to pay makes it a free order, priced as one (no payment fee), as the pre-check
      // prices it once the storefront has switched to free mode.
      if (quote.order.paymentPrice === 0 && body.paymentType !== 'free')
        quote = quoteOrder({ ...context.input, paymentType: 'free' });
      if (quote.promoCodeMessage) throw new DomainError('invalid', quote.promoCodeMessage);
      const { order: amounts } = quote;
      if (body.expectedPaymentPrice != null && body.expectedPaymentPrice !== amounts.paymentPrice)
        // The checkout asks the shopper to confirm the new amount on this code; other conflicts
        // (stock, a reused key) are only shown.
        throw new DomainError('conflict', PRICING_MESSAGES.amountChanged, { code: AMOUNT_CHANGED_CODE });
      const store = await mapStore(tx, shop.id, memberId, body);
      const orderDelivery = fulfilment(context.delivery!, body, store);
      const carried = orderDelivery.type === 'cvs' || (orderDelivery.type === 'home' && read.shipsByParcel);
      const parcelProblem = orderParcelProblem({
        carried,
        receiver: body.receiver,
        paymentType: body.paymentType,
        paymentPrice: amounts.paymentPrice,
      });
      if (parcelProblem) throw new DomainError('invalid', parcelProblem);

      const paidInFull = amounts.paymentPrice === 0;
      const paymentType = paidInFull ? 'free' : body.paymentType;
      const status: OrderStatus = paidInFull || paymentType === 'COD' ? 'processing' : 'unpaid';

      const id = read.orderId;
      const orderNo = orderNumber(now, id);
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          shopId: shop.id,
          memberId,
          orderNo,
          status,
          statusHistory: [{ status, at: now.toISOString() }],
          paymentType,
          deliveryId: orderDelivery.id,
          delivery: orderDelivery,
          receiver: {
            name: body.receiver,
            phone: body.phone,
            // A convenience-store parcel goes to the store's address.
            address: orderDelivery.storeID ? (store?.storeAddress ?? null) : body.address,
            email: body.userEmail,
          },
          info: body.info ?? null,
          // B2C to the member's own carrier unless the shopper chose otherwise (spec §9); none when the
          // shop issues no invoices with its orders.
          invoice: context.invoicesEnabled ? (body.invoice ?? DEFAULT_INVOICE) : null,
          note: body.note,
          amounts,
          paymentPrice: amounts.paymentPrice,
          addCashback: amounts.addCashback,
          promoCodeId: quote.promoCodeRule?.id ?? null,
          // The shop's own account, as it is now: the order keeps it if the shop changes accounts later.
          atm:
            paymentType === 'atm' && context.atmAccount
              ? {
                  ...context.atmAccount,
                  bankName: bankNameOf(context.atmAccount.bankCode) ?? '',
                  dueAt: atmDueAt(now).toISOString(),
                }
              : null,
          // Its account comes later, from the gateway, when the shopper asks for it (取號).
          virtualAccount: paymentType === 'atm' && context.virtualAccount,
          idempotencyKey,
          requestHash: hash,
          paymentDueAt: status === 'unpaid' ? paymentDueAt(paymentType, now) : null,
          paidAt: paidInFull ? now : null,
          createdAt: now,
        })
        .returning();
      const move = { shopId: shop.id, memberId, orderId: id };
      await debitWallet(tx, { ...move, kind: 'wallet', amount: amounts.walletPrice });
      await debitWallet(tx, { ...move, kind: 'external', amount: amounts.externalWalletPrice });
      await spendCashback(tx, { ...move, amount: amounts.useCashbackPrice, now });
      if (quote.promoCodeRule) {
        await recordUse(tx, {
          ...move,
          promoCodeId: quote.promoCodeRule.id,
          perMemberLimit: quote.promoCodeRule.perMemberLimit,
        });
      }
      if (paidInFull) {
        await earnCashback(tx, { ...move, amount: amounts.addCashback, at: now });
        // Paid at creation: its e-invoice is due now, when the shop issues once paid.
        await followOrderInvoice(tx, { id, shopId: shop.id, orderNo }, { to: status, markPaid: true });
      }
      // Last, the order's lines with the stock they take and the commit, in one message (see above).
      const lines = amounts.EcommerceOrderItems;
      await takeStockAndCommit(
        tx,
        shop.id,
        lines.map((i) => ({ stockId: i.stockId, quantity: i.quantity, name: i.name })),
        linesInsert(
          shop.id,
          id,
          lines.map((i) => ({
            productId: i.productId,
            stockId: i.stockId,
            quantity: i.quantity,
            unitPrice: i.price,
          })),
        ),
      );

      // A new order has no parcel and no return yet.
      return orderInFull(row!, null, []);
    });
  } catch (error) {
    // The member lock makes twins wait for each other; the index is the last guard, and its loser
    // answers with the winner's order all the same.
    if (idempotencyKey && isKeyViolation(error)) {
      const winner = await replay(db);
      if (winner) return winner;
    }
    throw error;
  }
}

/** The store picked with the body's map token, when there is one. */
async function mapStore(tx: DbOrTx, shopId: number, memberId: number, body: CreateOrderBody) {
  if (!body.ecpayMapToken) return null;
  const picked = await pickedStore(tx, shopId, memberId, body.ecpayMapToken);
  return picked
    ? {
        deliveryId: picked.ecommerceDeliveryId,
        subType: picked.LogisticsSubType,
        storeId: picked.CVSStoreID,
        storeName: picked.CVSStoreName,
        storeAddress: picked.CVSAddress,
      }
    : null;
}

/**
 * Everything an order depends on, read after the member's lock in one statement (built once per
 * shape): the order made earlier with the Idempotency-Key, the member's open orders against the
 * shop's cap, the quote's context, and the new order's id. An order refused after this leaves a gap
 * in ids, as a rolled-back one does.
 */
const orderRead = preparedRead((a: Args<OrderArgs>, shape: QuoteShape & { idempotencyKey: boolean }) => ({
  earlier: shape.idempotencyKey
    ? row(
        { id: orders.id, requestHash: orders.requestHash },
        sql`from ${orders} where ${and(eq(orders.shopId, a.shopId), eq(orders.memberId, a.memberId), eq(orders.idempotencyKey, a.idempotencyKey))}`,
      )
    : value(sql`null`.mapWith((): { id: number; requestHash: string | null } | null => null)),
  ...openOrderParts(a.shopId, a.memberId),
  ...quoteContextParts(a, shape),
  // Whether the shop ships by ECPay parcel (its logistics are set): a home delivery then has to meet
  // ECPay's rules for the receiver too.
  shipsByParcel: value(
    sql`exists (select 1 from ${logisticsConfigs} where ${logisticsConfigs.shopId} = ${a.shopId})`.mapWith(
      Boolean,
    ),
  ),
  orderId: value(sql`nextval(pg_get_serial_sequence('orders', 'id'))`.mapWith(Number)),
}));

type OrderArgs = QuoteArgs & { idempotencyKey: string };

function requestHash(body: CreateOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The idempotency index refused a second order with the key (any other violation is a real error). */
function isKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    return constraint === 'orders_idempotency_uq' || String(message).includes('orders_idempotency_uq');
  }
  return false;
}
