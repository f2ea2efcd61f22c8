'use client';
import { useState } from 'react';
import { consoleFetch } from '@/lib/console/client';
import { consolePath } from '@/lib/console/names';

export function SignOutButton({ shopId }: { shopId: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="rounded-lg px-2 py-1 font-medium text-primary hover:bg-primary-soft"
      onClick={async () => {
        setBusy(true);
        await consoleFetch(shopId, '/session', { method: 'DELETE' });
        location.assign(consolePath('/signin'));
      }}
    >
      登出
    </button>
  );
}
