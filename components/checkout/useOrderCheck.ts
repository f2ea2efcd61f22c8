'use client';

import { useEffect, type Dispatch } from 'react';
import { preCheckOrder } from '@/lib/api/orders';
import type { PreOrderPayload } from '@/lib/checkout/payload';
import type { CheckoutAction } from '@/lib/checkout/state';

/** Typing a code or an amount asks once the shopper pauses, not on every key. */
const CHECK_DELAY_MS = 300;

/**
 * Runs the pre-check for a body (given as its JSON, which is also how answers are matched to it).
 * A newer body cancels the wait, and aborts the request, of the one before.
 */
export function useOrderCheck(shopId: number, bodyKey: string | null, dispatch: Dispatch<CheckoutAction>) {
  useEffect(() => {
    if (bodyKey === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const body = JSON.parse(bodyKey) as PreOrderPayload;
      const [result, error] = await preCheckOrder(shopId, body, controller.signal);
      if (controller.signal.aborted) return;
      dispatch(
        error === null
          ? { type: 'checked', key: bodyKey, result }
          : { type: 'checkFailed', key: bodyKey, message: error },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shopId, bodyKey, dispatch]);
}
