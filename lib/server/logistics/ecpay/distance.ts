/**
 * ECPay home delivery's `Distance` (required for HOME in ECPay's Logistic_Java ECpayLogistics.xml):
 * 00 within one county or city, 01 between two, 02 to or from an outlying island. Read from the
 * two addresses' 3-digit postal codes (中華郵政's 3-digit table, by county). Pure.
 */
export type Distance = '00' | '01' | '02';

/** [first, last] 3-digit postal code of each county or city; islands are apart. */
const COUNTIES: [county: string, first: number, last: number][] = [
  ['台北市', 100, 116],
  ['基隆市', 200, 206],
  ['新北市', 207, 208],
  ['新北市', 220, 253],
  ['宜蘭縣', 260, 272],
  ['新竹市', 300, 300],
  ['新竹縣', 302, 315],
  ['桃園市', 320, 338],
  ['苗栗縣', 350, 369],
  ['台中市', 400, 439],
  ['彰化縣', 500, 530],
  ['南投縣', 540, 558],
  ['嘉義市', 600, 600],
  ['嘉義縣', 602, 625],
  ['雲林縣', 630, 655],
  ['台南市', 700, 745],
  ['高雄市', 800, 852],
  ['屏東縣', 900, 947],
  ['台東縣', 950, 966],
  ['花蓮縣', 970, 983],
];

/**
 * Outlying islands: 連江 (馬祖), 東沙, 南沙, 澎湖, 金門, 琉球, 綠島, 蘭嶼. They sit inside the ranges
 * above (琉球 in 屏東's, 綠島 and 蘭嶼 in 台東's), so they are looked up first.
 */
const ISLANDS: [first: number, last: number][] = [
  [209, 212],
  [817, 817],
  [819, 819],
  [880, 885],
  [890, 896],
  [929, 929],
  [951, 952],
];

const zip3 = (zipCode: string) => Number(/^\d{3}/.exec(zipCode.trim())?.[0] ?? NaN);

/** 'island', the county or city, or null for a code no county has. */
export function zipArea(zipCode: string): string | null {
  const code = zip3(zipCode);
  if (ISLANDS.some(([first, last]) => code >= first && code <= last)) return 'island';
  return COUNTIES.find(([, first, last]) => code >= first && code <= last)?.[0] ?? null;
}

/** The Distance of a parcel between two postal codes; an unknown code counts as another county. */
export function homeDistance(senderZip: string, receiverZip: string): Distance {
  const [from, to] = [zipArea(senderZip), zipArea(receiverZip)];
  if (from === 'island' || to === 'island') return '02';
  return from !== null && from === to ? '00' : '01';
}
