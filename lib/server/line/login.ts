import type { z } from 'zod';
import type {
  LineAuthParams,
  LineCallbackBodySchema,
  LineCallbackResult,
  LineLinkBodySchema,
  LinePurposeQuerySchema,
  UserTokenResultSchema,
} from '@/lib/api/contract';
import { LINE_CALLBACK_PATH } from '@/lib/member/paths';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import type { ShopRef } from '../shops/find';
import { requireModule } from '../shops/modules';
import { authHostOf } from '../auth/authHost';
import { refuseBanned, requireMember } from '../auth/bearer';
import { clientAddress } from '../auth/clientAddress';
import { clock } from '../auth/clock';
import { hitLimit } from '../auth/rateLimit';
import { issueToken } from '../auth/tokens';
import { findOrCreateUser, findUser, findUserByPhone } from '../members/users';
import { ALREADY_BOUND, bindLine, isLineBound, unbindLine, userOfLine } from './bindings';
import { LINE_NOT_SET_UP, usableChannel, type LineChannel } from './channel';
import { exchangeCode, lineSendFor } from './client';
import { authorizeUrl, LINE_SCOPE, lineEndpoints } from './endpoints';
import { CODE_CHALLENGE_METHOD } from './pkce';
import { spendPhoneProof } from './phoneProof';
import { LINE_STARTS_PER_ADDRESS } from './stateRules';
import { createLoginState, issueLinkTicket, takeLinkTicket, takeLoginState } from './state';

/** The shop's origin as the shopper's browser sees it (its auth host is the same origin, under /auth). */
const originOf = (request: Request) =>
  authHostOf(request.headers, new URL(request.url).host).replace(/\/auth$/, '');

async function channelOf(db: Db, shopId: number): Promise<LineChannel> {
  const channel = await usableChannel(db, shopId);
  if (!channel) throw new DomainError('conflict', LINE_NOT_SET_UP);
  return channel;
}

/**
 * GET getLineAuthParams: a new authorization for signing in (no member needed), or with
 * `purpose=bind` for the member of the bearer token to bind a LINE user.
 */
export async function lineAuthParams(
  db: Db,
  shop: ShopRef,
  request: Request,
  query: z.output<typeof LinePurposeQuerySchema>,
): Promise<LineAuthParams> {
  await requireModule(db, shop.id, 'member');
  const channel = await channelOf(db, shop.id);
  let userId: number | null = null;
  if (query.purpose === 'bind') {
    const session = await requireMember(db, request, shop.id);
    refuseBanned(session.user);
    if (await isLineBound(db, session.user.id)) throw new DomainError('conflict', ALREADY_BOUND);
    userId = session.user.id;
  }
  // Anyone may start a sign-in: each one is a stored row, so an address gets a bounded number.
  await hitLimit(db, `line:address:${clientAddress(request.headers)}`, LINE_STARTS_PER_ADDRESS);
  const origin = originOf(request);
  const redirectUri = `${origin}${LINE_CALLBACK_PATH}`;
  const issued = await createLoginState(db, { shopId: shop.id, purpose: query.purpose, userId, redirectUri });
  return {
    purpose: query.purpose,
    authorizeUrl: authorizeUrl(lineEndpoints(channel.environment, origin).authorize, {
      clientId: channel.channelId,
      redirectUri,
      ...issued,
    }),
    clientId: channel.channelId,
    redirectUri,
    state: issued.state,
    nonce: issued.nonce,
    scope: LINE_SCOPE,
    codeChallenge: issued.codeChallenge,
    codeChallengeMethod: CODE_CHALLENGE_METHOD,
  };
}

/**
 * POST lineCallback: LINE's code and state, exchanged and checked. Signing in: a LINE user bound in
 * the organisation gets a user token (then the usual grant back to the shop); a new one a ticket to
 * verify a phone with. Binding: the member of the bearer token, who must be the one who started it.
 */
export async function lineCallback(
  db: Db,
  shop: ShopRef,
  request: Request,
  body: z.output<typeof LineCallbackBodySchema>,
): Promise<LineCallbackResult> {
  await requireModule(db, shop.id, 'member');
  const state = await takeLoginState(db, shop.id, body.state);
  const channel = await channelOf(db, shop.id);
  // The binding member is checked before LINE is asked: a stolen state is no use without the session.
  const session = state.purpose === 'bind' ? await requireMember(db, request, shop.id) : null;
  if (session && session.user.id !== state.userId)
    throw new DomainError('forbidden', 'LINE 綁定資訊不屬於此會員');
  const claims = await exchangeCode(
    channel,
    lineEndpoints(channel.environment, originOf(request)),
    {
      code: body.code,
      redirectUri: state.redirectUri,
      codeVerifier: state.codeVerifier,
      nonce: state.nonce,
      now: clock.now(),
    },
    lineSendFor(db, channel),
  );
  if (session) {
    refuseBanned(session.user);
    await bindLine(db, shop.orgId, session.user.id, claims.sub);
    return { result: 'bound' };
  }
  const userId = await userOfLine(db, shop.orgId, claims.sub);
  const user = userId === null ? null : await findUser(db, userId);
  if (!user) {
    return {
      result: 'needsPhone',
      lineTicket: await issueLinkTicket(db, { orgId: shop.orgId, shopId: shop.id, lineUserId: claims.sub }),
    };
  }
  refuseBanned(user);
  return {
    result: 'signedIn',
    userToken: await issueToken(db, { kind: 'user', orgId: shop.orgId, userId: user.id }),
  };
}

/**
 * POST lineLink: the LINE user of the ticket, bound to the account of the phone just verified (made
 * if new), and signed in. Ticket and proof are spent together with the binding.
 */
export async function linkLine(
  db: Db,
  shop: ShopRef,
  body: z.output<typeof LineLinkBodySchema>,
): Promise<z.infer<typeof UserTokenResultSchema>> {
  return db.transaction(async (tx) => {
    const phone = await spendPhoneProof(tx, shop.orgId, body.phoneVerifyToken);
    const lineUserId = await takeLinkTicket(tx, shop.id, body.lineTicket);
    const existing = await findUserByPhone(tx, shop.orgId, phone);
    const user = existing ?? (await findOrCreateUser(tx, shop.orgId, phone));
    refuseBanned(user);
    await bindLine(tx, shop.orgId, user.id, lineUserId);
    const userToken = await issueToken(tx, { kind: 'user', orgId: shop.orgId, userId: user.id });
    return { userToken, isNew: !existing };
  });
}

/** DELETE lineBinding: the member signs in without LINE from now on. */
export async function unbindMemberLine(db: Db, shop: ShopRef, request: Request): Promise<{ bound: false }> {
  const session = await requireMember(db, request, shop.id);
  await unbindLine(db, session.user.id);
  return { bound: false };
}
