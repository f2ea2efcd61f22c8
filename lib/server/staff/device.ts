import {
  findLiveToken,
  hashSecret,
  issueToken,
  revokeStaffTokens,
  TOKEN_TTL_MS,
  unusable,
} from '../auth/tokens';
import type { DbOrTx } from '../db/client';
import { activeStaffById, type StaffRow } from './staffRows';

/**
 * A remembered console device: every staff sign-in leaves a staff_device token in an httpOnly cookie
 * only the console API receives (CONSOLE_DEVICE_KEY). A code request that carries it, for its own
 * staff member's phone, is charged to the device alone (lib/server/auth/otpLimits.ts): whoever knows
 * an owner's phone can use up that phone's codes and an office's challenge-free requests, but not the
 * device's, so the owner still signs in from a device used before. The token signs no one in: a code
 * is still needed.
 */
export type RememberedDevice = { token: string; expiresIn: number };

/**
 * The id of the device token behind `secret` when it is live and remembers this organisation's
 * staff member with this phone (still on the staff, phone unchanged); null otherwise, which is the
 * same as no device.
 */
export async function rememberedDeviceOf(
  db: DbOrTx,
  secret: string,
  orgId: number,
  phone: string,
): Promise<number | null> {
  const token = await findLiveToken(db, secret, 'staff_device');
  if (!token?.staffId || token.orgId !== orgId || token.phone !== phone) return null;
  const member = await activeStaffById(db, token.staffId);
  return member && member.orgId === orgId && member.phone === phone ? token.id : null;
}

/**
 * The device token a sign-in leaves: a new one, the one the device presented (if it was this staff
 * member's) spent, so each device holds one live token and a copied cookie ends with the next sign-in.
 */
export async function rememberDevice(
  db: DbOrTx,
  member: StaffRow,
  presented: string,
): Promise<RememberedDevice> {
  if (!unusable(presented)) {
    await revokeStaffTokens(db, member.id, { kinds: ['staff_device'], hashes: [hashSecret(presented)] });
  }
  const token = await issueToken(db, {
    kind: 'staff_device',
    orgId: member.orgId,
    staffId: member.id,
    phone: member.phone,
  });
  return { token, expiresIn: TOKEN_TTL_MS.staff_device / 1000 };
}
