import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import { CASHBACK_LIFETIME_MS, grantCashback } from '../cashback/ledger';
import type { Db } from '../db/client';
import { findShopByHost } from '../shops/byHost';
import { creditWallet, walletBalances } from '../wallets/ledger';
import { cashbackBalance } from './cashbackWallet';
import { ensureMember, findOrCreateUser } from './users';

/** Most one call may add to one balance: a slip of the finger should not mint millions. */
const MAX_CREDIT = 100_000;

const Amount = z
  .number({ message: '金額必須是整數' })
  .int('金額必須是整數')
  .positive('金額必須大於 0')
  .max(MAX_CREDIT, `單次最多加值 ${MAX_CREDIT} 元`)
  .optional();

export const CreditBodySchema = z
  .object({
    host: z.string().trim().min(1).max(253),
    phone: PhoneSchema,
    wallet: Amount,
    external: Amount,
    cashback: Amount,
  })
  .refine((b) => b.wallet || b.external || b.cashback, '請指定 wallet、external 或 cashback 的金額');
export type CreditBody = z.output<typeof CreditBodySchema>;

export type Balances = { memberId: number; wallet: number; external: number; cashback: number };

/**
 * POST /api-auth/operator/credit: stored value (購物金), partner-wallet value or cashback a shop adds
 * by hand, e.g. a top-up paid at the counter. The member is made if the phone is new to the shop, as
 * the operator's member token does. Answers the balances after the credit.
 */
export async function creditMember(db: Db, body: CreditBody): Promise<Balances> {
  const shop = await findShopByHost(db, body.host);
  return db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, shop.orgId, body.phone);
    const memberId = await ensureMember(tx, shop, user.id);
    const member = { shopId: shop.id, memberId };
    const note = '商店手動加值';
    if (body.wallet) await creditWallet(tx, { ...member, kind: 'wallet', amount: body.wallet, note });
    if (body.external) await creditWallet(tx, { ...member, kind: 'external', amount: body.external, note });
    if (body.cashback)
      await grantCashback(tx, {
        ...member,
        amount: body.cashback,
        expireAt: new Date(clock.now().getTime() + CASHBACK_LIFETIME_MS),
      });
    const wallets = await walletBalances(tx, shop.id, memberId);
    const { balance } = await cashbackBalance(tx, shop.id, memberId);
    return { memberId, ...wallets, cashback: balance };
  });
}
