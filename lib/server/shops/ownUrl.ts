import { DomainError } from '@/lib/server/kernel/errors';
import type { DbOrTx } from '../db/client';
import { findShopByHost } from './byHost';

export const FOREIGN_URL = '返回網址必須是本商店的網址';

/**
 * Refuses an address the shopper would be sent to unless it is on one of the shop's own domains:
 * a gateway or store map sends the browser there, so any other address would make us an open
 * redirect (or hand a map token to someone else's page).
 */
export async function assertOwnUrl(db: DbOrTx, shopId: number, url: string): Promise<void> {
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw new DomainError('invalid', FOREIGN_URL);
  }
  const owner = await findShopByHost(db, host).catch(() => null);
  if (owner?.id !== shopId) throw new DomainError('invalid', FOREIGN_URL);
}
