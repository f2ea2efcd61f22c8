import { eq } from 'drizzle-orm';
import type { CashbackSetting } from '@/lib/api/contract';
import type { DbOrTx } from '../db/client';
import { cashbackSettings } from '../db/schema';

/** A shop without a setting does not give cashback. */
export async function cashbackSetting(db: DbOrTx, shopId: number): Promise<CashbackSetting> {
  const [row] = await db.select().from(cashbackSettings).where(eq(cashbackSettings.shopId, shopId));
  return {
    enabled: row?.enabled ?? false,
    addRate: Number(row?.addRate ?? 0),
    ignoreAddEcommerceProductIds: row?.ignoreAddProductIds ?? [],
  };
}
