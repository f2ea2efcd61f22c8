import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { readPart, row, mapPart, type Arg, type Part } from '../db/oneStatement';
import { walletEntries as entries, type WalletKind } from '../db/schema';
import { owedBackBy, upToLeft } from '../orders/leftToGive';

/**
 * A member's stored value: the shop's own wallet (購物金) and the partner wallet it accepts. Debits
 * and refunds run inside the caller's transaction, which holds the member's row lock.
 */

const balanceOf = (kind: WalletKind) =>
  sql`coalesce(sum(${entries.amount}) filter (where ${entries.kind} = ${kind}), 0)`.mapWith(Number);

/** The member's balance in each wallet, as a part of a combined read. */
export function walletBalancesPart(
  shopId: Arg<number>,
  memberId: Arg<number>,
): Part<Record<WalletKind, number>> {
  return mapPart(
    row(
      { wallet: balanceOf('wallet'), external: balanceOf('external') },
      sql`from ${entries} where ${and(eq(entries.shopId, shopId), eq(entries.memberId, memberId))}`,
    ),
    (r) => ({ wallet: r?.wallet ?? 0, external: r?.external ?? 0 }),
  );
}

export function walletBalances(
  db: DbOrTx,
  shopId: number,
  memberId: number,
): Promise<Record<WalletKind, number>> {
  return readPart(db, walletBalancesPart(shopId, memberId));
}

export async function debitWallet(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; kind: WalletKind; amount: number },
): Promise<void> {
  if (m.amount <= 0) return;
  await tx.insert(entries).values({
    shopId: m.shopId,
    memberId: m.memberId,
    kind: m.kind,
    amount: -m.amount,
    orderId: m.orderId,
    note: '訂單付款',
  });
}

/** What the order still owes back per wallet: its debits less what was already given back. */
async function owedPerWallet(tx: DbOrTx, shopId: number, orderId: number): Promise<Map<WalletKind, number>> {
  const moves = await tx
    .select({ key: entries.kind, amount: entries.amount })
    .from(entries)
    .where(and(eq(entries.shopId, shopId), eq(entries.orderId, orderId)));
  return owedBackBy(moves);
}

/**
 * Gives back, per wallet, what the order took and was not given back yet (a cancel, a parcel that
 * came back): after a partial return only the rest, after a whole one nothing.
 */
export async function refundWallets(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; note?: string },
): Promise<void> {
  const owed = await owedPerWallet(tx, m.shopId, m.orderId);
  const amounts = { wallet: owed.get('wallet') ?? 0, external: owed.get('external') ?? 0 };
  await refundWalletParts(tx, { ...m, amounts, note: m.note ?? '訂單取消退回' });
}

/** Stored value a merchant adds by hand (a top-up paid at the counter, a refund, a demo). */
export async function creditWallet(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; kind: WalletKind; amount: number; note: string },
): Promise<void> {
  await tx.insert(entries).values(m);
}

/**
 * Gives back part of what the order paid from each wallet (a return), never more than it took and
 * was not given back yet.
 */
export async function refundWalletParts(
  tx: DbOrTx,
  m: { shopId: number; memberId: number; orderId: number; amounts: Record<WalletKind, number>; note: string },
): Promise<void> {
  const owed = await owedPerWallet(tx, m.shopId, m.orderId);
  const rows = (Object.entries(m.amounts) as [WalletKind, number][])
    .map(([kind, amount]) => [kind, upToLeft(amount, owed.get(kind) ?? 0)] as const)
    .filter(([, amount]) => amount > 0)
    .map(([kind, amount]) => ({
      shopId: m.shopId,
      memberId: m.memberId,
      kind,
      amount,
      orderId: m.orderId,
      note: m.note,
    }));
  if (rows.length) await tx.insert(entries).values(rows);
}
