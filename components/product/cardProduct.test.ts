import type { ProductSummary } from '@/lib/api/contract';
import { cardProduct } from './cardProduct';

const product: ProductSummary = {
  id: 1,
  nanoId: 'p-tee',
  name: 'T 恤',
  MainImage: { filename: '/main.jpg' },
  Image: { filename: '/image.jpg' },
  price: 500,
  activityPrice: 400,
  order: 0,
  isPublic: true,
  isRemove: false,
  useCashbackRate: 0,
  purchaseLimit: null,
  EcommerceActivityId: 2,
  EcommerceActivity: { id: 2, nanoId: 'a-sale', name: '秋日選物祭', enable: true },
  totalStock: 3,
};

describe('cardProduct', () => {
  it('keeps what the card shows', () => {
    expect(cardProduct(product)).toEqual({
      nanoId: 'p-tee',
      name: 'T 恤',
      price: 500,
      activityPrice: 400,
      image: '/main.jpg',
      activity: '秋日選物祭',
      soldOut: false,
    });
  });

  it('falls back to the image, and marks an empty stock as sold out', () => {
    const card = cardProduct({
      ...product,
      MainImage: null,
      EcommerceActivity: null,
      EcommerceActivityId: null,
      totalStock: 0,
    });
    expect(card).toMatchObject({ image: '/image.jpg', activity: null, soldOut: true });
    expect(cardProduct({ ...product, MainImage: null, Image: null }).image).toBeNull();
  });
});
