import 'server-only';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CONSOLE_TOKEN_KEY } from '@/lib/console/names';
import { getDb, type Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { findShopByHost } from '../shops/byHost';
import type { ShopRef } from '../shops/find';
import { allowed, type ConsoleArea } from '../staff/roles';
import { staffFromSecret, type StaffSession } from '../staff/session';

export type ConsolePage = { db: Db; shop: ShopRef; session: StaffSession | null };

/**
 * The shop of the host and the staff member of the console cookie, once per request (the layout and
 * the page both ask). No session (missing, expired, revoked) renders the page's renewal step; a staff
 * member of another organisation gets the 404 of a shop they cannot see.
 */
export const consolePage = cache(async (host: string): Promise<ConsolePage> => {
  const db = await getDb();
  const shop = await findShopByHost(db, decodeURIComponent(host));
  const secret = (await cookies()).get(CONSOLE_TOKEN_KEY)?.value ?? '';
  try {
    return { db, shop, session: secret ? await staffFromSecret(db, secret, shop) : null };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized') return { db, shop, session: null };
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  }
});

/** Whether the signed-in staff member's role opens the area. */
export const mayUse = (session: StaffSession, area: ConsoleArea) => allowed(session.staff.role, area);
