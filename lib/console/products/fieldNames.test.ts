import { fieldMessage } from './fieldNames';
import type { MatrixLevel } from './matrix';

const levels: MatrixLevel[] = [
  {
    name: '顏色',
    values: [
      { key: 'r', name: '紅' },
      { key: 'b', name: '藍' },
    ],
  },
  {
    name: '尺寸',
    values: [
      { key: 's', name: 'S' },
      { key: 'm', name: 'M' },
    ],
  },
];

// The refusal as the API sends it: its message, and the field's path and the reason apart.
const refused = (field: string, reason: string) =>
  [`參數 ${field} 不正確：${reason}`, { field, reason }] as const;

test.each<[string, string, { field: string; reason: string } | null, MatrixLevel[], string]>([
  ['a plain field', ...refused('price', '必須是正整數'), levels, '售價：必須是正整數'],
  [
    'a grid cell, by its combination',
    ...refused('specs.cells.3.stock', '必須是 0 或正整數'),
    levels,
    '藍 / M 的庫存：必須是 0 或正整數',
  ],
  ['the one cell of a plain product', ...refused('specs.cells.0.stock', 'x'), [], '庫存：x'],
  ['a value', ...refused('specs.levels.1.values.0.name', '規格值重複'), levels, '規格值「S」：規格值重複'],
  ['a level', ...refused('specs.levels.0.name', '不可空白'), levels, '規格「顏色」：不可空白'],
  ['a picture', ...refused('pictures.1', '請先上傳圖片'), levels, '第 2 張圖片：請先上傳圖片'],
  // The path is what counts: a reason that reads like a message is not taken apart again.
  [
    'a reason with its own colon',
    ...refused('name', '參數 x 不正確：y'),
    levels,
    '商品名稱：參數 x 不正確：y',
  ],
  ['no field named: as it came', '這筆資料剛剛已被其他人修改', null, levels, '這筆資料剛剛已被其他人修改'],
  // A message shaped like a field refusal but without its details is not read for a field.
  [
    'a message alone is not parsed',
    '參數 price 不正確：必須是正整數',
    null,
    levels,
    '參數 price 不正確：必須是正整數',
  ],
])('%s', (_, message, refusal, given, expected) => {
  expect(fieldMessage(message, refusal, given)).toBe(expected);
});
