import { and, eq } from 'drizzle-orm';
import { members, users } from '../db/schema';
import type { DbOrTx } from '../auth/tokens';

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: DbOrTx, orgId: number, phone: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.phone, phone)));
  return user ?? null;
}

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** The organisation's account for the phone, created bare (no password, no profile) if new. */
export async function findOrCreateUser(db: DbOrTx, orgId: number, phone: string): Promise<UserRow> {
  await db.insert(users).values({ orgId, phone }).onConflictDoNothing();
  return (await findUserByPhone(db, orgId, phone))!;
}

/** A new account with its password (or none); null when the phone has one already. */
export async function createUser(
  tx: DbOrTx,
  orgId: number,
  phone: string,
  passwordHash: string | null,
): Promise<number | null> {
  const [created] = await tx
    .insert(users)
    .values({ orgId, phone, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created?.id ?? null;
}

/** The account's new password, stored as its hash (the caller ends the sessions it should). */
export async function setPasswordHash(tx: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The user's membership of the shop, joined on first use. */
export async function ensureMember(
  db: DbOrTx,
  shop: { id: number; orgId: number },
  userId: number,
): Promise<number> {
  await db.insert(members).values({ orgId: shop.orgId, shopId: shop.id, userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.shopId, shop.id), eq(members.userId, userId)));
  return row!.id;
}
