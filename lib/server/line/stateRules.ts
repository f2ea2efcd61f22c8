/** How long a LINE authorization may take, from 以 LINE 登入 to the callback. */
export const LINE_STATE_TTL_MS = 10 * 60_000;
/** LINE authorizations one address may start an hour: a shopper needs a few, a script is stopped. */
export const LINE_STARTS_PER_ADDRESS = { max: 60, windowMs: 3600_000 };
/** How long a LINE user new to the shop has to verify a phone. */
export const LINE_TICKET_TTL_MS = 15 * 60_000;

export type OneTimeRow = { expiresAt: Date; usedAt: Date | null };
export type OneTimeProblem = 'unknown' | 'used' | 'expired' | 'shop';

/** Why a state (or a link ticket) cannot be used by this shop now; null when it can. */
export function oneTimeProblem(
  row: (OneTimeRow & { shopId: number }) | undefined,
  shopId: number,
  now: Date,
): OneTimeProblem | null {
  if (!row) return 'unknown';
  // Another shop's state is as good as none: the channel and the callback are the shop's own.
  if (row.shopId !== shopId) return 'shop';
  if (row.usedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

export const STATE_MESSAGES: Record<OneTimeProblem, string> = {
  unknown: 'LINE 登入資訊無效，請重新以 LINE 登入',
  shop: 'LINE 登入資訊無效，請重新以 LINE 登入',
  used: 'LINE 登入資訊已使用，請重新以 LINE 登入',
  expired: 'LINE 登入已逾時，請重新以 LINE 登入',
};
