import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CashbackSetting } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { mapPart, readPart, row, type Arg, type Part } from '../db/oneStatement';
import { cashbackSettings } from '../db/schema';

/** The shop's cashback setting, as a part of a combined read. A shop without one gives no cashback. */
export function cashbackSettingPart(shopId: Arg<number>): Part<CashbackSetting> {
  return mapPart(
    row(
      getTableColumns(cashbackSettings),
      sql`from ${cashbackSettings} where ${eq(cashbackSettings.shopId, shopId)}`,
    ),
    (r) => ({
      enabled: r?.enabled ?? false,
      addRate: Number(r?.addRate ?? 0),
      ignoreAddEcommerceProductIds: r?.ignoreAddProductIds ?? [],
    }),
  );
}

export function cashbackSetting(db: DbOrTx, shopId: number): Promise<CashbackSetting> {
  return readPart(db, cashbackSettingPart(shopId));
}

const RATE = '購物金回饋比例須為 0 到 1 之間、最多小數 4 位的數字（0.05 即 5%）';

/** The shop's cashback rule as an owner sets it: on or off, and the share of what is paid given back. */
export const CashbackFieldsSchema = z.object({
  enabled: z.boolean({ error: '請選擇是否回饋購物金' }),
  addRate: z
    .number({ error: RATE })
    .min(0, { error: RATE })
    .max(1, { error: RATE })
    .refine((r) => Math.abs(Math.round(r * 10_000) - r * 10_000) < 1e-6, { error: RATE }),
});
export type CashbackFields = z.output<typeof CashbackFieldsSchema>;

/** Sets the shop's cashback rule; the products it leaves out stay as they were. */
export async function setCashbackIn(db: DbOrTx, shopId: number, body: CashbackFields): Promise<void> {
  const values = { enabled: body.enabled, addRate: body.addRate };
  await db
    .insert(cashbackSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: cashbackSettings.shopId, set: values });
}
