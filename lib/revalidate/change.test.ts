import { changeOf } from './change';

test('a change names its shops, its hosts and their cache tags once each', () => {
  expect(changeOf([3, 1, 3], ['Tea.localhost', 'tea.localhost', 'a.example.com'])).toEqual({
    shops: [1, 3],
    hosts: ['a.example.com', 'tea.localhost'],
    tags: ['shop:1', 'shop:3', 'domain:a.example.com', 'domain:tea.localhost'],
  });
});

test('a change of stock expires only the catalog reads of its shops', () => {
  expect(changeOf([2], ['tea.localhost'], 'stock')).toEqual({
    shops: [2],
    hosts: ['tea.localhost'],
    tags: ['shop:2:products'],
  });
});
