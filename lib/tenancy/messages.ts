/** Start errors of spec §8. */
export const SHOP_CONFIG_FAILED = '無法載入商店設定';
export const SHOP_ID_MISSING = '無法獲取有效的商店 ID';
