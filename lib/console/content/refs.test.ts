import { firstRef, isKnownRef, refName, refOf, refValue, type Ref } from './refs';
import type { ContentChoices } from './types';

const choices: ContentChoices = {
  categories: [{ id: 1, nanoId: 'cat-winter', name: '冬季選物' }],
  groups: [],
  activities: [{ id: 2, nanoId: 'act-year-end', name: '年末感謝祭', enable: false }],
  pages: [],
};
const none: ContentChoices = { categories: [], groups: [], activities: [], pages: [] };

describe('option values', () => {
  test.each<[Ref, string]>([
    [{ type: 'ecommerceCategory', nanoId: 'cat-winter' }, 'ecommerceCategory:cat-winter'],
    [{ type: 'ecommerceActivity', nanoId: 'a_1-b' }, 'ecommerceActivity:a_1-b'],
    [{ type: 'ecommerceActivity', nanoId: 'odd:id' }, 'ecommerceActivity:odd:id'],
    [{ type: 'ecommerceCategory', nanoId: '' }, 'ecommerceCategory:'],
  ])('%j ⇄ %s', (ref, value) => {
    expect(refValue(ref)).toBe(value);
    expect(refOf(value)).toEqual(ref);
  });
});

describe('what a link names', () => {
  test.each<[string, Ref, boolean, string]>([
    ['a category the shop has', { type: 'ecommerceCategory', nanoId: 'cat-winter' }, true, '冬季選物'],
    [
      'an activity, running or not',
      { type: 'ecommerceActivity', nanoId: 'act-year-end' },
      true,
      '年末感謝祭',
    ],
    ['a category that is gone', { type: 'ecommerceCategory', nanoId: 'cat-gone' }, false, 'cat-gone'],
    [
      'an id of the other kind is not known',
      { type: 'ecommerceActivity', nanoId: 'cat-winter' },
      false,
      'cat-winter',
    ],
  ])('%s', (_, ref, known, name) => {
    expect(isKnownRef(ref, choices)).toBe(known);
    expect(refName(ref, choices)).toBe(name);
  });
});

test.each<[string, ContentChoices, Ref | null]>([
  ['the first category', choices, { type: 'ecommerceCategory', nanoId: 'cat-winter' }],
  [
    'else the first activity',
    { ...choices, categories: [] },
    { type: 'ecommerceActivity', nanoId: 'act-year-end' },
  ],
  ['nothing to link to', none, null],
])('a new link: %s', (_, given, expected) => {
  expect(firstRef(given)).toEqual(expected);
});
