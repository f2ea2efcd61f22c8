import { homeDistance, zipArea } from './distance';

// ECPay's Distance codes (Logistic_Java ECpayLogistics.xml; ECPayAIO_PHP Distance constants):
// 00 同縣市, 01 外縣市, 02 離島.
test.each<[string, string, string, string]>([
  ['台北市 to 台北市', '100', '116', '00'],
  ['新北市 (板橋) to 新北市 (萬里)', '220', '207', '00'],
  ['five-digit codes read by their first three', '10048', '11001', '00'],
  ['台北市 to 新北市', '106', '220', '01'],
  ['新竹市 to 新竹縣', '300', '302', '01'],
  ['嘉義市 to 嘉義縣', '600', '612', '01'],
  ['高雄市 to 屏東縣', '800', '900', '01'],
  ['台北市 to 澎湖縣', '100', '880', '02'],
  ['金門縣 to 台中市', '893', '400', '02'],
  ['連江縣 (南竿) to 基隆市', '209', '200', '02'],
  ['屏東縣 to 琉球 (inside 屏東縣 codes)', '900', '929', '02'],
  ['台東縣 to 蘭嶼', '950', '952', '02'],
  ['an unknown code counts as another county', '100', '999', '01'],
])('%s → %s', (_, from, to, distance) => {
  expect(homeDistance(from, to)).toBe(distance);
});

test('every island code is an island, whatever county its range is in', () => {
  for (const code of ['209', '212', '817', '819', '880', '885', '890', '896', '929', '951', '952'])
    expect(zipArea(code)).toBe('island');
  expect(zipArea('928')).toBe('屏東縣');
  expect(zipArea('953')).toBe('台東縣');
});
