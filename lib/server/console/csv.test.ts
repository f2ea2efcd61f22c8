import { CSV_BOM, csvCell, toCsv } from './csv';

test.each([
  ['plain', 'plain'],
  ['王小明', '王小明'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ['+886912345678', "'+886912345678"],
  ['-1', "'-1"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['', ''],
  [null, ''],
  [undefined, ''],
  [-120, '-120'],
  [1280, '1280'],
] as const)('cell %j → %s', (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

test('a file starts with the BOM and ends lines with CRLF', () => {
  expect(
    toCsv([
      ['訂單號碼', '金額'],
      ['2026112800000001', 1280],
    ]),
  ).toBe(`${CSV_BOM}訂單號碼,金額\r\n2026112800000001,1280\r\n`);
});
