import { and, asc, count, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_TYPES } from '@/lib/api/contract';
import { CVS_CHAINS } from '@/lib/delivery/chains';
import { toMinutes } from '@/lib/format/time';
import type { Db, DbOrTx } from '../db/client';
import { deliveries, deliveryBranches, orders, shops } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { wholeTwd } from '@/lib/console/contract/fields';
import type { ShopRef } from '../shops/find';
import { gapsOf } from '../shops/checkoutGaps';
import { HostSchema, OrgKeySchema } from '../shops/identity';
import { operatorShop } from '../shops/ofOrg';
import type { Changed } from '../kernel/changed';
import { flagFor, type Wording } from '../kernel/wording';

/**
 * How an operator gives a shop its ways of delivering: home delivery, convenience-store pickup at
 * one chain, or pickup at the shop's own branches. A delivery is named by its name, so running the
 * same command again updates it instead of adding a second one.
 */

export { CVS_CHAINS };

export const DELIVERY_MESSAGES = {
  nameNeeded: '請給配送方式名稱（--name）',
  typeNeeded: '請給配送類型（--type home|cvs|store）',
  chainNeeded: `超商取貨須指定連鎖超商：--chain ${CVS_CHAINS.join('|')}`,
  chainOnlyCvs: '只有超商取貨（--type cvs）可以指定 --chain',
  branchNeeded: '門市自取須至少一間取貨門市：--branch "名稱|地址|10:00-21:00"（可重複）',
  branchOnlyStore: '只有門市自取（--type store）可以指定 --branch',
  branchFormat: '取貨門市的格式是 "名稱|地址|10:00-21:00"',
  time: '營業時間的格式是 HH:MM，例如 10:00-21:00',
  hours: '打烊時間須晚於開門時間（不支援營業到隔天）',
  branchTwice: (name: string) => `取貨門市「${name}」重複了`,
  none: (shop: string, name: string) => `商店「${shop}」沒有配送方式「${name}」`,
  twins: (shop: string, name: string, n: number) =>
    `商店「${shop}」有 ${n} 個名為「${name}」的配送方式，無法判斷要改哪一個`,
  inUse: (name: string, n: number) =>
    `已有 ${n} 筆訂單使用配送方式「${name}」，不能刪除：請改用 delivery set … --disable 停用，顧客就不會再看到它`,
};
type DeliveryMessages = typeof DELIVERY_MESSAGES;

/** The same rules as the console says them: no command-line flags. */
export const CONSOLE_DELIVERY_MESSAGES: DeliveryMessages = {
  ...DELIVERY_MESSAGES,
  nameNeeded: '請給配送方式名稱',
  typeNeeded: '請選擇配送類型',
  chainNeeded: '超商取貨須指定連鎖超商',
  chainOnlyCvs: '只有超商取貨可以指定連鎖超商',
  branchNeeded: '門市自取須至少一間取貨門市',
  branchOnlyStore: '只有門市自取可以指定取貨門市',
  inUse: (name, n) => `已有 ${n} 筆訂單使用配送方式「${name}」，不能刪除：請改為停用，顧客就不會再看到它`,
};

const MESSAGES: Record<Wording, DeliveryMessages> = {
  operator: DELIVERY_MESSAGES,
  console: CONSOLE_DELIVERY_MESSAGES,
};

const nameSchema = (m: DeliveryMessages) =>
  z
    .string({ error: m.nameNeeded })
    .trim()
    .min(1, { error: '配送方式名稱不可空白' })
    .max(50, { error: '配送方式名稱最多 50 字' });

/** 'H:MM' or 'HH:MM' → 'HH:MM', the form the seed and the API write opening hours in. */
const TimeSchema = z
  .string({ error: DELIVERY_MESSAGES.time })
  .trim()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: DELIVERY_MESSAGES.time })
  .transform((t) => t.padStart(5, '0'));

/**
 * "名稱|地址|10:00-21:00", as typed after --branch, into the body's fields. Anything not in three
 * parts is left as it is, for the schema to refuse with the format.
 */
export function splitBranch(text: string): unknown {
  const parts = text.split('|');
  if (parts.length !== 3) return text;
  const [name, address, hours] = parts as [string, string, string];
  const times = hours.split(/[-–~～]/);
  if (times.length !== 2) return { name, address, opens: hours, closes: '' };
  return { name, address, opens: times[0], closes: times[1] };
}

export const BranchSchema = z.preprocess(
  (v) => (typeof v === 'string' ? splitBranch(v) : v),
  z
    .object(
      {
        name: z.string().trim().min(1, { error: '取貨門市名稱不可空白' }).max(50),
        address: z.string().trim().min(1, { error: '取貨門市地址不可空白' }).max(200),
        opens: TimeSchema,
        closes: TimeSchema,
      },
      { error: DELIVERY_MESSAGES.branchFormat },
    )
    .refine((b) => toMinutes(b.opens)! < toMinutes(b.closes)!, {
      error: DELIVERY_MESSAGES.hours,
      path: ['closes'],
    }),
);
export type BranchInput = z.output<typeof BranchSchema>;

/** What each delivery type takes and needs; the rest of a delivery is the same for every type. */
export function deliveryProblems(
  d: {
    type: (typeof DELIVERY_TYPES)[number];
    chain?: string;
    branches: { name: string }[];
  },
  m: DeliveryMessages = DELIVERY_MESSAGES,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (d.type === 'cvs' && !d.chain) problems.push({ path: 'chain', message: m.chainNeeded });
  if (d.type !== 'cvs' && d.chain) problems.push({ path: 'chain', message: m.chainOnlyCvs });
  if (d.type === 'store' && !d.branches.length) problems.push({ path: 'branches', message: m.branchNeeded });
  if (d.type !== 'store' && d.branches.length)
    problems.push({ path: 'branches', message: m.branchOnlyStore });
  // Branches are matched by name when the command is run again, so one name is one branch.
  const seen = new Set<string>();
  for (const b of d.branches) {
    if (seen.has(b.name)) problems.push({ path: 'branches', message: m.branchTwice(b.name) });
    seen.add(b.name);
  }
  return problems;
}

/** A delivery's own fields, as the operator command and the console both give them. */
export const deliveryFieldsSchema = (wording: Wording) =>
  z.object({
    name: nameSchema(MESSAGES[wording]),
    type: z
      .string({ error: MESSAGES[wording].typeNeeded })
      .trim()
      .toLowerCase()
      .pipe(
        z.enum(DELIVERY_TYPES, {
          error: '配送類型須為 home（宅配）、cvs（超商取貨）、store（門市自取）之一',
        }),
      ),
    chain: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(CVS_CHAINS, { error: `連鎖超商須為 ${CVS_CHAINS.join('、')} 之一` }))
      .optional(),
    fee: wholeTwd('運費', { flag: flagFor(wording, '--fee') }),
    /** Orders of at least this much ship free; none: never free by this delivery. */
    freeOver: wholeTwd('免運門檻', { flag: flagFor(wording, '--free-over') }).optional(),
    /** Cash on delivery (COD) is offered with this delivery. */
    collection: z.boolean().default(false),
    enabled: z.boolean().default(true),
    branches: z.array(BranchSchema).max(50, { error: '取貨門市最多 50 間' }).default([]),
  });
export type DeliveryFields = z.output<ReturnType<typeof deliveryFieldsSchema>>;

/** The type's own needs (deliveryProblems) as issues of a schema holding the delivery's fields. */
export const refineDelivery =
  (wording: Wording) =>
  (d: DeliveryFields, ctx: z.RefinementCtx): void => {
    for (const p of deliveryProblems(d, MESSAGES[wording]))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  };

const DeliverySetSchema = deliveryFieldsSchema('operator')
  .extend({
    host: HostSchema,
    org: OrgKeySchema.optional(),
    action: z.literal('set'),
  })
  .superRefine(refineDelivery('operator'));

const DeliveryRemoveSchema = z.object({
  host: HostSchema,
  org: OrgKeySchema.optional(),
  action: z.literal('remove'),
  name: nameSchema(DELIVERY_MESSAGES),
});

export const DeliveryBodySchema = z.discriminatedUnion('action', [DeliverySetSchema, DeliveryRemoveSchema]);
export type DeliveryBody = z.output<typeof DeliveryBodySchema>;
export type DeliverySetBody = z.output<typeof DeliverySetSchema>;

/** A delivery as the operator described it; the answer repeats it so they see what was stored. */
export type DeliverySummary = {
  id: number;
  name: string;
  type: string;
  chain: string | null;
  fee: number;
  freeOver: number | null;
  collection: boolean;
  enabled: boolean;
  branches: string[];
};

export type DeliveryResult = Changed & {
  /** created, updated, or removed: what happened to the delivery of that name. */
  outcome: 'created' | 'updated' | 'removed';
  delivery: DeliverySummary | { name: string };
  /** What still keeps shoppers from checking out (see checkoutGaps). */
  gaps: string[];
};

export async function changeDelivery(db: Db, body: DeliveryBody): Promise<DeliveryResult> {
  return db.transaction(async (tx) => {
    const shop = await operatorShop(tx, body.host, body.org);
    await lockShop(tx, shop.id);
    const existing = await namedDelivery(tx, shop, body.name);
    if (body.action === 'remove') {
      if (!existing) throw new DomainError('not_found', DELIVERY_MESSAGES.none(shop.name, body.name));
      await removeDeliveryIn(tx, shop.id, existing.id, body.name);
      return {
        changedShops: [shop.id],
        outcome: 'removed' as const,
        delivery: { name: body.name },
        gaps: await gapsOf(tx, shop.id),
      };
    }
    const delivery = await saveDeliveryIn(tx, shop.id, existing?.id ?? null, body);
    return {
      changedShops: [shop.id],
      outcome: existing ? ('updated' as const) : ('created' as const),
      delivery,
      gaps: await gapsOf(tx, shop.id),
    };
  });
}

/**
 * Two saves for one shop at once would both miss a name and add it twice, or take the same place in
 * the order: the second waits for the first (until its transaction ends). 'no key update' leaves the
 * key-share lock that an order's insert takes on its shop (through the foreign key) free, so a
 * settings save never holds up a checkout.
 */
export async function lockShop(tx: DbOrTx, shopId: number): Promise<void> {
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('no key update');
}

/**
 * Writes a delivery of the shop (a new one when `id` is null, last in the order) and its branches,
 * inside the caller's transaction, which holds lockShop.
 */
export async function saveDeliveryIn(
  tx: DbOrTx,
  shopId: number,
  id: number | null,
  body: DeliveryFields,
): Promise<DeliverySummary> {
  const values = {
    name: body.name,
    type: body.type,
    subType: body.chain ?? null,
    fee: body.fee,
    freeShippingThreshold: body.freeOver ?? null,
    enable: body.enabled,
    allowCollection: body.collection,
  };
  let saved: number;
  if (id !== null) {
    saved = id;
    await tx.update(deliveries).set(values).where(eq(deliveries.id, id));
  } else {
    const [last] = await tx
      .select({ order: max(deliveries.order) })
      .from(deliveries)
      .where(eq(deliveries.shopId, shopId));
    const [row] = await tx
      .insert(deliveries)
      .values({ shopId, ...values, order: (last?.order ?? -1) + 1 })
      .returning({ id: deliveries.id });
    saved = row!.id;
  }
  await syncBranches(tx, shopId, saved, body.branches);
  return {
    id: saved,
    name: body.name,
    type: body.type,
    chain: values.subType,
    fee: body.fee,
    freeOver: values.freeShippingThreshold,
    collection: body.collection,
    enabled: body.enabled,
    branches: body.branches.map((b) => b.name),
  };
}

/** Removes a delivery no order ever chose (assertUnused), inside the caller's transaction. */
export async function removeDeliveryIn(
  tx: DbOrTx,
  shopId: number,
  id: number,
  name: string,
  wording: Wording = 'operator',
): Promise<void> {
  await assertUnused(tx, shopId, id, name, MESSAGES[wording]);
  await tx.delete(deliveries).where(eq(deliveries.id, id));
}

async function namedDelivery(tx: DbOrTx, shop: ShopRef, name: string) {
  const rows = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.shopId, shop.id), eq(deliveries.name, name)));
  // Made before this command kept names apart (the seed, older data): which one is meant is unclear.
  if (rows.length > 1)
    throw new DomainError('conflict', DELIVERY_MESSAGES.twins(shop.name, name, rows.length));
  return rows[0] ?? null;
}

/**
 * Orders keep what their delivery was (name, type, branch) in their own snapshot, but also its id:
 * a delivery that was ever chosen is kept so that id keeps naming it, and is switched off instead.
 */
async function assertUnused(
  tx: DbOrTx,
  shopId: number,
  deliveryId: number,
  name: string,
  m: DeliveryMessages,
) {
  const [used] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.deliveryId, deliveryId)));
  if (used && used.n > 0) throw new DomainError('conflict', m.inUse(name, used.n));
}

/**
 * The delivery's branches become exactly the given ones, matched by name: a branch kept keeps its
 * id, so a shopper's checkout that picked it still finds it; one no longer listed goes.
 */
async function syncBranches(tx: DbOrTx, shopId: number, deliveryId: number, wanted: BranchInput[]) {
  const mine = eq(deliveryBranches.deliveryId, deliveryId);
  const current = await tx
    .select({ id: deliveryBranches.id, name: deliveryBranches.name })
    .from(deliveryBranches)
    .where(mine)
    .orderBy(asc(deliveryBranches.id));
  const byName = new Map(current.map((b) => [b.name, b.id]));
  const keep = new Set<number>();
  for (const [order, b] of wanted.entries()) {
    const values = {
      name: b.name,
      address: b.address,
      opensAt: toMinutes(b.opens)!,
      closesAt: toMinutes(b.closes)!,
      order,
    };
    const id = byName.get(b.name);
    if (id === undefined) await tx.insert(deliveryBranches).values({ shopId, deliveryId, ...values });
    else {
      keep.add(id);
      await tx.update(deliveryBranches).set(values).where(eq(deliveryBranches.id, id));
    }
  }
  for (const b of current)
    if (!keep.has(b.id)) await tx.delete(deliveryBranches).where(eq(deliveryBranches.id, b.id));
}
