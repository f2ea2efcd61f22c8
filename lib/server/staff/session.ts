import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { OtpCodeSchema, PhoneSchema } from '@/lib/api/contract';
import { bearerSecret } from '../auth/bearer';
import { clock } from '../auth/clock';
import { findOrg } from '../auth/org';
import { sendStaffOtp, verifyOtp } from '../auth/otp';
import {
  findLiveToken,
  hashSecret,
  issueToken,
  revokeStaffTokens,
  revokeToken,
  TOKEN_TTL_MS,
  unusable,
} from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { authTokens } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import type { ShopRef } from '../shops/find';
import type { Actor } from './changes';
import { rememberDevice, rememberedDeviceOf, type RememberedDevice } from './device';
import { allowed, type ConsoleArea } from './roles';
import { activeStaffById, activeStaffByPhone, staffLabel, type StaffRow } from './staffRows';

const CONSOLE_MESSAGES = {
  signInAgain: '請重新登入管理後台',
  notAllowed: '您的角色無法使用此功能',
  notStaff: '此手機號碼不是這間商店的管理人員',
} as const;

export const StaffCodeBodySchema = z.object({ phone: PhoneSchema, proof: z.string().max(4000).optional() });
export const StaffSignInBodySchema = z.object({ phone: PhoneSchema, code: OtpCodeSchema });

export type StaffSession = { staff: StaffRow; shop: ShopRef; actor: Actor };

/** What a sign-in or a refresh answers: the bearer (short-lived) and the refresh token that renews it. */
export type ConsoleTokens = {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
  /** A sign-in's: the device it remembers (device.ts). A refresh leaves the device's as it is. */
  device?: RememberedDevice;
};

/**
 * Sends a sign-in code to a staff member's phone through the organisation's SMS path (the demo outbox
 * in demo mode), after the answer. A phone that is not staff gets no text but the same answer at the
 * same time: the same steps, resend wait, budgets of the address and the phone, challenge and stored
 * code (one that never signs in), so neither the endpoint nor the sign-in that follows tells who works
 * at the shop, and probing it costs what asking for codes costs. From a device the staff member signed
 * in on before (`deviceSecret`, its cookie), the code is charged to that device instead (device.ts).
 */
export async function sendStaffCode(
  db: Db,
  shop: ShopRef,
  body: z.output<typeof StaffCodeBodySchema>,
  address: string,
  deviceSecret = '',
) {
  const org = await findOrg(db, shop.orgId);
  const isStaff = (await activeStaffByPhone(db, shop.orgId, body.phone)) !== null;
  // Read for every phone, staff or not, so that a made-up cookie takes the same time for either.
  const device = await rememberedDeviceOf(db, deviceSecret, shop.orgId, body.phone);
  await sendStaffOtp(
    db,
    org,
    { phone: body.phone, proof: body.proof, isStaff, device: isStaff ? device : null },
    address,
  );
  return { sent: true };
}

/**
 * Checks the code (5 minutes; 5 tries, 1 while the organisation's staff are past their wrong codes for
 * the hour; only from the address that asked for it) and opens a console session, remembering the
 * device (device.ts; `deviceSecret` is the one it holds, renewed).
 */
export async function signInStaff(
  db: Db,
  shop: ShopRef,
  body: z.output<typeof StaffSignInBodySchema>,
  address: string,
  deviceSecret = '',
): Promise<ConsoleTokens> {
  // The code first: a phone that is not staff holds a code no one can type, so it is refused as a
  // staff phone's wrong code is, and sign-in tells no more than the code request about who is staff.
  const { phoneVerifyToken } = await verifyOtp(
    db,
    shop.orgId,
    { phone: body.phone, purpose: 'staff', code: body.code },
    address,
  );
  const member = await activeStaffByPhone(db, shop.orgId, body.phone);
  // The proof has done its work here; it must not open a shopper's sign-up.
  const proof = await findLiveToken(db, phoneVerifyToken, 'phone_verify');
  if (proof) await revokeToken(db, proof.id);
  // Removed between the code and its use.
  if (!member) throw new DomainError('forbidden', CONSOLE_MESSAGES.notStaff);
  return db.transaction(async (tx) => ({
    ...(await issueConsoleTokens(tx, member)),
    device: await rememberDevice(tx, member, deviceSecret),
  }));
}

async function issueConsoleTokens(db: DbOrTx, member: StaffRow): Promise<ConsoleTokens> {
  const base = { orgId: member.orgId, staffId: member.id, phone: member.phone };
  return {
    token: await issueToken(db, { ...base, kind: 'staff' }),
    expiresIn: TOKEN_TTL_MS.staff / 1000,
    refreshToken: await issueToken(db, { ...base, kind: 'staff_refresh' }),
    refreshExpiresIn: TOKEN_TTL_MS.staff_refresh / 1000,
  };
}

/**
 * How long a spent refresh token is answered 401 without alarm: two tabs that found their bearer
 * expired together both present it, and the second one's browser has the new cookie by then.
 */
export const ROTATION_GRACE_MS = 10_000;

/** What a refresh token spent by a refresh is marked with, apart from one ended by sign-out or removal. */
const ROTATED = 'rotated';

/**
 * A refresh token buys one new pair and is spent. One presented again well after it was spent by a
 * refresh (a copy in someone else's hands) ends every console session of that staff member; one
 * ended by sign-out or removal is only refused.
 */
export async function refreshStaff(db: Db, refreshSecret: string): Promise<ConsoleTokens> {
  if (unusable(refreshSecret)) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashSecret(refreshSecret)), eq(authTokens.kind, 'staff_refresh')));
  if (!row?.staffId) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  if (row.revokedAt) {
    const late = clock.now().getTime() - row.revokedAt.getTime() > ROTATION_GRACE_MS;
    if (row.purpose === ROTATED && late) await endStaffSessions(db, row.staffId);
    throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  }
  if (row.expiresAt.getTime() <= clock.now().getTime())
    throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  const member = await activeStaffById(db, row.staffId);
  if (!member) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  return db.transaction(async (tx) => {
    const spent = await revokeToken(tx, row.id, ROTATED);
    if (!spent) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
    return issueConsoleTokens(tx, member);
  });
}

/**
 * Every console token of the staff member, remembered devices included: sign-out everywhere, removal,
 * a replayed refresh (a copied cookie jar: its device token is no longer the staff member's alone).
 */
export async function endStaffSessions(db: DbOrTx, staffId: number): Promise<number> {
  return revokeStaffTokens(db, staffId, { kinds: ['staff', 'staff_refresh', 'staff_device'] });
}

/**
 * The staff member behind a console bearer, at this shop. A member's or any other token is a 401;
 * a staff member of another organisation gets the 404 an unknown shop gets, so the console does not
 * even confirm that the shop exists to them.
 */
export async function staffFromSecret(db: Db, secret: string, shop: ShopRef): Promise<StaffSession> {
  const token = await findLiveToken(db, secret, 'staff');
  if (!token?.staffId) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  const member = await activeStaffById(db, token.staffId);
  if (!member) throw new DomainError('unauthorized', CONSOLE_MESSAGES.signInAgain);
  if (member.orgId !== shop.orgId) throw notFound('商店');
  return {
    staff: member,
    shop,
    actor: { orgId: member.orgId, staffId: member.id, label: staffLabel(member) },
  };
}

export async function requireStaff(
  db: Db,
  request: Request,
  shop: ShopRef,
  area: ConsoleArea = 'orders',
): Promise<StaffSession> {
  const session = await staffFromSecret(db, bearerSecret(request.headers) ?? '', shop);
  if (!allowed(session.staff.role, area)) throw new DomainError('forbidden', CONSOLE_MESSAGES.notAllowed);
  return session;
}

/** Sign-out: the bearer presented and the refresh token of the same device. */
export async function signOutStaff(db: Db, session: StaffSession, secrets: string[]): Promise<void> {
  const hashes = secrets.filter((s) => !unusable(s)).map(hashSecret);
  await revokeStaffTokens(db, session.staff.id, { hashes });
}
