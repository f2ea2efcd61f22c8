import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import {
  isDeliveryEnabled,
  MapStoreSchema,
  type EcpayMapBody,
  type EcpayMapForm,
  type MapStore,
} from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db, DbOrTx } from '../db/client';
import { cvsMapSessions } from '../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { assertOwnUrl } from '../shops/ownUrl';
import { storeMapOf } from './config';
import { findDelivery } from './deliveries';
import { MAP_TOKEN_BYTES, mapFields, mapTradeNo, subTypeFits } from './ecpay/map';

export const MAP_MESSAGES = {
  notCvs: '此配送方式不是超商取貨',
  wrongChain: '超商類型與配送方式不符',
  badReply: '門市資料驗證失敗，請重新選擇門市',
} as const;

/** A member's newest map sessions kept; their saved checkouts hold at most a few tokens. */
const KEEP_SESSIONS = 20;

export type SessionRow = typeof cvsMapSessions.$inferSelect;

/**
 * POST …/ecommerceDeliveryEcpayMap: a map session for the member's convenience-store delivery, and
 * the form that opens the chain's store map. The map's reply is bound to the session's random token.
 */
export async function openStoreMap(
  db: Db,
  shopId: number,
  memberId: number,
  body: EcpayMapBody,
  origin: string,
): Promise<EcpayMapForm> {
  await assertOwnUrl(db, shopId, body.clientCompleteURL);
  const found = await findDelivery(db, shopId, body.ecommerceDeliveryId);
  if (!found || !isDeliveryEnabled(found.delivery)) throw notFound('配送方式');
  if (found.delivery.type !== 'cvs') throw new DomainError('invalid', MAP_MESSAGES.notCvs);
  if (!subTypeFits(found.delivery.subType, body.subType))
    throw new DomainError('invalid', MAP_MESSAGES.wrongChain);
  const map = await storeMapOf(db, shopId, origin);

  const token = randomBytes(MAP_TOKEN_BYTES).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(cvsMapSessions).values({
      token,
      shopId,
      memberId,
      deliveryId: found.delivery.id,
      subType: body.subType,
      clientCompleteURL: body.clientCompleteURL,
      createdAt: clock.now(),
    });
    await pruneSessions(tx, shopId, memberId);
  });
  return {
    token,
    action: map.action,
    fields: mapFields({
      merchantId: map.merchantId,
      token,
      subType: body.subType,
      isCollection: found.delivery.allowCollection,
      serverReplyURL: `${origin}/api-client/${shopId}/ecommerceDeliveryEcpayMap/reply`,
      device: body.device,
    }),
  };
}

/** Sessions beyond the member's newest KEEP_SESSIONS go: they grow with map openings, so they are bounded. */
async function pruneSessions(tx: DbOrTx, shopId: number, memberId: number): Promise<void> {
  const mine = and(eq(cvsMapSessions.shopId, shopId), eq(cvsMapSessions.memberId, memberId));
  const kept = await tx
    .select({ token: cvsMapSessions.token })
    .from(cvsMapSessions)
    .where(mine)
    .orderBy(desc(cvsMapSessions.createdAt))
    .limit(KEEP_SESSIONS);
  await tx.delete(cvsMapSessions).where(
    and(
      mine,
      notInArray(
        cvsMapSessions.token,
        kept.map((k) => k.token),
      ),
    ),
  );
}

/**
 * The map's reply (the shopper's browser posts it to our ServerReplyURL): the store is kept on the
 * session named by ExtraData when the rest of the reply matches that session, and the shopper goes
 * on to the storefront's /checkout/cvs-callback with the token.
 */
export async function receiveStoreReply(
  db: Db,
  shopId: number,
  form: URLSearchParams,
  origin: string,
): Promise<Response> {
  const token = form.get('ExtraData') ?? '';
  const [session] = token
    ? await db
        .select()
        .from(cvsMapSessions)
        .where(and(eq(cvsMapSessions.shopId, shopId), eq(cvsMapSessions.token, token)))
    : [];
  const map = session ? await storeMapOf(db, shopId, origin) : null;
  const storeId = form.get('CVSStoreID')?.trim() ?? '';
  const storeName = form.get('CVSStoreName')?.trim() ?? '';
  if (
    !session ||
    form.get('MerchantID') !== map!.merchantId ||
    form.get('MerchantTradeNo') !== mapTradeNo(token) ||
    form.get('LogisticsSubType') !== session.subType ||
    !/^[A-Za-z0-9]{1,10}$/.test(storeId) ||
    !storeName ||
    storeName.length > 60
  )
    throw new DomainError('invalid', MAP_MESSAGES.badReply);

  await db
    .update(cvsMapSessions)
    .set({
      storeId,
      storeName,
      storeAddress: form.get('CVSAddress')?.trim().slice(0, 200) || null,
      repliedAt: clock.now(),
    })
    // A session takes one store: a leaked token cannot change a pick afterwards (更換門市 opens a new one).
    .where(and(eq(cvsMapSessions.token, token), isNull(cvsMapSessions.repliedAt)));
  const next = new URL(session.clientCompleteURL);
  next.searchParams.set('token', token);
  return new Response(null, { status: 303, headers: { location: next.toString() } });
}

/** The member's picked store of a session, or null when the session is unknown, foreign or has no store yet. */
export async function pickedStore(
  db: DbOrTx,
  shopId: number,
  memberId: number,
  token: string,
): Promise<(MapStore & { session: SessionRow }) | null> {
  const [session] = await db
    .select()
    .from(cvsMapSessions)
    .where(
      and(
        eq(cvsMapSessions.shopId, shopId),
        eq(cvsMapSessions.memberId, memberId),
        eq(cvsMapSessions.token, token),
        isNotNull(cvsMapSessions.storeId),
      ),
    );
  if (!session) return null;
  return {
    ...MapStoreSchema.parse({
      CVSStoreID: session.storeId,
      CVSStoreName: session.storeName,
      CVSAddress: session.storeAddress,
      LogisticsSubType: session.subType,
      ecommerceDeliveryId: session.deliveryId,
    }),
    session,
  };
}

/** GET …/ecommerceDeliveryEcpayMap?token=: the store the member picked with that session. */
export async function storeOfToken(
  db: Db,
  shopId: number,
  memberId: number,
  token: string,
): Promise<MapStore> {
  const found = await pickedStore(db, shopId, memberId, token);
  if (!found) throw notFound('門市資料');
  const { session: _session, ...store } = found;
  return store;
}
