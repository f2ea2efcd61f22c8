import { telHref } from './telHref';

test.each<[string, string | null]>([
  ['(02) 2345-6789', 'tel:0223456789'],
  ['0912-345-678', 'tel:0912345678'],
  ['+886 2 2345 6789', 'tel:+886223456789'],
  [' 04-22345678 ', 'tel:0422345678'],
  ['週一至週五 10:00–18:00', null],
  ['台北市大安區和平東路一段 100 號 1 樓', null],
  ['123', null],
  ['', null],
])('%s → %s', (text, href) => {
  expect(telHref(text)).toBe(href);
});
