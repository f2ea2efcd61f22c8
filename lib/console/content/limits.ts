/**
 * How much a page and the shop's other content documents may hold, shared by the console's forms
 * (their maxLength and the add buttons) and the server's checks (lib/server/content).
 */
export const CONTENT_LIMITS = {
  /** Areas on one page. */
  areas: 30,
  /** Slides of a banner or marketing area. */
  slides: 10,
  /** News cards of one area. */
  cards: 12,
  /** Categories and activities of one recommendation area. */
  items: 12,
  title: 60,
  description: 2000,
  newsDescription: 300,
  alt: 120,
  /** Navigation entries and recommendations of the search panel. */
  navItems: 20,
  trend: 12,
  /** Links of each footer block. */
  footerLinks: 12,
  linkName: 40,
  contactText: 200,
  pageTitle: 60,
  socialLink: 500,
} as const;

/** The area types a page may hold, with the names the console gives them. */
export const AREA_TYPE_LABELS = {
  banner: '輪播橫幅',
  productList: '商品列表',
  productTypeList: '精選推薦（分類與活動）',
  news: '媒體報導',
  text: '文字',
  marketing: '行銷圖片',
  youtube: 'YouTube 影片',
} as const;
export type AreaType = keyof typeof AREA_TYPE_LABELS;
