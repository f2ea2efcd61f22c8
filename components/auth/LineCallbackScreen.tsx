'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useShop } from '@/components/providers/ShopProvider';
import { lineCallback } from '@/lib/api/members';
import { returnToShop } from '@/lib/member/authHost';
import {
  clearLineAttempt,
  loadLineAttempt,
  readLineReturn,
  saveLineTicket,
  type LineAttempt,
} from '@/lib/member/lineFlow';
import { LINE_PHONE_PATH, LOGIN_PATH, PROFILE_PATH } from '@/lib/member/paths';
import { toast } from '@/lib/ui/toast';
import { AuthCard } from './AuthCard';
import { primaryButton } from './buttons';
import { FormMessage } from './FormMessage';
import { Pending } from './Pending';

/**
 * Where LINE sends the shopper back. Signing in: a bound LINE user goes on to the shop like any
 * sign-in, a new one verifies a phone first. Binding: back to the profile.
 */
export function LineCallbackScreen() {
  const { shopId, config } = useShop();
  const orgId = config.Shop.OrgId;
  const router = useRouter();
  const [failure, setFailure] = useState<{ message: string; purpose: LineAttempt['purpose'] } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // LINE's code is good once: development's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const attempt = loadLineAttempt();
    clearLineAttempt();
    const purpose = attempt?.purpose ?? 'signin';
    const back = readLineReturn(new URLSearchParams(window.location.search), attempt);
    void (async () => {
      if (back.kind !== 'code') {
        setFailure({ message: back.kind === 'cancelled' ? '已取消 LINE 登入' : back.message, purpose });
        return;
      }
      const [result, error] = await lineCallback(shopId, purpose, { code: back.code, state: back.state });
      if (error !== null) {
        setFailure({ message: error.msg, purpose });
        return;
      }
      if (result.result === 'bound') {
        toast('已綁定 LINE', 'info');
        router.replace(PROFILE_PATH);
      } else if (result.result === 'needsPhone') {
        saveLineTicket(result.lineTicket);
        router.replace(LINE_PHONE_PATH);
      } else {
        const message = await returnToShop(orgId, result.userToken);
        if (message !== null) setFailure({ message, purpose });
      }
    })();
  }, [shopId, orgId, router]);

  const again = failure?.purpose === 'bind' ? PROFILE_PATH : LOGIN_PATH;
  return (
    <AuthCard title={failure ? 'LINE 登入未完成' : 'LINE 登入中'}>
      {failure ? (
        <div className="space-y-4">
          <FormMessage message={failure.message} />
          <Link href={again} className={primaryButton}>
            {failure.purpose === 'bind' ? '回會員中心' : '重新登入'}
          </Link>
        </div>
      ) : (
        <Pending>正在確認 LINE 帳號…</Pending>
      )}
    </AuthCard>
  );
}
