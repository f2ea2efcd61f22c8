'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { shopQueries } from '@/lib/query/shopQueries';
import { track } from '@/lib/tracking/events';
import { PurchasePanel } from './PurchasePanel';

/** The product page's purchase controls, on the product the page prefetched (no second request). */
export function ProductPurchase({ nanoId }: { nanoId: string }) {
  const { shopId } = useShop();
  const { data: product } = useQuery(shopQueries.product(shopId, nanoId));

  useEffect(() => {
    if (!product) return;
    track({
      name: 'ViewContent',
      payload: {
        content_ids: [product.nanoId],
        content_name: product.name,
        value: product.activityPrice,
        currency: 'TWD',
      },
    });
  }, [product]);

  return product ? <PurchasePanel product={product} /> : null;
}
