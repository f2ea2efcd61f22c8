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
  '3029': 'arrived', // FamilyMart, Hi-Life: 包裹已配達指定取件門市
  '3025': 'notPickedUp', // FamilyMart, Hi-Life: 買家未取包裹，已退回物流中心
  '3019': 'returned', // FamilyMart, Hi-Life: 包裹已退至原寄件門市
  '3031': 'returned', // FamilyMart, Hi-Life: 包裹已退至指定寄件門市
};

/**
 * Home delivery: TCAT's 30xx and 中華郵政's 33xx (the sheet "中華郵政(POST)" of ECPay SDK_PHP's
 * example/Logistics/logistics_status.xlsx). Left out on purpose, so they change nothing: 3303
 * 投遞不成功 (the post office tries again), 3315 i郵箱逾期退招領 (back to counter pickup, still
 * waiting), 3304 依寄件人指示銷毀 and 7300–7302 (damaged, lost: the shop's to settle with the carrier).
 */
const HOME_CODES: Record<string, ParcelState> = {
  '300': 'created',
  '3001': 'shipped', // 轉運中
  '3006': 'shipped', // 配送中
  '3003': 'delivered', // 配完
  '3301': 'shipped', // 交寄郵件
  '3312': 'shipped', // 貨件投遞中
  '3313': 'shipped', // 郵局貨件運轉中
  '3302': 'arrived', // 各區郵局招領中
  '3314': 'arrived', // 到達i郵箱
  '3305': 'notPickedUp', // 拒收: on its way back
  '3306': 'notPickedUp', // 退回投遞不成功
  '3311': 'notPickedUp', // 退回郵件投遞中
  '3310': 'returned', // 已退回寄件人
  '3307': 'pickedUp', // i郵箱取件成功
  '3309': 'pickedUp', // 投遞成功(收受人領取)
  '3308': 'delivered', // 投遞成功
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
  if (subType === 'TCAT')
    return (
      ({ created: '300', shipped: '3001', delivered: '3003' } as Partial<Record<ParcelState, string>>)[
        state
      ] ?? null
    );
  if (subType === 'POST') {
    const post: Partial<Record<ParcelState, string>> = {
      created: '300',
      shipped: '3301',
      arrived: '3302',
      delivered: '3308',
      notPickedUp: '3311',
      returned: '3310',
    };
    return post[state] ?? null;
  }
  const seven = subType.startsWith('UNIMART');
  const codes: Partial<Record<ParcelState, string>> = seven
    ? { shipped: '2030', arrived: '2073', pickedUp: '2067', notPickedUp: '2074', returned: '2072' }
    : { shipped: '3024', arrived: '3018', pickedUp: '3022', notPickedUp: '3020', returned: '3023' };
  return codes[state] ?? null;
}
