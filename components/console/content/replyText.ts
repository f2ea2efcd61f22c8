import { formatOrderDate } from '@/lib/order/date';

type Failure = { message: string; code: string; details?: Record<string, unknown> };
type NewerChange = { actor: string; at: string; fields: string[] };

/** Names the console gives the fields a stale save's answer lists. */
const FIELD_NAMES: Record<string, string> = {
  areas: '已發佈區塊',
  draft: '草稿',
  key: '頁面代碼',
  title: '標題',
  navigation: '導覽列',
  trend: '熱門推薦',
  aboutUs: '關於我們',
  faq: '常見問題',
  contactUs: '聯絡我們',
  enable: '顯示側欄',
  enableGroup: '群組顯示',
  activityOrder: '活動順序',
  categoryGroupOrder: '分類順序',
  logo: 'Logo',
  favicon: '網站圖示',
  customCss: '自訂 CSS',
  socialLinks: '社群連結',
  cart: '購物車圖示',
  order: '訂單圖示',
  product: '商品圖示',
  search: '搜尋圖示',
};

/**
 * What a refused save tells the editor. A stale one (someone saved first) says who changed what and
 * when, so they can look before saving again.
 */
export function replyText(failure: Failure): string {
  const changes = (failure.code === 'stale' ? failure.details?.changes : undefined) as
    NewerChange[] | undefined;
  if (!changes?.length) return failure.message;
  const lines = changes.map(
    (c) =>
      `${c.actor} 於 ${formatOrderDate(c.at)} 改了${c.fields.map((f) => FIELD_NAMES[f] ?? f).join('、') || '內容'}`,
  );
  return `${failure.message}（${lines.join('；')}）`;
}
