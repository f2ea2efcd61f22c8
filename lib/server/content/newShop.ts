import type { DbOrTx } from '../db/client';
import { footerConfigs, navConfigs } from '../db/schema';

/**
 * The content a new shop starts with, in the transaction that creates it: an empty navigation and
 * footer, which every page reads.
 */
export async function startShopContent(tx: DbOrTx, shopId: number): Promise<void> {
  await tx.insert(navConfigs).values({ shopId });
  await tx.insert(footerConfigs).values({ shopId });
}
