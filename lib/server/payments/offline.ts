import { and, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_TYPES, type PaymentType } from '@/lib/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { paymentConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { ATM_ACCOUNT_MESSAGES, AtmAccountSchema, type AtmAccount } from '@/lib/console/contract/settings';
import { gapsOf } from '../shops/checkoutGaps';
import { wholeTwd } from '@/lib/console/contract/fields';
import { lockShop } from '../logistics/deliveryOptions';
import { HostSchema, OrgKeySchema } from '../shops/identity';
import { operatorShop } from '../shops/ofOrg';
import type { Changed } from '../kernel/changed';
import { flagFor, type Wording } from '../kernel/wording';

/**
 * How an operator switches on the payment types paid outside any gateway: cash on delivery and an
 * ATM transfer to the shop's own bank account (given with the command, kept until replaced). Online
 * types need a gateway and its keys, so they stay with the `gateway` command; `free` is never
 * configured (it is used when nothing is due).
 */
export const OFFLINE_SWITCHABLE = ['COD', 'atm'] as const satisfies readonly PaymentType[];

export const PAYMENT_MESSAGES = {
  type: `付款方式須為 ${OFFLINE_SWITCHABLE.join('、')} 之一（COD 貨到付款、atm ATM 轉帳）`,
  free: 'free（免付款）不需設定：訂單沒有應付金額時自動使用',
  online: (type: string) =>
    `${type} 是線上付款，須經金流：請用 npm run operator -- gateway --host … --type ${type} --provider …`,
} as const;

/** The type as PAYMENT_TYPES spells it, whatever case was typed ('cod', 'ATM'). */
const canonical = (typed: string) =>
  PAYMENT_TYPES.find((t) => t.toLowerCase() === typed.toLowerCase()) ?? typed;

/** Why a type cannot be switched here, or null when it can. */
export function offlineTypeProblem(type: string): string | null {
  if ((OFFLINE_SWITCHABLE as readonly string[]).includes(type)) return null;
  if (type === 'free') return PAYMENT_MESSAGES.free;
  if ((PAYMENT_TYPES as readonly string[]).includes(type)) return PAYMENT_MESSAGES.online(type);
  return PAYMENT_MESSAGES.type;
}

/** An offline payment type's switch, fee and account, as the operator command and the console give them. */
export const paymentFieldsSchema = (wording: Wording) =>
  z.object({
    type: z
      .string({
        error:
          wording === 'operator'
            ? `請給付款方式（--type ${OFFLINE_SWITCHABLE.join('|')}）`
            : '請選擇付款方式',
      })
      .trim()
      .transform(canonical)
      .superRefine((type, ctx) => {
        const problem = offlineTypeProblem(type);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .pipe(z.enum(OFFLINE_SWITCHABLE)),
    enabled: z.boolean({ error: '請選擇開啟或關閉' }),
    /** Added to an order paid this way (a COD surcharge); left out, a type keeps its fee (new: 0). */
    fee: wholeTwd('手續費', { flag: flagFor(wording, '--fee') }).optional(),
    /** ATM only: the account transfers go to; left out, the one given before stays. */
    account: AtmAccountSchema.optional(),
  });
export type PaymentFields = z.output<ReturnType<typeof paymentFieldsSchema>>;

/** Only ATM has an account. */
export function refineAccount(b: PaymentFields, ctx: z.RefinementCtx): void {
  if (b.account !== undefined && b.type !== 'atm')
    ctx.addIssue({ code: 'custom', message: ATM_ACCOUNT_MESSAGES.onlyAtm, path: ['account'] });
}

export const PaymentBodySchema = paymentFieldsSchema('operator')
  .extend({
    host: HostSchema,
    org: OrgKeySchema.optional(),
  })
  .superRefine(refineAccount);
export type PaymentBody = z.output<typeof PaymentBodySchema>;

export type PaymentResult = {
  type: PaymentType;
  enabled: boolean;
  fee: number;
  account: AtmAccount | null;
  gaps: string[];
};

export async function setPayment(db: Db, body: PaymentBody): Promise<Changed & PaymentResult> {
  return db.transaction(async (tx) => {
    const shop = await operatorShop(tx, body.host, body.org);
    await lockShop(tx, shop.id);
    return { changedShops: [shop.id], ...(await setPaymentIn(tx, shop.id, body)) };
  });
}

/**
 * Switches an offline type of the shop, inside the caller's transaction, which holds lockShop.
 * Switched on, the type is paid outside any gateway: no provider and no keys, whatever its row held
 * before. Saved switched off while a gateway takes it (ATM's virtual accounts), only the fee and the
 * account change: turning the shop's own account off must not take the gateway's ATM and keys away.
 */
export async function setPaymentIn(tx: DbOrTx, shopId: number, body: PaymentFields): Promise<PaymentResult> {
  const mine = and(eq(paymentConfigs.shopId, shopId), eq(paymentConfigs.type, body.type));
  const [current] = await tx
    .select({ fee: paymentConfigs.fee, account: paymentConfigs.account, gateway: paymentConfigs.gateway })
    .from(paymentConfigs)
    .where(mine);
  if (body.type === 'atm' && body.enabled && !body.account && !current?.account)
    throw new DomainError('invalid', ATM_ACCOUNT_MESSAGES.required);
  const gatewayKept = !body.enabled && !!current?.gateway;
  const values = {
    ...(gatewayKept ? {} : { enable: body.enabled, gateway: null, credentials: null }),
    ...(body.fee === undefined ? {} : { fee: body.fee }),
    ...(body.account === undefined ? {} : { account: body.account }),
  };
  let fee = body.fee ?? 0;
  let account = body.account ?? null;
  if (current) {
    const [row] = Object.keys(values).length
      ? await tx
          .update(paymentConfigs)
          .set(values)
          .where(mine)
          .returning({ fee: paymentConfigs.fee, account: paymentConfigs.account })
      : [current];
    fee = row!.fee;
    account = row!.account;
  } else {
    const [last] = await tx
      .select({ order: max(paymentConfigs.order) })
      .from(paymentConfigs)
      .where(eq(paymentConfigs.shopId, shopId));
    await tx
      .insert(paymentConfigs)
      .values({ shopId, type: body.type, fee: 0, order: (last?.order ?? -1) + 1, ...values });
  }
  return { type: body.type, enabled: body.enabled, fee, account, gaps: await gapsOf(tx, shopId) };
}
