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

test.each<[string, string, MatrixLevel[], string]>([
  ['a plain field', '參數 price 不正確：必須是正整數', levels, '售價：必須是正整數'],
  [
    'a grid cell, by its combination',
    '參數 specs.cells.3.stock 不正確：必須是 0 或正整數',
    levels,
    '藍 / M 的庫存：必須是 0 或正整數',
  ],
  ['the one cell of a plain product', '參數 specs.cells.0.stock 不正確：x', [], '庫存：x'],
  ['a value', '參數 specs.levels.1.values.0.name 不正確：規格值重複', levels, '規格值「S」：規格值重複'],
  ['a level', '參數 specs.levels.0.name 不正確：不可空白', levels, '規格「顏色」：不可空白'],
  ['a picture', '參數 pictures.1 不正確：請先上傳圖片', levels, '第 2 張圖片：請先上傳圖片'],
  ['anything else as it came', '這筆資料剛剛已被其他人修改', levels, '這筆資料剛剛已被其他人修改'],
])('%s', (_, message, given, expected) => {
  expect(fieldMessage(message, given)).toBe(expected);
});
