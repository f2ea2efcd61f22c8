/**
 * How much of a product's price cashback points may pay, for the product page (spec §5, §9): the
 * ratio as a percent, or that cashback cannot be used when it is 0.
 */
export function cashbackLabel(rate: number): string {
  if (!Number.isFinite(rate) || rate <= 0) return '此商品不可使用回饋金折抵';
  const percent = Math.round(rate * 100 * 100) / 100;
  return `回饋金最高可折抵 ${percent}%`;
}

/**
 * The product page's cashback line: only where the shop gives cashback at all (its setting on; a
 * shop with cashback switched off, or whose setting could not be read, promises nothing).
 */
export function productCashbackNote(shopCashbackOn: boolean, rate: number): string | null {
  return shopCashbackOn ? cashbackLabel(rate) : null;
}
