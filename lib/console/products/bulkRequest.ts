import type { BulkBody } from '@/lib/console/contract/products';

export type BulkAction = BulkBody['action'];

/** The actions the list offers on the ticked products, in its menu's order. */
export const BULK_ACTIONS: readonly { value: BulkAction; label: string }[] = [
  { value: 'publish', label: '上架' },
  { value: 'hide', label: '隱藏' },
  { value: 'category', label: '移到分類' },
  { value: 'stock', label: '設定庫存' },
];

/**
 * What applying an action sends, or why it is not sent: nothing ticked, or a stock left empty (an
 * empty field would set every combination to 0). The category and the stock go only with their
 * own action.
 */
export function bulkRequest(
  action: BulkAction,
  products: BulkBody['products'],
  fields: { categoryId: string; stock: string },
): { ok: true; body: BulkBody } | { ok: false; problem: string } {
  if (!products.length) return { ok: false, problem: '請先勾選商品' };
  switch (action) {
    case 'category':
      return { ok: true, body: { action, products, categoryId: Number(fields.categoryId) } };
    case 'stock':
      if (fields.stock.trim() === '') return { ok: false, problem: '請輸入庫存' };
      return { ok: true, body: { action, products, stock: Number(fields.stock) } };
    default:
      return { ok: true, body: { action, products } };
  }
}
