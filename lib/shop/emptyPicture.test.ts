import type { PageIcon } from '@/lib/api/contract';
import { emptyPicture, type EmptyStateKind } from './emptyPicture';

const icon = (key: string, filename: string): PageIcon => ({ key, Image: { filename } });

test.each<[string, PageIcon[] | undefined, EmptyStateKind, string]>([
  ['not loaded yet: the built-in picture', undefined, 'cart', '/images/empty/cart.svg'],
  ['a shop without page icons', [], 'search', '/images/empty/search.svg'],
  ['the shop’s own picture', [icon('order', '/own/order.png')], 'order', '/own/order.png'],
  [
    'each kind its own picture',
    [icon('cart', '/own/cart.png'), icon('product', '/own/product.png')],
    'product',
    '/own/product.png',
  ],
  ['a kind the shop has no picture for', [icon('cart', '/own/cart.png')], 'order', '/images/empty/order.svg'],
  ['a blank file name counts as none', [icon('product', '  ')], 'product', '/images/empty/product.svg'],
])('%s', (_, icons, kind, picture) => {
  expect(emptyPicture(icons, kind)).toBe(picture);
});
