import {
  CREATE_PATH,
  createFields,
  LOGISTICS_HOSTS,
  QUERY_PATH,
  queryFields,
  readCreateAnswer,
  readQueryAnswer,
  type CreateAnswer,
  type LogisticsKeys,
  type ParcelFields,
  type ParcelRef,
  type ShipmentRequest,
} from './express';
import type { GatewayEnvironment } from '../../payments/gateway';

/**
 * Calls to ECPay's logistics API, each a plain function of the shop's keys, where to send it and
 * the request, so whatever sends provider calls (a command, a retrying worker) can make them.
 */

/** Posts a form, answering the response's text. */
type Transport = (url: string, fields: Record<string, string>) => Promise<string>;

/** Where logistics calls go: ECPay's host, or the sandbox's, with how to reach it. */
export type LogisticsEndpoint = { host: string; post: Transport };

/** ECPay answers in seconds; a call still open after this is failed and later retried by query. */
const TIMEOUT_MS = 15_000;

const postToEcpay: Transport = async (url, fields) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`ECPay logistics answered HTTP ${response.status}`);
  return response.text();
};

export const ecpayEndpoint = (environment: GatewayEnvironment): LogisticsEndpoint => ({
  host: LOGISTICS_HOSTS[environment],
  post: postToEcpay,
});

/**
 * Creates the parcel. Safe to repeat with the same MerchantTradeNo: the parcel made by an earlier
 * call whose answer was lost is found by query first, and ECPay refuses a second with that number.
 */
export async function createShipment(
  keys: LogisticsKeys,
  endpoint: LogisticsEndpoint,
  request: ShipmentRequest,
): Promise<CreateAnswer> {
  const known = await queryShipment(keys, endpoint, { merchantTradeNo: request.merchantTradeNo }, new Date());
  if (known) return { ok: true, parcel: known };
  const text = await endpoint.post(`${endpoint.host}${CREATE_PATH}`, createFields(keys, request));
  return readCreateAnswer(text, keys);
}

/** The parcel as ECPay knows it now, or null when it knows none by that number. */
async function queryShipment(
  keys: LogisticsKeys,
  endpoint: LogisticsEndpoint,
  ref: ParcelRef,
  now: Date,
): Promise<ParcelFields | null> {
  const text = await endpoint.post(`${endpoint.host}${QUERY_PATH}`, queryFields(keys, ref, now));
  return readQueryAnswer(text, keys);
}
