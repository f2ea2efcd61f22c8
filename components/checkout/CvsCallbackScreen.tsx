'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { MapTokenSchema } from '@/lib/api/contract';
import { getMapStore } from '@/lib/api/orders';
import { savePickedStore } from '@/lib/checkout/draftStorage';
import { checkoutPath } from '@/lib/routes';

/**
 * Back from the store map: the token names the store the shop's server received from the map. It is
 * looked up, handed to the checkout, and the shopper is taken back there with the store filled in.
 */
export function CvsCallbackScreen() {
  const { shopId } = useShop();
  const router = useRouter();
  const parsed = MapTokenSchema.safeParse(useSearchParams().get('token'));
  const token = parsed.success ? parsed.data : null;
  const [lookupFailure, setLookupFailure] = useState<string | null>(null);
  const failure = token ? lookupFailure : '門市資料不完整，請重新選擇門市';

  useEffect(() => {
    if (!token) return;
    let live = true;
    void getMapStore(shopId, token).then(([store, error]) => {
      if (!live) return;
      if (error !== null) {
        setLookupFailure(error.msg);
        return;
      }
      savePickedStore(shopId, token, store);
      router.replace(checkoutPath());
    });
    return () => {
      live = false;
    };
  }, [shopId, token, router]);

  return (
    <section className="mx-auto max-w-xl px-4 py-12 text-center">
      {failure ? (
        <div role="alert">
          <p className="text-ink">{failure}</p>
          <Link
            href={checkoutPath()}
            className="mt-6 inline-block rounded-full bg-primary px-6 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            回到結帳
          </Link>
        </div>
      ) : (
        <p role="status" className="text-ink">
          已選擇門市，正在回到結帳…
        </p>
      )}
    </section>
  );
}
