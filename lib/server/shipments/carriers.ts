import type { ShipmentSubType } from '../logistics/ecpay/express';

/**
 * What a shopper calls each carrier: the store chain for a pickup at a convenience store (B2C and
 * store-to-store alike), the carrier for home delivery. The one copy of these names.
 */
export const CARRIER_NAMES: Record<ShipmentSubType, string> = {
  UNIMART: '7-ELEVEN',
  UNIMARTC2C: '7-ELEVEN',
  FAMI: '全家',
  FAMIC2C: '全家',
  HILIFE: '萊爾富',
  HILIFEC2C: '萊爾富',
  OKMART: 'OK',
  OKMARTC2C: 'OK',
  TCAT: '黑貓宅急便',
  POST: '中華郵政',
};

/** The carrier's name for a LogisticsSubType; an unknown kind is shown as the provider wrote it. */
export const carrierName = (subType: string): string =>
  (CARRIER_NAMES as Record<string, string>)[subType] ?? subType;
