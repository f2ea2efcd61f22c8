import { MAX_ID_LENGTH, MAX_SEARCH_LENGTH } from '@/lib/api/contract/limits';
import { productPath, searchPath } from '@/lib/routes';
import { MAX_SEGMENT_LENGTH, refusedPath } from './refusedPath';

describe('refusedPath', () => {
  test('no real id or search reaches the limit', () => {
    expect(MAX_SEGMENT_LENGTH).toBeGreaterThan(Math.max(MAX_ID_LENGTH, MAX_SEARCH_LENGTH));
  });

  test.each([
    ['/', '/'],
    ['the longest nanoId', productPath('a'.repeat(MAX_ID_LENGTH))],
    // 100 Chinese characters encode to 900: the limit counts what the shopper typed.
    ['the longest search, in Chinese', searchPath('茶'.repeat(MAX_SEARCH_LENGTH))],
    ['the longest search, in emoji', searchPath('🍵'.repeat(MAX_SEARCH_LENGTH / 2))],
    ['a search with a slash and a percent sign', searchPath('100% 純/棉')],
    ['a list page', '/productList/category/c-tea/~12'],
    ['a long address of short segments', `/a${'/bb'.repeat(100)}`],
  ])('lets %s through', (_name, path) => expect(refusedPath(path)).toBeNull());

  test.each([
    ['a 5,000-character id', `/product/${'x'.repeat(5000)}`],
    ['one character over', `/page/${'k'.repeat(MAX_SEGMENT_LENGTH + 1)}`],
    ['an encoded overlong segment', `/product/${'%E4%B8%AD'.repeat(MAX_SEGMENT_LENGTH + 1)}`],
    ['an overlong segment in the middle', `/productList/${'y'.repeat(200)}/x`],
  ])('refuses %s with 414', (_name, path) => expect(refusedPath(path)).toBe(414));

  test.each([
    ['a cut-off character', '/product/%E4%B8'],
    ['a lone percent sign', '/page/100%'],
    ['a stray surrogate', '/product/%ED%A0%80'],
  ])('refuses %s with 400', (_name, path) => expect(refusedPath(path)).toBe(400));
});
