import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lineChannels } from '../db/schema';
import { sandboxAllowed } from '../payments/sandbox/gateway';

export type LineChannel = typeof lineChannels.$inferSelect;

/**
 * The shop's LINE channel when it can be used here: a sandbox channel only where the sandboxes are
 * allowed (demo and test), as a sandbox signs in anyone who types a LINE user id.
 */
export async function usableChannel(db: DbOrTx, shopId: number): Promise<LineChannel | null> {
  const [channel] = await db.select().from(lineChannels).where(eq(lineChannels.shopId, shopId));
  if (!channel) return null;
  return channel.environment === 'sandbox' && !sandboxAllowed() ? null : channel;
}

export const LINE_NOT_SET_UP = 'LINE 登入尚未設定';
