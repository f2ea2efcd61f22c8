import type { DbOrTx } from '../db/client';
import { footerConfigs, navConfigs, shopConfigs } from '../db/schema';

/**
 * The content a new shop starts with, in the transaction that creates it: its look (the logo as
 * favicon too, when one is given) and an empty navigation and footer, which every page reads.
 */
export async function startShopContent(tx: DbOrTx, shopId: number, logo: string | null): Promise<void> {
  await tx.insert(shopConfigs).values({ shopId, logo, favicon: logo });
  await tx.insert(navConfigs).values({ shopId });
  await tx.insert(footerConfigs).values({ shopId });
}
