'use client';

import { useEffect, type Dispatch } from 'react';
import type { PreOrderInput } from '@/lib/api/contract';
import { preCheckOrder } from '@/lib/api/orders';
import { refreshCart } from '@/lib/cart/refresh';
import type { CheckoutAction } from '@/lib/checkout/types';

/** Typing a code or an amount asks once the shopper pauses, not on every key. */
const CHECK_DELAY_MS = 300;

/**
 * Runs the pre-check for a body (given as its JSON, which is also how answers are matched to it),
 * and again for the same body when `round` moves on. A newer body or round cancels the wait, and
 * aborts the request, of the one before.
 */
export function useOrderCheck(
  shopId: number,
  bodyKey: string | null,
  round: number,
  dispatch: Dispatch<CheckoutAction>,
) {
  useEffect(() => {
    if (bodyKey === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const body = JSON.parse(bodyKey) as PreOrderInput;
      const [result, error] = await preCheckOrder(shopId, body, controller.signal);
      if (controller.signal.aborted) return;
      if (error === null) {
        dispatch({ type: 'checked', key: bodyKey, result });
        return;
      }
      dispatch({ type: 'checkFailed', key: bodyKey, message: error.msg, code: error.code });
      // A line gone or short of stock is a usual reason (a 409), and the answer carries no status to
      // tell: the cart re-reads its stocks, as after a failed submission, so the lines show their
      // notices and a changed line asks again.
      void refreshCart(shopId, { force: true });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shopId, bodyKey, round, dispatch]);
}
