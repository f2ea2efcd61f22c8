import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lineChannels } from '../../db/schema';
import { sandboxAllowed } from '../../payments/sandbox/gateway';
import type { LineChannel } from '../channel';

/** The sandbox knows the sandbox channels of this deployment, by channel id, and only where allowed. */
export async function sandboxChannel(db: DbOrTx, channelId: string): Promise<LineChannel | null> {
  if (!sandboxAllowed() || !channelId) return null;
  const [channel] = await db
    .select()
    .from(lineChannels)
    .where(and(eq(lineChannels.channelId, channelId), eq(lineChannels.environment, 'sandbox')))
    .limit(1);
  return channel ?? null;
}

/** Codes of LINE Login live 10 minutes and are used once. */
export const SANDBOX_CODE_TTL_MS = 10 * 60_000;
/** LINE's ID tokens are good for an hour. */
export const ID_TOKEN_TTL_S = 3600;
/** A LINE user id: U and 32 hexadecimal digits. */
export const LINE_USER_ID = /^U[0-9a-f]{32}$/;

/** Fresh sandbox keys: the sandbox signs ID tokens with the secret as LINE does with a channel's. */
export function newSandboxChannel(): { channelId: string; channelSecret: string } {
  return {
    channelId: String(randomInt(1_000_000_000, 2_000_000_000)),
    channelSecret: randomBytes(16).toString('hex'),
  };
}
