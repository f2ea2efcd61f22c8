import { eq, getTableColumns, sql } from 'drizzle-orm';
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
