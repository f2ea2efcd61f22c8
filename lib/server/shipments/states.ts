import { z } from 'zod';
import { PARCEL_STATES } from '@/lib/api/contract';

/** Parcel states and the rules they follow. Pure. The states themselves are the contract's. */
export { PARCEL_STATES };
export const ParcelStateSchema = z.enum(PARCEL_STATES);
export type ParcelState = z.infer<typeof ParcelStateSchema>;

/**
 * How far along each state is. Providers resend notices (ECPay up to three times a day for three
 * days) and may send them out of order, so a notice only ever moves a parcel forward: a parcel
 * picked up or delivered stays so, and a "not picked up" arriving after the return changes nothing.
 */
const PARCEL_RANK: Record<ParcelState, number> = {
  created: 0,
  shipped: 1,
  arrived: 2,
  notPickedUp: 3,
  returned: 4,
  pickedUp: 5,
  delivered: 5,
};

/** Whether a notice of `incoming` changes a parcel now `stored`: only when it is further along. */
export const noticeMovesParcel = (stored: ParcelState, incoming: ParcelState): boolean =>
  PARCEL_RANK[incoming] > PARCEL_RANK[stored];

/** The states a parcel may be in for a notice of `incoming` to move it: the conditional update's guard. */
export const statesBefore = (incoming: ParcelState): ParcelState[] =>
  PARCEL_STATES.filter((s) => noticeMovesParcel(s, incoming));

/** Shown to shoppers on the order's timeline. */
export const PARCEL_STATE_LABELS: Record<ParcelState, string> = {
  created: '已建立託運單',
  shipped: '已出貨',
  arrived: '已到店',
  notPickedUp: '逾期未取',
  returned: '已退回商店',
  pickedUp: '已取件',
  delivered: '已送達',
};
