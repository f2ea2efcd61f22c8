import type { ParcelState } from '../../shipments/states';

/**
 * ECPay's logistics status codes (貨態代碼, sent as RtnCode in the status notice and as
 * LogisticsStatus in a query) read as parcel states. Pure. The codes are those of ECPay's status
 * code sheet; a code not listed changes nothing (the notice is still acknowledged, as ECPay resends
 * an unacknowledged one for days). The same number may mean something else for home delivery, so
 * each logistics type has its own table.
 */
const CVS_CODES: Record<string, ParcelState> = {
  '300': 'created', // 訂單處理中
  '2068': 'shipped', // 7-ELEVEN C2C: the seller handed the parcel in (交貨便收件)
  '3032': 'shipped', // FamilyMart: the seller handed the parcel in at a store
  '2030': 'shipped', // 7-ELEVEN, Hi-Life: at the logistics centre
  '3024': 'shipped', // FamilyMart, Hi-Life: at the logistics centre
  '2063': 'arrived', // 7-ELEVEN B2C, Hi-Life: at the pickup store
  '2073': 'arrived', // 7-ELEVEN C2C: at the pickup store
  '3018': 'arrived', // FamilyMart, Hi-Life, OK: at the pickup store
  '2067': 'pickedUp', // 7-ELEVEN, Hi-Life: 消費者成功取件
  '3022': 'pickedUp', // FamilyMart, Hi-Life, OK: 買家已到店取貨
  '2074': 'notPickedUp', // 7-ELEVEN, Hi-Life: not picked up in seven days
  '3020': 'notPickedUp', // FamilyMart, Hi-Life, OK: not picked up, back to the logistics centre
  '2072': 'returned', // Hi-Life: at the seller's return store
  '2070': 'returned', // Hi-Life: back at the sending store and taken by the seller
  '3023': 'returned', // FamilyMart: the seller took back the parcel the buyer did not pick up
};

const HOME_CODES: Record<string, ParcelState> = {
  '300': 'created',
  '3001': 'shipped', // 轉運中
  '3006': 'shipped', // 配送中
  '3003': 'delivered', // 配完
};

export function parcelStateOf(logisticsType: string, rtnCode: string): ParcelState | null {
  const table = logisticsType.toUpperCase() === 'HOME' ? HOME_CODES : CVS_CODES;
  return table[rtnCode.trim()] ?? null;
}

/**
 * The status code the logistics sandbox sends for each step of a parcel's life, by chain: 7-ELEVEN
 * codes for UNIMART and its C2C, FamilyMart's for the others, home delivery's for HOME.
 */
export function sandboxCodeOf(subType: string, state: ParcelState): string | null {
  if (subType === 'TCAT' || subType === 'POST') {
    return Object.entries(HOME_CODES).find(([, s]) => s === state)?.[0] ?? null;
  }
  const seven = subType.startsWith('UNIMART');
  const codes: Partial<Record<ParcelState, string>> = seven
    ? { shipped: '2030', arrived: '2073', pickedUp: '2067', notPickedUp: '2074', returned: '2072' }
    : { shipped: '3024', arrived: '3018', pickedUp: '3022', notPickedUp: '3020', returned: '3023' };
  return codes[state] ?? null;
}
