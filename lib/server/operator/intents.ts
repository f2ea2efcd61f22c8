import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { clock } from '../auth/clock';
import type { DbOrTx } from '../db/client';
import { orders, providerIntents as t, shops } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { HostSchema } from '../shops/identity';
import { findShopByHost } from '../shops/byHost';
import { intentFamily, IntentKindSchema } from '../outbox/kinds';
import { dueAgain } from '../outbox/retry';

/** Newest first, at most this many: enough to act on, and the answer stays small. */
const INTENT_LIST_LIMIT = 100;

const FAMILIES = [...new Set(IntentKindSchema.options.map(intentFamily))];

/** A kind (`invoice.issue`) or every kind of a family (`invoice`). */
const KindFilterSchema = z
  .string()
  .refine((k) => (IntentKindSchema.options as string[]).includes(k) || FAMILIES.includes(k), {
    error: `種類須為 ${[...FAMILIES, ...IntentKindSchema.options].join('、')} 之一`,
  });

const ID_ERROR = '請以 --id 指定一筆（正整數）';

export const OperatorIntentsBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('list'),
    host: HostSchema.optional(),
    failed: z.boolean().default(false),
    kind: KindFilterSchema.optional(),
  }),
  z.object({
    action: z.literal('retry'),
    id: z
      .number({ error: ID_ERROR })
      .int({ error: ID_ERROR })
      .positive({ error: ID_ERROR })
      .max(2_147_483_647, { error: ID_ERROR }),
  }),
]);
export type OperatorIntentsBody = z.output<typeof OperatorIntentsBodySchema>;

/** An intent as the operator reads it: no payload (it may hold a shopper's details) and no result. */
export type IntentLine = {
  id: number;
  shopId: number;
  shop: string;
  orderNo: string | null;
  kind: string;
  key: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  updatedAt: string;
};

export type IntentsAnswer =
  { action: 'list'; intents: IntentLine[] } | { action: 'retry'; intent: IntentLine };

const columns = {
  id: t.id,
  shopId: t.shopId,
  shop: shops.name,
  orderNo: orders.orderNo,
  kind: t.kind,
  key: t.key,
  status: t.status,
  attempts: t.attempts,
  nextAttemptAt: t.nextAttemptAt,
  lastError: t.lastError,
  updatedAt: t.updatedAt,
};

/** A kind exactly, or every kind of a family. */
function ofKind(filter: string): SQL {
  const kind = IntentKindSchema.safeParse(filter);
  return kind.success ? eq(t.kind, kind.data) : like(t.kind, `${filter}.%`);
}

async function lines(db: DbOrTx, where: SQL | undefined, limit: number): Promise<IntentLine[]> {
  const rows = await db
    .select(columns)
    .from(t)
    .innerJoin(shops, eq(shops.id, t.shopId))
    .leftJoin(orders, eq(orders.id, t.orderId))
    .where(where)
    .orderBy(desc(t.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** `intents list` and `intents retry`: what was or will be sent to providers, and a second chance. */
export async function operateIntents(db: DbOrTx, body: OperatorIntentsBody): Promise<IntentsAnswer> {
  if (body.action === 'list') {
    const shop = body.host === undefined ? undefined : await findShopByHost(db, body.host);
    const where = and(
      shop && eq(t.shopId, shop.id),
      body.failed ? eq(t.status, 'failed') : undefined,
      body.kind === undefined ? undefined : ofKind(body.kind),
    );
    return { action: 'list', intents: await lines(db, where, INTENT_LIST_LIMIT) };
  }
  const retried = await dueAgain(db, body.id, clock.now());
  const [intent] = await lines(db, eq(t.id, body.id), 1);
  if (!intent) throw new DomainError('not_found', `找不到第 ${body.id} 筆供應商呼叫`);
  if (!retried)
    throw new DomainError(
      'conflict',
      intent.status === 'done' ? `第 ${body.id} 筆已完成，不再送出` : `第 ${body.id} 筆正在送出，請稍後再看`,
    );
  return { action: 'retry', intent };
}
