/**
 * What a generated shop sells, by kind of shop. Pictures are the demo's own files under public/demo,
 * named by path as the demo products are, so a thousand shops add no image to the project.
 */

type ThemeItem = { noun: string; image: string };

export type Theme = {
  key: string;
  /** Second half of the shop's name, e.g. 「服飾」 in 「晨光服飾」. */
  trade: string;
  categories: { key: string; name: string; image?: string; items: ThemeItem[] }[];
  /** Words put before an item's noun so that a long catalog does not repeat one name. */
  styles: string[];
  /** The spec levels: products use two of the first level's values × the second level's. */
  levels: [{ name: string; values: string[] }, { name: string; values: string[] }];
  /** Price in NT dollars of the first value of the second level; later values cost `step` more each. */
  price: { min: number; max: number; step: number };
  activities: string[];
  descriptions: string[];
};

const img = (name: string) => `/demo/products/${name}.svg`;
const cat = (name: string) => `/demo/categories/${name}.svg`;

export const THEMES: Theme[] = [
  {
    key: 'apparel',
    trade: '服飾',
    categories: [
      {
        key: 'tops',
        name: '上衣',
        image: cat('shop1-tops'),
        items: [
          { noun: '亞麻襯衫', image: img('linen-shirt') },
          { noun: '素面圓領T恤', image: img('cotton-tee') },
          { noun: '條紋長袖T恤', image: img('stripe-tee') },
          { noun: '針織開襟外套', image: img('knit-cardigan') },
          { noun: '丹寧外套', image: img('denim-jacket') },
        ],
      },
      {
        key: 'bottoms',
        name: '褲裙',
        image: cat('shop1-bottoms'),
        items: [
          { noun: '打褶寬褲', image: img('wide-pants') },
          { noun: '束口休閒褲', image: img('jogger-pants') },
          { noun: '百褶長裙', image: img('pleated-skirt') },
          { noun: '亞麻洋裝', image: img('linen-dress') },
        ],
      },
      {
        key: 'accessories',
        name: '配件',
        image: cat('shop1-accessories'),
        items: [
          { noun: '漁夫帽', image: img('bucket-hat') },
          { noun: '羊毛襪', image: img('wool-socks') },
          { noun: '絲巾', image: img('silk-scarf') },
          { noun: '帆布托特包', image: img('canvas-tote') },
        ],
      },
    ],
    styles: ['經典', '日常', '輕量', '寬版', '修身', '復古', '有機棉', '水洗', '抗皺', '季節限定'],
    levels: [
      { name: '顏色', values: ['黑', '白', '燕麥', '海軍藍', '墨綠', '磚紅', '淺灰', '卡其'] },
      { name: '尺寸', values: ['S', 'M', 'L', 'XL'] },
    ],
    price: { min: 390, max: 2480, step: 0 },
    activities: ['換季特賣', '新品上市', '會員獨享'],
    descriptions: [
      '柔軟親膚，日常好搭配，洗後不易變形。',
      '台灣製造，版型俐落，一年四季都能穿。',
      '透氣舒適的布料，適合通勤與週末出遊。',
    ],
  },
  {
    key: 'coffee',
    trade: '咖啡',
    categories: [
      {
        key: 'single-origin',
        name: '單品咖啡豆',
        image: cat('shop2-single-origin'),
        items: [
          { noun: '衣索比亞 耶加雪菲', image: img('ethiopia-beans') },
          { noun: '哥倫比亞 薇拉', image: img('colombia-beans') },
          { noun: '肯亞 AA', image: img('kenya-beans') },
          { noun: '巴拿馬 藝伎', image: img('geisha-beans') },
          { noun: '蘇門答臘 曼特寧', image: img('dark-beans') },
          { noun: '瓜地馬拉 安提瓜', image: img('roasted-beans') },
        ],
      },
      {
        key: 'blends',
        name: '配方豆',
        image: cat('shop2-blends'),
        items: [
          { noun: '招牌配方豆', image: img('house-blend') },
          { noun: '義式濃縮配方', image: img('espresso-blend') },
          { noun: '低咖啡因配方', image: img('decaf-beans') },
        ],
      },
      {
        key: 'gift-set',
        name: '禮盒',
        image: cat('shop2-gift-set'),
        items: [
          { noun: '咖啡豆禮盒', image: img('gift-coffee') },
          { noun: '濾掛咖啡組', image: img('drip-bags') },
        ],
      },
    ],
    styles: ['水洗', '日曬', '蜜處理', '厭氧', '冠軍批次', '莊園', '精選', '新產季'],
    levels: [
      { name: '烘焙度', values: ['淺焙', '中淺焙', '中焙', '中深焙', '深焙'] },
      { name: '重量', values: ['半磅', '一磅'] },
    ],
    price: { min: 380, max: 1280, step: 400 },
    activities: ['新產季嚐鮮', '手沖入門優惠', '週年慶'],
    descriptions: [
      '出貨前三天內烘焙，風味乾淨明亮。',
      '堅果與可可調性，手沖義式兩相宜。',
      '果香奔放，尾韻帶蜂蜜甜感。',
    ],
  },
  {
    key: 'tea',
    trade: '茶行',
    categories: [
      {
        key: 'oolong',
        name: '烏龍茶',
        image: cat('shop1-tea'),
        items: [
          { noun: '凍頂烏龍', image: img('dongding-oolong') },
          { noun: '高山烏龍', image: img('oolong-tea') },
          { noun: '東方美人茶', image: img('oriental-beauty') },
        ],
      },
      {
        key: 'black-green',
        name: '紅茶綠茶',
        items: [
          { noun: '日月潭紅茶', image: img('black-tea') },
          { noun: '三峽碧螺春茶包', image: img('green-tea-bags') },
        ],
      },
      {
        key: 'gifts',
        name: '茶禮',
        image: cat('shop1-gift'),
        items: [
          { noun: '茶葉禮盒', image: img('gift-box-tea') },
          { noun: '錫製茶罐', image: img('tea-canister') },
        ],
      },
    ],
    styles: ['春茶', '冬茶', '手採', '比賽級', '老欉', '有機', '精選'],
    levels: [
      { name: '焙火', values: ['清香', '輕焙火', '中焙火', '重焙火'] },
      { name: '重量', values: ['75g', '150g', '300g'] },
    ],
    price: { min: 300, max: 1600, step: 280 },
    activities: ['春茶上市', '茶禮預購'],
    descriptions: ['產地直送，每批皆經試泡挑選。', '回甘明顯，冷泡熱泡皆宜。', '花香蜜韻，適合送禮自用。'],
  },
  {
    key: 'living',
    trade: '選物',
    categories: [
      {
        key: 'tableware',
        name: '餐具',
        image: cat('shop1-tableware'),
        items: [
          { noun: '陶瓷馬克杯', image: img('ceramic-mug') },
          { noun: '石紋杯', image: img('stone-mug') },
          { noun: '餐盤組', image: img('plate-set') },
          { noun: '手作飯碗', image: img('rice-bowl') },
        ],
      },
      {
        key: 'home',
        name: '居家',
        image: cat('shop1-living'),
        items: [
          { noun: '編織收納籃', image: img('storage-basket') },
          { noun: '木托盤', image: img('wood-tray') },
          { noun: '陶瓷花器', image: img('ceramic-vase') },
          { noun: '大豆香氛蠟燭', image: img('soy-candle') },
        ],
      },
      {
        key: 'textile',
        name: '寢織',
        image: cat('shop1-textile'),
        items: [
          { noun: '亞麻抱枕套', image: img('linen-cushion') },
          { noun: '純棉毛巾', image: img('cotton-towel') },
          { noun: '鬆餅格紋毯', image: img('waffle-blanket') },
        ],
      },
    ],
    styles: ['北歐', '日式', '手作', '極簡', '霧面', '職人', '暖色'],
    levels: [
      { name: '顏色', values: ['米白', '燕麥', '霧灰', '深藍', '鼠尾草綠', '赤陶'] },
      { name: '尺寸', values: ['小', '中', '大'] },
    ],
    price: { min: 250, max: 1880, step: 120 },
    activities: ['居家佈置月', '滿額好禮'],
    descriptions: [
      '簡約耐看，為日常添一點溫度。',
      '台灣職人手作，每件紋理略有不同。',
      '好清洗好收納，小空間也適用。',
    ],
  },
];

/** First half of a generated shop's name. */
export const SHOP_WORDS = ['晨光', '山嵐', '木語', '海風', '拾光', '小日子', '青田', '好日', '森林', '雲朵'];
