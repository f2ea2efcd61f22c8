/** The catalog's fields as the console names them, for a stale save's answer. */
export const CATALOG_FIELD_NAMES: Record<string, string> = {
  name: '名稱',
  key: '代碼',
  image: '圖片',
  groupId: '群組',
  order: '順序',
  description: '說明',
  enable: '啟用',
  isStorewide: '全館活動',
  startsAt: '開始時間',
  endsAt: '結束時間',
  isRemove: '刪除',
  activityId: '活動',
  activityPrice: '活動價',
};
