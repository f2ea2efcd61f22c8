import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { LINE_ENVIRONMENTS } from '@/lib/console/contract/settings';
import { lineChannels } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { SANDBOX_NOT_ALLOWED, sandboxAllowed } from '../payments/sandbox/gateway';
import { findShopByHost } from '../shops/byHost';
import { keysSafe } from '../kernel/keysSafe';
import { flagFor, type Wording } from '../kernel/wording';
import { newSandboxChannel } from './sandbox/channel';

/**
 * How an operator gives a shop its LINE Login channel: the channel id and secret from the LINE
 * Developers Console (production), or a sandbox channel whose keys are made here. The secret is
 * never answered back.
 */

const ChannelIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'Channel ID 須為數字');
/** The console shows the channel secret as 32 hexadecimal digits; anything else is a mistyped file. */
export const LineKeysSchema = z.object({
  channelSecret: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/),
});

export const LineFieldsSchema = z.object({
  environment: z
    .enum(LINE_ENVIRONMENTS, { message: `環境須為 ${LINE_ENVIRONMENTS.join('、')} 之一` })
    .default('production'),
  channelId: ChannelIdSchema.optional(),
  credentials: z.record(z.string().max(100), z.string().max(500)).nullish(),
});
export const OperatorLineBodySchema = LineFieldsSchema.extend({ host: z.string().trim().min(1).max(253) });
export type OperatorLineBody = z.output<typeof OperatorLineBodySchema>;

const LINE_KEYS_INVALID = '金鑰檔須為 {"channelSecret": "…"}（32 位十六進位）';
/** The same check as the console says it: the secret is typed into a field there. */
const CONSOLE_LINE_KEYS_INVALID = '金鑰 channelSecret 須為 32 位十六進位';

export async function configureLine(db: DbOrTx, body: OperatorLineBody) {
  const shop = await findShopByHost(db, body.host);
  const channelId = await keysSafe('line', () => configureLineIn(db, shop.id, body));
  return { changedShops: [shop.id], host: body.host, channelId, environment: body.environment };
}

export type LineFields = z.output<typeof LineFieldsSchema>;

/**
 * Sets the shop's LINE Login channel; the caller runs it under keysSafe (its statement carries the
 * secret). Answers the channel id stored.
 */
export async function configureLineIn(
  db: DbOrTx,
  shopId: number,
  body: LineFields,
  wording: Wording = 'operator',
): Promise<string> {
  let values: { channelId: string; channelSecret: string };
  if (body.environment === 'sandbox') {
    if (!sandboxAllowed()) throw new DomainError('invalid', SANDBOX_NOT_ALLOWED);
    values = newSandboxChannel();
  } else {
    const keys = LineKeysSchema.safeParse(body.credentials);
    if (!body.channelId)
      throw new DomainError('invalid', `正式環境須提供 ${flagFor(wording, '--channel-id') ?? 'Channel ID'}`);
    if (!keys.success)
      throw new DomainError(
        'invalid',
        wording === 'operator' ? LINE_KEYS_INVALID : CONSOLE_LINE_KEYS_INVALID,
      );
    values = { channelId: body.channelId, channelSecret: keys.data.channelSecret };
  }
  const row = { ...values, environment: body.environment, updatedAt: new Date() };
  await db
    .insert(lineChannels)
    .values({ shopId, ...row })
    .onConflictDoUpdate({ target: lineChannels.shopId, set: row });
  return values.channelId;
}
