import { isSitePath, isWebUrl } from './links';

test.each<[string, boolean]>([
  ['https://example.com/a?b=1', true],
  ['http://example.com', true],
  ['HTTPS://EXAMPLE.COM', true],
  ['javascript:alert(1)', false],
  ['data:text/html,<b>', false],
  ['mailto:a@example.com', false],
  ['//example.com', false],
  ['https://', false],
  ['example.com', false],
  ['', false],
])('isWebUrl(%j) is %s', (value, ok) => expect(isWebUrl(value)).toBe(ok));

test.each<[string, boolean]>([
  ['/page/about', true],
  ['/', true],
  ['/productList/category/c-tea?page=2', true],
  ['//evil.example', false],
  ['/\\evil.example', false],
  ['/a b', false],
  ['/a\nb', false],
  ['page/about', false],
  ['https://example.com', false],
])('isSitePath(%j) is %s', (value, ok) => expect(isSitePath(value)).toBe(ok));
