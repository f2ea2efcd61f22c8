import { and, eq, sql } from 'drizzle-orm';
import { ECOMMERCE_MODULE } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { readPart, value, type Arg, type Part } from '../db/oneStatement';
import { shopModules } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';

/**
 * The shop's switches, enforced by the shop API itself and not only by the storefront that hides
 * what is off: an order, a payment or a sign-in scripted against a closed module is refused.
 */
export const MODULE_CLOSED = {
  [ECOMMERCE_MODULE]: '目前商店尚未開放線上購物',
  member: '目前商店尚未開放會員登入',
} as const;
export type GuardedModule = keyof typeof MODULE_CLOSED;

/** A module without a row is off (as the storefront reads them); as a part of a combined read. */
export function moduleOnPart(shopId: Arg<number>, module: string): Part<boolean> {
  return value(
    sql<boolean>`coalesce((select ${shopModules.enabled} from ${shopModules} where ${and(
      eq(shopModules.shopId, shopId),
      eq(shopModules.module, module),
    )}), false)`,
  );
}

function moduleOn(db: DbOrTx, shopId: number, module: string): Promise<boolean> {
  return readPart(db, moduleOnPart(shopId, module));
}

/** 403 with the module's message when the shop has it switched off (`on`: the switch, read already). */
export function refuseClosed(on: boolean, module: GuardedModule): void {
  if (!on) throw new DomainError('forbidden', MODULE_CLOSED[module]);
}

/** 403 with the module's message when the shop has it switched off. */
export async function requireModule(db: DbOrTx, shopId: number, module: GuardedModule): Promise<void> {
  refuseClosed(await moduleOn(db, shopId, module), module);
}
