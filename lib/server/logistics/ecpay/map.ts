import { createHash } from 'node:crypto';
import type { CvsSubType } from '@/lib/api/contract';
import type { GatewayEnvironment } from '../../payments/gateway';

/** ECPay's store map (電子地圖). Pure. */

export const ECPAY_MAP_ENDPOINTS: Record<GatewayEnvironment, string> = {
  test: 'https://logistics-stage.ecpay.com.tw/Express/map',
  production: 'https://logistics.ecpay.com.tw/Express/map',
};

/**
 * ECPay's map takes at most 20 characters in ExtraData (String(20), pattern `^.{0,20}$` in the
 * parameter table of ECPay's Logistic_Node.js SDK, ECpayLogistics.xml) and echoes it in its reply.
 */
export const EXTRA_DATA_MAX = 20;

/**
 * The random bytes of a map session's token: 15 bytes are 20 base64url characters (120 bits), so the
 * token itself fits in ExtraData.
 */
export const MAP_TOKEN_BYTES = 15;

/**
 * The map session's MerchantTradeNo, derived from its token: letters and digits, 20 long, so the
 * reply can be matched to the session without the token appearing twice.
 */
export const mapTradeNo = (token: string) =>
  `M${createHash('sha256').update(token).digest('hex').slice(0, 19).toUpperCase()}`;

/**
 * The fields of the map request (ECPay logistics API, 電子地圖): the chosen chain, whether the store
 * will collect payment, where the map posts the chosen store back to, and the session's token in
 * ExtraData. The map request carries no CheckMacValue.
 */
export function mapFields(input: {
  merchantId: string;
  token: string;
  subType: CvsSubType;
  isCollection: boolean;
  serverReplyURL: string;
  device: number;
}): Record<string, string> {
  if (input.token.length > EXTRA_DATA_MAX)
    throw new Error(`a map token of ${input.token.length} characters does not fit ECPay's ExtraData`);
  return {
    MerchantID: input.merchantId,
    MerchantTradeNo: mapTradeNo(input.token),
    LogisticsType: 'CVS',
    LogisticsSubType: input.subType,
    IsCollection: input.isCollection ? 'Y' : 'N',
    ServerReplyURL: input.serverReplyURL,
    ExtraData: input.token,
    Device: String(input.device),
  };
}

/** The chains a delivery of a given chain may be picked at on the map: its own, B2C or C2C. */
export function subTypeFits(deliverySubType: string | null, requested: CvsSubType): boolean {
  if (!deliverySubType) return false;
  return requested === deliverySubType || requested === `${deliverySubType}C2C`;
}
