'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormMessage } from '@/components/auth/FormMessage';
import { useLineAuthorize } from '@/components/auth/useLineAuthorize';
import type { Member } from '@/lib/api/contract';
import { unbindLine } from '@/lib/api/members';
import { memberQueries } from '@/lib/member/queries';
import { toast } from '@/lib/ui/toast';

const action =
  'shrink-0 rounded-full border border-primary px-4 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-60';

/** The LINE account the member signs in with (spec §3 Member: bindMemberAuthLine): bind or unbind it. */
export function LineCard({ shopId, member }: { shopId: number; member: Member }) {
  const queryClient = useQueryClient();
  // Only asked while unbound: the parameters start a binding. A shop without a LINE channel answers 409.
  const line = useLineAuthorize(shopId, 'bind', !member.bindMemberAuthLine);
  const [unbinding, setUnbinding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const unbind = async () => {
    if (!window.confirm('解除綁定後，將無法以此 LINE 帳號登入。確定要解除綁定嗎？')) return;
    setUnbinding(true);
    setError(null);
    const [, failure] = await unbindLine(shopId);
    setUnbinding(false);
    if (failure !== null) {
      setError(failure.msg);
      return;
    }
    toast('已解除綁定 LINE', 'info');
    await queryClient.invalidateQueries({ queryKey: memberQueries.me(shopId).queryKey });
    // A binding needs a new authorization: the one asked before the unbinding may be spent or old.
    queryClient.removeQueries({ queryKey: memberQueries.lineAuthParams(shopId, 'bind').queryKey });
  };

  let state;
  if (member.bindMemberAuthLine) {
    state = (
      <button type="button" className={action} disabled={unbinding} onClick={() => void unbind()}>
        {unbinding ? '處理中…' : '解除綁定 LINE'}
      </button>
    );
  } else if (line.available) {
    state = (
      <button type="button" className={action} disabled={line.leaving} onClick={() => void line.start()}>
        {line.leaving ? '前往 LINE…' : '綁定 LINE'}
      </button>
    );
  } else if (line.unavailable) state = <span className="text-sm text-muted">LINE 綁定尚未開放</span>;
  else state = <span className="text-sm text-muted">確認中…</span>;

  return (
    <section
      aria-labelledby="line-title"
      className="rounded-xl border border-line bg-white p-5"
      data-testid="line-binding"
    >
      <h2 id="line-title" className="text-base font-semibold text-ink">
        LINE 帳號
      </h2>
      <div className="mt-2 flex items-center justify-between gap-4 py-1">
        <p className="text-sm text-muted">
          {member.bindMemberAuthLine ? '已綁定，可直接以 LINE 登入' : '尚未綁定，綁定後可直接以 LINE 登入'}
        </p>
        {state}
      </div>
      <FormMessage message={error ?? line.error} />
    </section>
  );
}
