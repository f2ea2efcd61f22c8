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
import { badRequest, DomainError } from '@/lib/server/kernel/errors';
import { findUserByPhone } from '../members/users';
import { smsRouteFor, type SmsRoute } from '../sms/select';
import { askedFrom, markAskedFrom } from './askedFrom';
import { clock } from './clock';
import type { OrgRef } from './org';
import { maskPhone } from './phone';
import {
  hashOtpCode,
  newOtpCode,
  OTP_RESEND_MS,
  OTP_STATUS_MESSAGES,
  OTP_TTL_MS,
  otpCodeMatches,
  otpExpiresAt,
  otpStatus,
  resendWaitMessage,
  resendWaitSeconds,
  untypableOtpHash,
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
 * Stores a new code; it replaces the phone's earlier codes for the purpose. The resend delay is per
 * phone whatever the shopper's purpose, so switching screens does not send more texts; staff codes
 * wait on staff codes only, so a shopper's request for the owner's phone cannot hold up the owner's.
 */
async function storeCode(
  db: Db,
  org: OrgRef,
  body: SendBody,
  address: string,
  codeHash: string,
  device: number | null = null,
): Promise<{ id: number; expiresAt: Date }> {
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
  if (wait > 0) throw new DomainError('rate_limited', resendWaitMessage(wait));
  await chargeCodeRequest(db, org, {
    phone: body.phone,
    address,
    proof: body.proof,
    scope: scopeOf(body.purpose),
    device,
  });
  const [stored] = await db
    .insert(otpCodes)
    .values({
      orgId: org.id,
      phone: body.phone,
      purpose: body.purpose,
      codeHash,
      expiresAt: otpExpiresAt(now),
      createdAt: now,
    })
    .returning({ id: otpCodes.id, expiresAt: otpCodes.expiresAt });
  return stored!;
}

/** Texts a shopper a new code; the answer waits for the provider, so a text that failed is a 502. */
export async function sendOtp(
  db: Db,
  org: OrgRef,
  body: z.output<typeof SendOtpBodySchema>,
  address: string,
): Promise<z.infer<typeof SendOtpResultSchema>> {
  // Before anything is counted or stored: without a way to send, no budget is spent.
  const sms = await smsRouteFor(db, org);
  const code = newOtpCode();
  const stored = await storeCode(db, org, body, address, hashOtpCode(code));
  try {
    await sms.sender.send(body.phone, otpText(sms.brand, code));
  } catch (error) {
    // A code that never reached the phone neither counts as sent nor holds up the shopper's resend.
    await db.delete(otpCodes).where(eq(otpCodes.id, stored.id));
    throw error;
  }
  return { resendAfter: OTP_RESEND_MS / 1000, expiresIn: OTP_TTL_MS / 1000 };
}

/**
 * A console sign-in code for a phone, staff or not. Both go through the same steps and store a code
 * bound to the asking address (one no one can type, for a phone that is not staff), so the answer,
 * its time, the resend wait, the budgets and the sign-in tries that follow are alike; only a staff
 * member's phone is then texted, after the answer. `device`: the remembered device of this staff
 * member the request came from (lib/server/staff/device.ts), whose codes have a budget of their own.
 */
export async function sendStaffOtp(
  db: Db,
  org: OrgRef,
  request: { phone: string; proof?: string; isStaff: boolean; device: number | null },
  address: string,
): Promise<void> {
  const sms = await smsRouteFor(db, org);
  const code = newOtpCode();
  const codeHash = request.isStaff ? hashOtpCode(code) : untypableOtpHash();
  const body = { phone: request.phone, purpose: 'staff' as const, proof: request.proof };
  const stored = await storeCode(db, org, body, address, codeHash, request.device);
  await markAskedFrom(db, stored, address);
  if (request.isStaff) textAfterAnswer(sms, org.id, request.phone, otpText(sms.brand, code));
}

/**
 * Started on the next turn of the event loop, after the answer has been returned, so that nothing
 * of the provider's call (not even its synchronous start) is on the answer's path. A text that does
 * not go out is in the log; its code stays, so the resend wait is the one any phone gets, and the
 * staff member asks again after it.
 */
function textAfterAnswer(sms: SmsRoute, orgId: number, phone: string, text: string): void {
  setImmediate(() => {
    sms.sender.send(phone, text).catch(() => {
      console.error(
        JSON.stringify({ scope: 'sms', event: 'staff-code-not-sent', org: orgId, phone: maskPhone(phone) }),
      );
    });
  });
}

/**
 * Checks the latest code sent for the phone and purpose (a staff code: the latest the address asked
 * for, askedFrom.ts). Each try is counted before the code is compared, so parallel guesses cannot get
 * past the code's tries; wrong codes also count against the address's and the organisation's hourly
 * budgets.
 */
export async function verifyOtp(
  db: Db,
  orgId: number,
  body: VerifyBody,
  address: string,
): Promise<z.infer<typeof VerifyOtpResultSchema>> {
  const now = clock.now();
  const scope = scopeOf(body.purpose);
  const tries = await checkGuessBudgets(db, orgId, address, scope);
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.orgId, orgId),
        eq(otpCodes.phone, body.phone),
        eq(otpCodes.purpose, body.purpose),
        scope === 'staff' ? askedFrom(address) : undefined,
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!row) throw badRequest('請先取得驗證碼');
  const status = otpStatus(row, now);
  if (status !== 'usable') throw badRequest(OTP_STATUS_MESSAGES[status]);

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, tries)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw badRequest(OTP_STATUS_MESSAGES.locked);
  if (!otpCodeMatches(body.code, row.codeHash)) {
    await chargeWrongCode(db, orgId, address, scope);
    throw badRequest(wrongCodeMessage(counted.attempts, tries));
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
