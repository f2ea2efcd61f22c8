import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes, rateLimits } from '../db/schema';
import { claimOnce } from './rateLimit';

/**
 * A console sign-in code is checked only from the address (or IPv6 /64) that asked for it. Guessers
 * elsewhere then never reach a staff member's code: they can neither wear out its tries nor replace
 * it with a newer one, and every try at a phone is at a code someone asked for (5 an hour per phone).
 * The mark is a row of the rate-limit table, kept until the code has been dead a day.
 */
const PREFIX = 'staff:otp-asked:';

export async function markAskedFrom(db: Db, code: { id: number; expiresAt: Date }, address: string) {
  await claimOnce(db, `${PREFIX}${code.id}:${address}`, code.expiresAt);
}

/** The codes the address asked for, as a condition on otp_codes. */
export const askedFrom = (address: string): SQL =>
  sql`exists (select 1 from ${rateLimits} where ${rateLimits.key} = ${PREFIX} || ${otpCodes.id}::text || ${`:${address}`})`;
