'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LinePurpose } from '@/lib/api/contract';
import { getLineAuthParams } from '@/lib/api/members';
import { paramsFresh, saveLineAttempt } from '@/lib/member/lineFlow';
import { memberQueries } from '@/lib/member/queries';

/**
 * Whether the shop offers LINE Login (its parameters are asked for when the screen opens; a shop
 * without a channel answers 409), and how to leave for LINE: the state is noted in this tab first.
 */
export function useLineAuthorize(shopId: number, purpose: LinePurpose, enabled = true) {
  const params = useQuery({
    ...memberQueries.lineAuthParams(shopId, purpose),
    enabled,
    meta: { silent: true },
  });
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = useCallback(async () => {
    setLeaving(true);
    setError(null);
    let data = params.data;
    if (!data || !paramsFresh(params.dataUpdatedAt, Date.now())) {
      const [fresh, failure] = await getLineAuthParams(shopId, purpose);
      if (failure !== null) {
        setError(failure.msg);
        setLeaving(false);
        return;
      }
      data = fresh;
    }
    saveLineAttempt({ state: data.state, purpose });
    window.location.assign(data.authorizeUrl);
  }, [params.data, params.dataUpdatedAt, shopId, purpose]);

  return { available: !!params.data, unavailable: params.isError, leaving, error, start };
}
