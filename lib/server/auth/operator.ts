import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PhoneSchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { dataDir, IN_MEMORY } from '../db/location';
import { HttpError } from '../http/errors';
import { findShopByHost } from '../shops/byHost';
import { issueMemberToken } from '../members/memberTokens';
import { findOrCreateUser } from '../members/users';
import { isLoopbackRequest } from './loopback';

export const OPERATOR_SECRET_FILE = 'operator.secret';

const slot = globalThis as unknown as { __operatorSecret?: string };

/**
 * OPERATOR_SECRET, else the secret in DATA_DIR, written (0600) the first time it is asked for. Only
 * someone who can read the server's data folder, who could read the database anyway, learns it. An
 * in-memory server keeps a secret no one knows, which switches the operator call off.
 */
export function operatorSecret(): string {
  if (process.env.OPERATOR_SECRET) return process.env.OPERATOR_SECRET;
  if (slot.__operatorSecret) return slot.__operatorSecret;
  const fresh = randomBytes(32).toString('base64url');
  if (dataDir() === IN_MEMORY) return (slot.__operatorSecret = fresh);
  const file = path.join(dataDir(), OPERATOR_SECRET_FILE);
  fs.mkdirSync(dataDir(), { recursive: true });
  try {
    fs.writeFileSync(file, fresh + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (slot.__operatorSecret = fs.readFileSync(file, 'utf8').trim());
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function checkOperator(request: Request): void {
  if (!isLoopbackRequest(request.headers, request.url)) throw new HttpError(403, '此操作只限本機');
  // Asked for even when the header is missing, so the secret file exists once a server has answered.
  const secret = operatorSecret();
  const given = request.headers.get('x-operator-secret') ?? '';
  if (!given || !sameSecret(given, secret)) throw new HttpError(403, '操作密鑰不正確');
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
