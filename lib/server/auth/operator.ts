import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { findShopByHost } from '../shops/byHost';
import { issueMemberToken } from '../members/memberTokens';
import { findOrCreateUser } from '../members/users';
import { isLoopbackRequest } from './loopback';
import { persistentSecret } from './persistentSecret';

export const OPERATOR_SECRET_FILE = 'operator.secret';

/**
 * OPERATOR_SECRET, else the secret in DATA_DIR. An in-memory server keeps a secret no one knows,
 * which switches the operator call off.
 */
export const operatorSecret = (): string =>
  persistentSecret(process.env.OPERATOR_SECRET, OPERATOR_SECRET_FILE);

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function checkOperator(request: Request): void {
  if (!isLoopbackRequest(request.headers, request.url)) throw new DomainError('forbidden', '此操作只限本機');
  // Asked for even when the header is missing, so the secret file exists once a server has answered.
  const secret = operatorSecret();
  const given = request.headers.get('x-operator-secret') ?? '';
  if (!given || !sameSecret(given, secret)) throw new DomainError('forbidden', '操作密鑰不正確');
}

/** Support and load tests: a member token for the phone at the shop behind the host, made if needed. */
export async function operatorMemberToken(
  db: Db,
  claim: { host: string; phone: string },
): Promise<{ memberToken: string }> {
  const shop = await findShopByHost(db, claim.host);
  const user = await findOrCreateUser(db, shop.orgId, claim.phone);
  return { memberToken: await issueMemberToken(db, shop, user.id) };
}

export const OperatorBodySchema = z.object({ host: z.string().trim().min(1).max(253), phone: PhoneSchema });
