import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SendOtpBodySchema,
  SendOtpResultSchema,
  VerifyOtpBodySchema,
  VerifyOtpResultSchema,
} from '@/lib/api/contract';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { findUserByPhone } from '../members/users';
import { smsRouteFor } from '../sms/select';
import { clock } from './clock';
import type { OrgRef } from './org';
import {
  hashOtpCode,
  newOtpCode,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_STATUS_MESSAGES,
  OTP_TTL_MS,
  otpCodeMatches,
  otpExpiresAt,
  otpStatus,
  resendWaitMessage,
  resendWaitSeconds,
  wrongCodeMessage,
} from './otpRules';
import { chargeCodeRequest, chargeWrongCode, checkGuessBudgets, type CodeScope } from './otpLimits';
import { otpText } from './sms';
import { issueToken } from './tokens';

/** Shoppers' purposes (the contract's), and the console's sign-in, which has its own endpoint. */
type Purpose = z.output<typeof SendOtpBodySchema>['purpose'] | 'staff';
type SendBody = Omit<z.output<typeof SendOtpBodySchema>, 'purpose'> & { purpose: Purpose };
type VerifyBody = Omit<z.output<typeof VerifyOtpBodySchema>, 'purpose'> & { purpose: Purpose };

/** Staff sign-in codes have budgets of their own (otpLimits.ts, CodeScope). */
const scopeOf = (purpose: Purpose): CodeScope => (purpose === 'staff' ? 'staff' : 'shop');

/**
 * Sends a new code; it replaces the phone's earlier codes for the purpose. The resend delay is per
 * phone whatever the shopper's purpose, so switching screens does not send more texts; staff codes
 * wait on staff codes only, so a shopper's request for the owner's phone cannot hold up the owner's.
 */
export async function sendOtp(
  db: Db,
  org: OrgRef,
  body: SendBody,
  address: string,
): Promise<z.infer<typeof SendOtpResultSchema>> {
  // Before anything is counted or stored: without a way to send, no budget is spent.
  const sms = await smsRouteFor(db, org);
  const now = clock.now();
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.orgId, org.id),
        eq(otpCodes.phone, body.phone),
        body.purpose === 'staff' ? eq(otpCodes.purpose, 'staff') : ne(otpCodes.purpose, 'staff'),
      ),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const wait = resendWaitSeconds(last?.createdAt ?? null, now);
  if (wait > 0) throw new HttpError(429, resendWaitMessage(wait));
  await chargeCodeRequest(db, org, {
    phone: body.phone,
    address,
    proof: body.proof,
    scope: scopeOf(body.purpose),
  });

  const code = newOtpCode();
  const [stored] = await db
    .insert(otpCodes)
    .values({
      orgId: org.id,
      phone: body.phone,
      purpose: body.purpose,
      codeHash: hashOtpCode(code),
      expiresAt: otpExpiresAt(now),
      createdAt: now,
    })
    .returning({ id: otpCodes.id });
  try {
    await sms.sender.send(body.phone, otpText(sms.brand, code));
  } catch (error) {
    // A code that never reached the phone neither counts as sent nor holds up the shopper's resend.
    await db.delete(otpCodes).where(eq(otpCodes.id, stored!.id));
    throw error;
  }
  return { resendAfter: OTP_RESEND_MS / 1000, expiresIn: OTP_TTL_MS / 1000 };
}

/**
 * Checks the latest code sent for the phone and purpose. Each try is counted before the code is
 * compared, so parallel guesses cannot get past the fifth; wrong codes also count against the
 * address's and the organisation's hourly budgets.
 */
export async function verifyOtp(
  db: Db,
  orgId: number,
  body: VerifyBody,
  address: string,
): Promise<z.infer<typeof VerifyOtpResultSchema>> {
  const now = clock.now();
  const scope = scopeOf(body.purpose);
  await checkGuessBudgets(db, orgId, address, scope);
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.orgId, orgId), eq(otpCodes.phone, body.phone), eq(otpCodes.purpose, body.purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!row) throw badRequest('請先取得驗證碼');
  const status = otpStatus(row, now);
  if (status !== 'usable') throw badRequest(OTP_STATUS_MESSAGES[status]);

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw badRequest(OTP_STATUS_MESSAGES.locked);
  if (!otpCodeMatches(body.code, row.codeHash)) {
    await chargeWrongCode(db, orgId, address, scope);
    throw badRequest(wrongCodeMessage(counted.attempts));
  }

  // The code is used up only together with the proof it buys: a crash between the two would leave
  // the shopper waiting for a new code.
  const phoneVerifyToken = await db.transaction(async (tx) => {
    const consumed = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!consumed.length) throw badRequest(OTP_STATUS_MESSAGES.consumed);
    return issueToken(tx, { kind: 'phone_verify', orgId, phone: body.phone, purpose: body.purpose });
  });
  return { phoneVerifyToken, registered: !!(await findUserByPhone(db, orgId, body.phone)) };
}
