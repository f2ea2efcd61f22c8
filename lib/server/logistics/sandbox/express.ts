import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxParcels } from '../../db/schema';
import { taiwanDateTime } from '../../payments/ecpay/gateway';
import { sandboxAllowed } from '../../payments/sandbox/gateway';
import { postForm } from '../../payments/sandbox/postBack';
import type { ParcelState } from '../../shipments/states';
import { checkMacValue, checkMacValueMatches } from '../ecpay/checkMacValue';
import type { LogisticsEndpoint } from '../ecpay/client';
import { CREATE_PATH, isHome, QUERY_PATH, ShipmentRequestSchema, type LogisticsKeys } from '../ecpay/express';
import { homeDistance } from '../ecpay/distance';
import { sandboxCodeOf } from '../ecpay/status';
import { shopLogistics, shopOfSandboxMerchant } from '../keys';

/**
 * The logistics sandbox: ECPay's logistics protocol (Express/Create, the trade query, the signed
 * status notice to ServerReplyURL) answered inside the app with each shop's sandbox keys, so a
 * parcel's whole life runs on a machine with no outside network. No parcel moves.
 */
export const SANDBOX_LOGISTICS_PATH = '/api-client/sandboxLogistics';

/** The sandbox's AllPayLogisticsID is its parcel row's id past this, seven digits like ECPay's. */
export const LOGISTICS_ID_BASE = 1_000_000;

const STEP_MESSAGES: Record<ParcelState, string> = {
  created: '訂單處理中',
  shipped: '商品已送至物流中心',
  arrived: '商品已送達門市',
  notPickedUp: '消費者七天未取件',
  returned: '退貨商品已退回商店',
  pickedUp: '消費者成功取件',
  delivered: '配達',
};

/** The sandbox's notices go to this deployment's logistics notify address only. */
const NOTIFY_PATH = /^\/api-client\/\d+\/ecommerceLogistics\/notify$/;

const sign = (fields: Record<string, string>, keys: LogisticsKeys) => ({
  ...fields,
  CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5'),
});

/** The signed request's merchant keys, or null when the request is not a sandbox shop's or not signed by it. */
export async function signedBy(db: DbOrTx, form: Record<string, string>): Promise<LogisticsKeys | null> {
  const shopId = shopOfSandboxMerchant(form.MerchantID ?? '');
  const found = shopId === null ? null : await shopLogistics(db, shopId);
  if (!found || found.provider !== 'sandbox' || found.keys.merchantId !== form.MerchantID) return null;
  return checkMacValueMatches(form, found.keys.hashKey, found.keys.hashIV, 'md5') ? found.keys : null;
}

const digits = (n: number) => String(randomInt(10 ** (n - 1), 10 ** n));

/** Express/Create as ECPay answers it: `1|` and the parcel's signed fields, or `0|` and why not. */
export async function sandboxCreate(db: DbOrTx, form: Record<string, string>, now: Date): Promise<string> {
  if (!sandboxAllowed()) return '0|測試物流未開啟';
  const keys = await signedBy(db, form);
  if (!keys) return '0|CheckMacValue Error';
  const home = isHome(form.LogisticsSubType ?? '');
  const request = ShipmentRequestSchema.safeParse({
    merchantTradeNo: form.MerchantTradeNo,
    tradeDate: now,
    subType: form.LogisticsSubType,
    goodsAmount: Number(form.GoodsAmount),
    collectionAmount: form.IsCollection === 'Y' ? Number(form.CollectionAmount) : undefined,
    goodsName: form.GoodsName ?? '',
    sender: {
      name: form.SenderName,
      phone: form.SenderPhone,
      cellPhone: form.SenderCellPhone,
      zipCode: form.SenderZipCode,
      address: form.SenderAddress,
    },
    receiver: {
      name: form.ReceiverName,
      phone: form.ReceiverPhone,
      cellPhone: form.ReceiverCellPhone,
      email: form.ReceiverEmail,
      zipCode: form.ReceiverZipCode,
      address: form.ReceiverAddress,
      storeId: form.ReceiverStoreID,
    },
    serverReplyURL: form.ServerReplyURL,
    weightGrams: form.GoodsWeight ? Math.round(Number(form.GoodsWeight) * 1000) : undefined,
  });
  if (!request.success) return `0|${request.error.issues[0]!.path.join('.')} 不正確`;
  // Home delivery's Distance is required (Logistic_Java ECpayLogistics.xml), and the one the two
  // postal codes give: a parcel to an island is not priced as one across town.
  const distance = home
    ? homeDistance(request.data.sender.zipCode ?? '', request.data.receiver.zipCode ?? '')
    : undefined;
  if (home && form.Distance !== distance) return '0|Distance 不正確';
  const { CheckMacValue: _mac, ...asked } = form;
  const [parcel] = await db
    .insert(sandboxParcels)
    .values({
      merchantId: keys.merchantId,
      merchantTradeNo: request.data.merchantTradeNo,
      request: asked,
      answer: {},
      rtnCode: '300',
    })
    .onConflictDoNothing()
    .returning();
  if (!parcel) return '0|MerchantTradeNo 重複';
  const answer = {
    MerchantID: keys.merchantId,
    MerchantTradeNo: parcel.merchantTradeNo,
    RtnCode: '300',
    RtnMsg: STEP_MESSAGES.created,
    AllPayLogisticsID: String(LOGISTICS_ID_BASE + parcel.id),
    LogisticsType: home ? 'HOME' : 'CVS',
    LogisticsSubType: request.data.subType,
    GoodsAmount: String(request.data.goodsAmount),
    UpdateStatusDate: taiwanDateTime(now),
    ReceiverName: form.ReceiverName ?? '',
    ReceiverPhone: form.ReceiverPhone ?? '',
    ReceiverCellPhone: form.ReceiverCellPhone ?? '',
    ReceiverEmail: form.ReceiverEmail ?? '',
    ReceiverAddress: form.ReceiverAddress ?? '',
    CVSPaymentNo: home ? '' : digits(8),
    CVSValidationNo: request.data.subType.startsWith('UNIMART') ? digits(4) : '',
    BookingNote: home ? digits(12) : '',
  };
  await db.update(sandboxParcels).set({ answer }).where(eq(sandboxParcels.id, parcel.id));
  return `1|${ecpayAnswer(sign(answer, keys))}`;
}

async function parcelOfTradeNo(db: DbOrTx, merchantId: string, merchantTradeNo: string) {
  const [parcel] = await db
    .select()
    .from(sandboxParcels)
    .where(
      and(eq(sandboxParcels.merchantId, merchantId), eq(sandboxParcels.merchantTradeNo, merchantTradeNo)),
    );
  return parcel ?? null;
}

/**
 * An answer written as ECPay writes its own (answerFields reads it): `key=value&…`, a value's `&`, `=`,
 * `%` and `+` escaped so that it reads back as it was signed.
 */
export function ecpayAnswer(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** QueryLogisticsTradeInfo: the parcel's signed fields with its latest status, or an empty answer. */
export async function sandboxQuery(db: DbOrTx, form: Record<string, string>): Promise<string> {
  if (!sandboxAllowed()) return '';
  const keys = await signedBy(db, form);
  const byId = Number(form.AllPayLogisticsID) - LOGISTICS_ID_BASE;
  const [parcel] = !keys
    ? []
    : form.AllPayLogisticsID
      ? await db
          .select()
          .from(sandboxParcels)
          .where(and(eq(sandboxParcels.merchantId, keys.merchantId), eq(sandboxParcels.id, byId)))
      : [await parcelOfTradeNo(db, keys.merchantId, form.MerchantTradeNo ?? '')];
  if (!keys || !parcel) return '';
  const { RtnCode: _code, RtnMsg: _msg, ...fields } = parcel.answer;
  return ecpayAnswer(sign({ ...fields, LogisticsStatus: parcel.rtnCode }, keys));
}

/** The sandbox reached in process: what the app's own sandbox routes answer, without a network hop. */
export const sandboxEndpoint = (db: DbOrTx, origin: string, now = () => new Date()): LogisticsEndpoint => ({
  host: `${origin}${SANDBOX_LOGISTICS_PATH}`,
  post: async (url, fields) => {
    const path = new URL(url).pathname;
    if (path.endsWith(CREATE_PATH)) return sandboxCreate(db, fields, now());
    if (path.endsWith(QUERY_PATH)) return sandboxQuery(db, fields);
    throw new Error(`The logistics sandbox has no ${path}`);
  },
});

export type NoticePoster = (url: string, fields: Record<string, string>) => Promise<number>;

/**
 * Moves a sandbox parcel one step (到店, 取件, 未取, 退回, 送達) and posts the signed status notice
 * to its ServerReplyURL, as ECPay does when the carrier reports. Answers the notify address's HTTP
 * status, or throws when the step does not exist for the parcel's chain.
 */
export async function advanceParcel(
  db: DbOrTx,
  shopId: number,
  merchantTradeNo: string,
  step: ParcelState,
  options: { now?: Date; post?: NoticePoster } = {},
): Promise<number> {
  if (!sandboxAllowed()) throw new Error('測試物流未開啟');
  const found = await shopLogistics(db, shopId);
  if (!found || found.provider !== 'sandbox') throw new Error('此商店不是測試物流');
  const parcel = await parcelOfTradeNo(db, found.keys.merchantId, merchantTradeNo);
  if (!parcel) throw new Error(`測試物流沒有編號 ${merchantTradeNo} 的包裹`);
  const code = sandboxCodeOf(parcel.answer.LogisticsSubType ?? '', step);
  if (!code) throw new Error(`此物流沒有「${step}」這一步`);
  const target = new URL(parcel.request.ServerReplyURL ?? '');
  if (!NOTIFY_PATH.test(target.pathname)) throw new Error('包裹的通知網址不是本站的物流通知網址');
  await db.update(sandboxParcels).set({ rtnCode: code }).where(eq(sandboxParcels.id, parcel.id));
  const { CheckMacValue: _mac, ...answer } = parcel.answer;
  const notice = sign(
    {
      ...answer,
      RtnCode: code,
      RtnMsg: STEP_MESSAGES[step],
      UpdateStatusDate: taiwanDateTime(options.now ?? new Date()),
    },
    found.keys,
  );
  return (options.post ?? postForm)(target.toString(), notice);
}
