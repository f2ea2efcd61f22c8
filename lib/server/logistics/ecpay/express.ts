import { z } from 'zod';
import { homeDistance } from './distance';
import { CVS_SUB_TYPES } from '@/lib/api/contract';
import type { GatewayEnvironment } from '../../payments/gateway';
import { taiwanDateTime } from '../../payments/ecpay/gateway';
import type { ParcelState } from '../../shipments/states';
import { checkMacValue, checkMacValueMatches } from './checkMacValue';
import { nameProblem } from '@/lib/delivery/parcelNames';
import { parcelStateOf } from './status';

/**
 * ECPay logistics (綠界物流) shipments: the create request, its answer, the trade query, the
 * label's print form and the status notice. Pure. Every request and answer is signed with
 * CheckMacValue in its MD5 form.
 */

export const LOGISTICS_HOSTS: Record<GatewayEnvironment, string> = {
  test: 'https://logistics-stage.ecpay.com.tw',
  production: 'https://logistics.ecpay.com.tw',
};

export const CREATE_PATH = '/Express/Create';
/**
 * V5, the current version (V3 and V5 take our MerchantTradeNo as well as ECPay's AllPayLogisticsID:
 * developers.ecpay.com.tw ?p=22521; V2 takes AllPayLogisticsID only, in ECPay's SDKs).
 */
export const QUERY_PATH = '/Helper/QueryLogisticsTradeInfo/V5';

const HOME_SUB_TYPES = ['TCAT', 'POST'] as const;
const SHIPMENT_SUB_TYPES = [...CVS_SUB_TYPES, ...HOME_SUB_TYPES] as const;
export type ShipmentSubType = (typeof SHIPMENT_SUB_TYPES)[number];

export const isHome = (subType: string) => (HOME_SUB_TYPES as readonly string[]).includes(subType);

export type LogisticsKeys = { merchantId: string; hashKey: string; hashIV: string };

/** ECPay's limit on goods and collected amounts (10500040 otherwise; its SDKs' GoodsAmount 1–20000). */
export const AMOUNT_MAX = 20_000;
const AMOUNT = z.number().int().min(1).max(AMOUNT_MAX);
/** Characters ECPay refuses in goods names (10500038). */
const PLAIN = /^[^\^'`!@#%&*+\\"<>|_[\]]*$/;

const PartySchema = z.object({
  // 2–5 Chinese characters or 4–10 letters, no digit or symbol (lib/delivery/parcelNames.ts).
  name: z
    .string()
    .trim()
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  phone: z.string().trim().max(20).optional(),
  cellPhone: z
    .string()
    .regex(/^09\d{8}$/)
    .optional(),
  email: z.string().trim().max(50).optional(),
  zipCode: z.string().trim().max(6).optional(),
  address: z.string().trim().max(60).optional(),
});

export const ShipmentRequestSchema = z
  .object({
    /** The idempotency key: a repeat with the same number is refused by ECPay, never a second parcel. */
    merchantTradeNo: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
    tradeDate: z.date(),
    subType: z.enum(SHIPMENT_SUB_TYPES),
    goodsAmount: AMOUNT,
    /** Set for cash on delivery: the store (or the driver) collects this sum. */
    collectionAmount: AMOUNT.optional(),
    goodsName: z.string().trim().max(50).regex(PLAIN),
    sender: PartySchema,
    receiver: PartySchema.extend({ storeId: z.string().trim().max(10).optional() }),
    serverReplyURL: z.url(),
    /** Post (中華郵政) prices by weight; ECPay takes kilograms. */
    weightGrams: z.number().int().positive().max(20_000).optional(),
  })
  .superRefine((r, ctx) => {
    const need = (ok: unknown, path: (string | number)[], message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    if (isHome(r.subType)) {
      // ECPay collects cash on delivery at the stores only; said first, as no address fixes it.
      need(!r.collectionAmount, ['collectionAmount'], '宅配不代收貨款');
      need(r.sender.phone || r.sender.cellPhone, ['sender', 'cellPhone'], '宅配須有寄件人電話');
      need(r.receiver.phone || r.receiver.cellPhone, ['receiver', 'cellPhone'], '宅配須有收件人電話');
      for (const who of ['sender', 'receiver'] as const) {
        need(r[who].zipCode, [who, 'zipCode'], '宅配須有郵遞區號');
        need(r[who].address, [who, 'address'], '宅配須有地址');
      }
      need(r.subType !== 'POST' || r.weightGrams, ['weightGrams'], '郵局宅配須有重量');
    } else {
      need(r.receiver.storeId, ['receiver', 'storeId'], '超商取貨須有門市');
      need(r.receiver.cellPhone, ['receiver', 'cellPhone'], '超商取貨須有收件人手機');
      if (r.subType === 'UNIMARTC2C' || r.subType === 'HILIFEC2C') {
        need(r.goodsName, ['goodsName'], '此超商須有商品名稱');
      }
      // ECPay-API-Skill guides/06-logistics-domestic.md: SenderCellPhone "UNIMARTC2C / HILIFEC2C /
      // OKMARTC2C 時不可為空" (the PHP SDK, which predates OK C2C, checks the first two).
      if (r.subType === 'UNIMARTC2C' || r.subType === 'HILIFEC2C' || r.subType === 'OKMARTC2C') {
        need(r.sender.cellPhone, ['sender', 'cellPhone'], '此超商須有寄件人手機');
      }
    }
  });
export type ShipmentRequest = z.infer<typeof ShipmentRequestSchema>;

function withoutEmpty(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => !!e[1]));
}

/** The signed fields of /Express/Create. */
export function createFields(keys: LogisticsKeys, input: ShipmentRequest): Record<string, string> {
  const r = ShipmentRequestSchema.parse(input);
  const home = isHome(r.subType);
  const fields = withoutEmpty({
    MerchantID: keys.merchantId,
    MerchantTradeNo: r.merchantTradeNo,
    MerchantTradeDate: taiwanDateTime(r.tradeDate),
    LogisticsType: home ? 'HOME' : 'CVS',
    LogisticsSubType: r.subType,
    GoodsAmount: String(r.goodsAmount),
    IsCollection: r.collectionAmount ? 'Y' : 'N',
    CollectionAmount: r.collectionAmount ? String(r.collectionAmount) : undefined,
    GoodsName: r.goodsName,
    SenderName: r.sender.name,
    SenderPhone: r.sender.phone,
    SenderCellPhone: r.sender.cellPhone,
    ReceiverName: r.receiver.name,
    ReceiverPhone: r.receiver.phone,
    ReceiverCellPhone: r.receiver.cellPhone,
    ReceiverEmail: r.receiver.email,
    ServerReplyURL: r.serverReplyURL,
    // 7-ELEVEN C2C posts a store change (門市關轉店) here; the notify route acknowledges it.
    LogisticsC2CReplyURL: r.subType === 'UNIMARTC2C' ? r.serverReplyURL : undefined,
    ReceiverStoreID: home ? undefined : r.receiver.storeId,
    SenderZipCode: home ? r.sender.zipCode : undefined,
    SenderAddress: home ? r.sender.address : undefined,
    ReceiverZipCode: home ? r.receiver.zipCode : undefined,
    ReceiverAddress: home ? r.receiver.address : undefined,
    // Room temperature, 60 cm, any pickup and delivery time: what a shop ships without telling more.
    Temperature: home ? '0001' : undefined,
    Specification: home ? '0001' : undefined,
    ScheduledPickupTime: home ? '4' : undefined,
    ScheduledDeliveryTime: home ? '4' : undefined,
    Distance: home ? homeDistance(r.sender.zipCode ?? '', r.receiver.zipCode ?? '') : undefined,
    GoodsWeight: r.subType === 'POST' && r.weightGrams ? (r.weightGrams / 1000).toFixed(3) : undefined,
  });
  return { ...fields, CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5') };
}

/** A parcel as ECPay knows it, read from a create answer, a query answer or a status notice. */
export type ParcelFields = {
  merchantTradeNo: string;
  logisticsId: string;
  logisticsType: 'CVS' | 'HOME';
  subType: string;
  rtnCode: string;
  rtnMsg: string;
  /** CVSPaymentNo at a store, BookingNote for home delivery. */
  trackingNo: string | null;
  validationNo: string | null;
  updatedAt: Date | null;
};

export class LogisticsRefusal extends Error {}

/** yyyy/MM/dd HH:mm:ss in Taiwan time, as ECPay writes UpdateStatusDate, or null. */
export function fromTaiwanDateTime(s: string | undefined): Date | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s?.trim() ?? '');
  if (!m) return null;
  const at = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Reads and verifies a signed field set ECPay sent about a parcel. */
function parcelOf(form: Record<string, string>, keys: LogisticsKeys): ParcelFields {
  if (!form.CheckMacValue) throw new LogisticsRefusal('ECPay logistics fields lack CheckMacValue');
  if (form.MerchantID !== keys.merchantId)
    throw new LogisticsRefusal('ECPay logistics fields for another merchant');
  if (!checkMacValueMatches(form, keys.hashKey, keys.hashIV, 'md5'))
    throw new LogisticsRefusal('ECPay logistics CheckMacValue does not match');
  if (!form.MerchantTradeNo || !form.AllPayLogisticsID)
    throw new LogisticsRefusal('ECPay logistics fields lack the parcel numbers');
  const home = (form.LogisticsType ?? '').toUpperCase() === 'HOME';
  return {
    merchantTradeNo: form.MerchantTradeNo,
    logisticsId: form.AllPayLogisticsID,
    logisticsType: home ? 'HOME' : 'CVS',
    subType: form.LogisticsSubType ?? '',
    rtnCode: form.RtnCode ?? form.LogisticsStatus ?? '',
    rtnMsg: form.RtnMsg ?? '',
    trackingNo: (home ? form.BookingNote : form.CVSPaymentNo) || form.ShipmentNo || null,
    validationNo: form.CVSValidationNo || null,
    updatedAt: fromTaiwanDateTime(form.UpdateStatusDate),
  };
}

/**
 * The `key=value&…` fields of an answer ECPay writes itself (a create's, a query's). Its values are
 * not form-encoded: a `+` is a plus, as ECPay's SDK_PHP reads them (VerifiedEncodedStrResponse:
 * `str_replace('+', '%2B', …)` before parse_str, "修正 … CheckMacValue verify failed"); read as a
 * space, a goods name with a plus would fail its CheckMacValue.
 */
function answerFields(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text.trim().replace(/\+/g, '%2B')));
}

export type CreateAnswer = { ok: true; parcel: ParcelFields } | { ok: false; message: string };

/**
 * The answer of /Express/Create: `1|` and the parcel's signed fields, or `0|` (or anything else)
 * and ECPay's message. A success whose signature does not match is refused, not believed.
 */
export function readCreateAnswer(text: string, keys: LogisticsKeys): CreateAnswer {
  const bar = text.indexOf('|');
  const head = bar < 0 ? '' : text.slice(0, bar).trim();
  const rest = bar < 0 ? text : text.slice(bar + 1);
  if (head !== '1') return { ok: false, message: rest.trim().slice(0, 200) || 'ECPay 沒有回覆內容' };
  return { ok: true, parcel: parcelOf(answerFields(rest), keys) };
}

/** A parcel looked up by our number (before its create was answered) or by ECPay's (after). */
export type ParcelRef = { merchantTradeNo: string } | { logisticsId: string };

/** The signed fields of QueryLogisticsTradeInfo: by our number before a create, by ECPay's after. */
export function queryFields(keys: LogisticsKeys, ref: ParcelRef, now: Date): Record<string, string> {
  const fields = {
    MerchantID: keys.merchantId,
    ...('logisticsId' in ref
      ? { AllPayLogisticsID: ref.logisticsId }
      : { MerchantTradeNo: ref.merchantTradeNo }),
    TimeStamp: String(Math.floor(now.getTime() / 1000)),
  };
  return { ...fields, CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5') };
}

/**
 * The query's answer: the parcel's signed fields (some integrations see them after `1|`), or null
 * when ECPay knows no such parcel or answers an error.
 */
export function readQueryAnswer(text: string, keys: LogisticsKeys): ParcelFields | null {
  const form = answerFields(text.trim().replace(/^1\|/, ''));
  if (!form.AllPayLogisticsID) return null;
  return parcelOf(form, keys);
}

/** ECPay's print pages: C2C parcels print the chain's own slip; B2C and home parcels ECPay's waybill. */
const C2C_PRINT_PATHS: Record<string, string> = {
  UNIMARTC2C: '/Express/PrintUniMartC2COrderInfo',
  FAMIC2C: '/Express/PrintFAMIC2COrderInfo',
  HILIFEC2C: '/Express/PrintHILIFEC2COrderInfo',
  OKMARTC2C: '/Express/PrintOKMARTC2COrderInfo',
};
const WAYBILL_PRINT_PATH = '/helper/printTradeDocument';
export const PRINT_PATHS: readonly string[] = [WAYBILL_PRINT_PATH, ...Object.values(C2C_PRINT_PATHS)];

/** Where a parcel's label is printed: a form posted from the shop's browser (ECPay's print pages refuse frames). */
export function labelForm(
  keys: LogisticsKeys,
  host: string,
  parcel: { logisticsId: string; subType: string; trackingNo: string | null; validationNo: string | null },
): { action: string; fields: Record<string, string> } {
  const c2c = C2C_PRINT_PATHS[parcel.subType];
  const fields = withoutEmpty({
    MerchantID: keys.merchantId,
    AllPayLogisticsID: parcel.logisticsId,
    CVSPaymentNo: c2c ? (parcel.trackingNo ?? undefined) : undefined,
    CVSValidationNo: parcel.subType === 'UNIMARTC2C' ? (parcel.validationNo ?? undefined) : undefined,
  });
  return {
    action: `${host}${c2c ?? WAYBILL_PRINT_PATH}`,
    fields: { ...fields, CheckMacValue: checkMacValue(fields, keys.hashKey, keys.hashIV, 'md5') },
  };
}

/** A verified status notice: the parcel, the state it reads as, or null for a code that moves nothing. */
export type Notice = ParcelFields & { state: ParcelState | null };

/** ECPay's status notice posted to ServerReplyURL, verified with the shop's keys. */
export function readNotice(form: Record<string, string>, keys: LogisticsKeys): Notice {
  const parcel = parcelOf(form, keys);
  return { ...parcel, state: parcelStateOf(parcel.logisticsType, parcel.rtnCode) };
}

/** What ECPay expects back from a notice it should stop resending. */
export const NOTICE_ACKNOWLEDGEMENT = '1|OK';
