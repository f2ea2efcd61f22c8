import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lineLinkTickets, lineLoginStates, type LinePurpose } from '../db/schema';
import { badRequest } from '@/lib/server/kernel/errors';
import { clock } from '../auth/clock';
import { hashSecret, newSecret } from '../auth/tokens';
import { codeChallenge, newCodeVerifier } from './pkce';
import { LINE_STATE_TTL_MS, LINE_TICKET_TTL_MS, oneTimeProblem, STATE_MESSAGES } from './stateRules';

export type LoginStateRow = typeof lineLoginStates.$inferSelect;

/** A new authorization: the state and nonce go to LINE, the verifier stays here. */
export async function createLoginState(
  db: DbOrTx,
  claim: { shopId: number; purpose: LinePurpose; userId: number | null; redirectUri: string },
): Promise<{ state: string; nonce: string; codeChallenge: string }> {
  const state = newSecret();
  const nonce = newSecret();
  const codeVerifier = newCodeVerifier();
  const now = clock.now();
  // Spent and expired authorizations are of no use to anyone: they go as new ones come.
  await db.delete(lineLoginStates).where(lt(lineLoginStates.expiresAt, now));
  await db.insert(lineLoginStates).values({
    ...claim,
    stateHash: hashSecret(state),
    nonce,
    codeVerifier,
    expiresAt: new Date(now.getTime() + LINE_STATE_TTL_MS),
    createdAt: now,
  });
  return { state, nonce, codeChallenge: codeChallenge(codeVerifier) };
}

/** The state LINE sent back, used up now whatever follows: a code exchange is tried once. */
export async function takeLoginState(db: DbOrTx, shopId: number, state: string): Promise<LoginStateRow> {
  const [row] = await db
    .select()
    .from(lineLoginStates)
    .where(eq(lineLoginStates.stateHash, hashSecret(state)));
  const problem = oneTimeProblem(row, shopId, clock.now());
  if (problem) throw badRequest(STATE_MESSAGES[problem]);
  const taken = await db
    .update(lineLoginStates)
    .set({ usedAt: clock.now() })
    .where(and(eq(lineLoginStates.id, row!.id), isNull(lineLoginStates.usedAt)))
    .returning({ id: lineLoginStates.id });
  if (!taken.length) throw badRequest(STATE_MESSAGES.used);
  return row!;
}

export async function issueLinkTicket(
  db: DbOrTx,
  claim: { orgId: number; shopId: number; lineUserId: string },
): Promise<string> {
  const ticket = newSecret();
  const now = clock.now();
  await db.insert(lineLinkTickets).values({
    ...claim,
    ticketHash: hashSecret(ticket),
    expiresAt: new Date(now.getTime() + LINE_TICKET_TTL_MS),
    createdAt: now,
  });
  return ticket;
}

/** The LINE user waiting for a phone; used up with the binding it buys (call inside its transaction). */
export async function takeLinkTicket(db: DbOrTx, shopId: number, ticket: string): Promise<string> {
  const [row] = await db
    .select()
    .from(lineLinkTickets)
    .where(eq(lineLinkTickets.ticketHash, hashSecret(ticket)));
  const problem = oneTimeProblem(row, shopId, clock.now());
  if (problem) throw badRequest(STATE_MESSAGES[problem]);
  const taken = await db
    .update(lineLinkTickets)
    .set({ usedAt: clock.now() })
    .where(and(eq(lineLinkTickets.id, row!.id), isNull(lineLinkTickets.usedAt)))
    .returning({ id: lineLinkTickets.id });
  if (!taken.length) throw badRequest(STATE_MESSAGES.used);
  return row!.lineUserId;
}
