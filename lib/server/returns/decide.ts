import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OrderQuoteSchema, type Order, type RefundMethod } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import { earnedBy, refundCashbackPart, revokeCashback } from '../cashback/ledger';
import { restockLines } from '../catalog/stockMoves';
import type { Db, Tx } from '../db/client';
import { members, orderReturns } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { followReturnInvoice } from '../invoices/returnInvoice';
import { invoiceContent } from '../invoices/moments';
import type { Changed } from '../kernel/changed';
import { OrderRefSchema, orderIdOf } from '../orders/transitions';
import { findOrderRow, toOrderInFull, type OrderRow } from '../orders/view';
import { bumpVersion } from '../orders/version';
import { enqueueRefund, refundableTrade } from '../payments/refunds';
import { releaseUse } from '../promotions/codeUses';
import { findShopByHost } from '../shops/byHost';
import { refundWalletParts } from '../wallets/ledger';
import { allowanceItems } from './allowanceItems';
import { returnAmounts } from './amounts';
import { approvedReturns, returnsOf, type ReturnRow } from './view';

export const RETURN_ACTIONS = ['approve', 'reject', 'refunded'] as const;

const RETURN_MESSAGES = {
  noneOpen: '此訂單沒有待處理的退貨申請',
  noManualRefund: '此訂單沒有待商店退款的退貨',
  rejectReason: '不核准須附上原因（--reason）',
  orderMoved: '此訂單已不是已出貨或已完成，無法核准退貨',
} as const;

export const OperatorReturnBodySchema = z.object({
  host: z.string().trim().min(1).max(253),
  orderId: OrderRefSchema,
  action: z.enum(RETURN_ACTIONS, { message: `動作須為 ${RETURN_ACTIONS.join('、')} 之一` }),
  reason: z.string().trim().max(200, '原因最多 200 個字').optional(),
  restock: z.boolean().default(true),
});
export type OperatorReturnBody = z.output<typeof OperatorReturnBodySchema>;

export type ReturnDecision = Pick<OperatorReturnBody, 'action' | 'reason' | 'restock'>;

/** POST /api-auth/operator/return: the shop approves or rejects a return, or says it refunded one. */
export async function operatorReturn(db: Db, body: OperatorReturnBody): Promise<Order & Changed> {
  const shop = await findShopByHost(db, body.host);
  const orderId = await orderIdOf(db, shop.id, body.orderId);
  const order = await db.transaction(async (tx) =>
    toOrderInFull(tx, await decideReturn(tx, shop.id, orderId, body)),
  );
  // Restocked units show on the shop's pages.
  return { ...order, changedShops: body.action === 'approve' && body.restock ? [shop.id] : [] };
}

/** The shop's decision on the order's return, inside the caller's transaction (operator and console). */
export async function decideReturn(
  tx: Tx,
  shopId: number,
  orderId: number,
  decision: ReturnDecision,
): Promise<OrderRow> {
  const row = await findOrderRow(tx, { shopId }, orderId);
  if (!row) throw notFound('訂單');
  // The member's row lock, as orders and cancels take it: the balances given back here cannot
  // interleave with an order spending them.
  await tx.select({ id: members.id }).from(members).where(eq(members.id, row.memberId)).for('update');
  if (decision.action === 'approve') await approve(tx, row, decision.restock);
  else if (decision.action === 'reject') await reject(tx, row, decision.reason);
  else await markRefunded(tx, row);
  return row;
}

/**
 * Takes the open return from `requested` to `to` with a conditional update: of two decisions at once,
 * on one process or several, one changes it and the other finds nothing open (409), so what an
 * approval gives back is given once.
 */
async function decideOpen(
  tx: Tx,
  row: OrderRow,
  set: Partial<typeof orderReturns.$inferInsert>,
): Promise<ReturnRow> {
  const [decided] = await tx
    .update(orderReturns)
    .set({ ...set, decidedAt: clock.now() })
    .where(
      and(
        eq(orderReturns.shopId, row.shopId),
        eq(orderReturns.orderId, row.id),
        eq(orderReturns.status, 'requested'),
      ),
    )
    .returning();
  if (!decided) throw new DomainError('conflict', RETURN_MESSAGES.noneOpen);
  await bumpVersion(tx, row.shopId, row.id);
  return decided;
}

async function reject(tx: Tx, row: OrderRow, reason: string | undefined): Promise<void> {
  if (!reason) throw new DomainError('invalid', RETURN_MESSAGES.rejectReason);
  await decideOpen(tx, row, { status: 'rejected', rejectReason: reason });
}

async function approve(tx: Tx, row: OrderRow, restock: boolean): Promise<void> {
  // A parcel that came back cancelled the order and gave everything back already.
  if (row.status !== 'shipped' && row.status !== 'completed')
    throw new DomainError('conflict', RETURN_MESSAGES.orderMoved);
  const ret = await decideOpen(tx, row, { status: 'approved', restock });
  const quote = OrderQuoteSchema.parse(row.amounts);
  const earlier = (await approvedReturns(tx, row.shopId, row.id)).filter((r) => r.id !== ret.id);
  const earlierLines = earlier.flatMap((r) => r.lines);
  const amounts = returnAmounts(
    { ...quote, earnedCashback: await earnedBy(tx, row.shopId, row.id) },
    quote.EcommerceOrderItems,
    earlierLines,
    ret.lines,
    ret.whole,
  );
  const { shopId, memberId, id: orderId } = row;
  const now = clock.now();
  if (restock) await restockLines(tx, shopId, ret.lines);
  await revokeCashback(tx, { shopId, memberId, orderId, now, amount: amounts.cashbackEarned });
  await refundCashbackPart(tx, { shopId, memberId, orderId, amount: amounts.cashbackSpent });
  await refundWalletParts(tx, {
    shopId,
    memberId,
    orderId,
    amounts: { wallet: amounts.wallet, external: amounts.external },
    note: '退貨退回',
  });
  if (ret.whole) await releaseUse(tx, shopId, orderId);

  const invoiced = invoiceContent(quote).total;
  const allowed = earlier.reduce((total, r) => total + (r.amounts?.invoice ?? 0), 0) + amounts.invoice;
  await followReturnInvoice(tx, row, {
    id: ret.id,
    voids: ret.whole && earlier.length === 0,
    amount: amounts.invoice,
    remainingAfter: invoiced - allowed,
    items: allowanceItems(
      ret.lines.map((l) => {
        const item = quote.EcommerceOrderItems.find((i) => i.stockId === l.stockId);
        const name = item ? (item.specName ? `${item.name} ${item.specName}` : item.name) : '退貨商品';
        return { name, quantity: l.quantity, value: l.quantity * (item?.price ?? 0) };
      }),
      amounts.invoice,
    ),
  });

  // Money paid through a gateway whose API refunds that payment goes back through it; any other
  // (a transfer, a code paid at a store, a gateway without a refund API) the shop refunds by hand
  // and then says so (`return refunded`), as it does when the gateway refuses. A cash-on-delivery order returned before
  // the courier collected anything owes no money back.
  const owed = row.paidAt ? amounts.money : 0;
  const trade = owed > 0 ? await refundableTrade(tx, shopId, orderId) : null;
  // Through the gateway, never more than the trade still holds (enqueueRefund nets what was refunded).
  const money = trade
    ? await enqueueRefund(tx, row, trade, {
        key: `${trade.tradeNo}R${ret.id}`,
        amount: owed,
        returnId: ret.id,
      })
    : owed;
  const method: RefundMethod = money <= 0 ? 'none' : trade ? 'gateway' : 'manual';
  await tx
    .update(orderReturns)
    .set({
      amounts: { ...amounts, money },
      refundAmount: money,
      refundMethod: method,
      refundStatus: method === 'none' ? 'done' : 'pending',
      ...(method === 'none' ? { status: 'refunded', refundedAt: now } : {}),
    })
    .where(eq(orderReturns.id, ret.id));
}

/** The shop refunded a return by hand (cash on delivery, a transfer, a gateway without refunds here). */
async function markRefunded(tx: Tx, row: OrderRow): Promise<void> {
  const open = (await returnsOf(tx, row.shopId, row.id)).find(
    (r) => r.status === 'approved' && r.refundMethod === 'manual',
  );
  if (!open) throw new DomainError('conflict', RETURN_MESSAGES.noManualRefund);
  const [done] = await tx
    .update(orderReturns)
    .set({ status: 'refunded', refundStatus: 'done', refundedAt: clock.now() })
    .where(and(eq(orderReturns.id, open.id), eq(orderReturns.status, 'approved')))
    .returning({ id: orderReturns.id });
  if (!done) throw new DomainError('conflict', RETURN_MESSAGES.noManualRefund);
  await bumpVersion(tx, row.shopId, row.id);
}
