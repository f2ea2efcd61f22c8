import type { FieldRefusal } from '../contract/fields';
import { cellLabel, combinationsOf, type MatrixLevel } from './matrix';

/**
 * The product form's fields in the words of its labels: for a refused field and for the fields a
 * stale save's newer changes touched. The one label table of the product area.
 */
export const PRODUCT_FIELD_NAMES: Record<string, string> = {
  name: '商品名稱',
  description: '商品介紹',
  pictures: '圖片',
  price: '售價',
  activityPrice: '活動價',
  categoryIds: '分類',
  activityId: '活動',
  isPublic: '上架',
  order: '排序',
  useCashbackRate: '購物金折抵比例',
  purchaseLimit: '限購數量',
  specs: '規格',
};
const CELL_FIELDS: Record<string, string> = {
  price: '售價',
  activityPrice: '活動價',
  stock: '庫存',
  keys: '組合',
};

/**
 * A refusal of the product form in the editor's words: the API names the field by its path
 * (`specs.cells.3.stock`, FieldRefusal), the form by what the merchant sees (`藍 / M 的庫存`).
 * `levels` are the ones sent, so cell numbers are the grid's rows. A refusal naming no field is
 * shown as the API worded it.
 */
export function fieldMessage(
  message: string,
  refusal: FieldRefusal | null,
  levels: readonly MatrixLevel[],
): string {
  if (!refusal) return message;
  const { field, reason } = refusal;
  const parts = field.split('.');
  if (parts[0] === 'specs' && parts[1] === 'cells' && parts[2] !== undefined) {
    const keys = levels.length ? combinationsOf(levels)[Number(parts[2])] : [];
    const where = keys && keys.length ? cellLabel(levels, keys) : '';
    const what = CELL_FIELDS[parts[3] ?? ''] ?? '規格組合';
    return `${where ? `${where} 的` : ''}${what}：${reason}`;
  }
  if (parts[0] === 'specs' && parts[1] === 'levels' && parts[2] !== undefined) {
    const level = levels[Number(parts[2])];
    const value =
      parts[3] === 'values' && parts[4] !== undefined ? level?.values[Number(parts[4])] : undefined;
    const where = value ? `規格值「${value.name}」` : `規格「${level?.name ?? ''}」`;
    return `${where}：${reason}`;
  }
  if (parts[0] === 'pictures' && parts[1] !== undefined)
    return `第 ${Number(parts[1]) + 1} 張圖片：${reason}`;
  return `${PRODUCT_FIELD_NAMES[parts[0]!] ?? parts[0]}：${reason}`;
}
