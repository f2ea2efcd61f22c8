'use client';
import { useState } from 'react';
import { renewSession, goToSignIn } from '@/lib/console/client';
import { adminApiPath, CONSOLE_TOKEN_KEY } from '@/lib/console/names';
import { buttonSecondary } from './styles';

const bearer = () => document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSOLE_TOKEN_KEY}=([^;]*)`))?.[1] ?? '';

/** Downloads the filtered list as CSV: fetched with the bearer, saved through a temporary link. */
export function ExportCsv({ shopId, query }: { shopId: number; query: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function download(retried = false): Promise<void> {
    const response = await fetch(adminApiPath(shopId, `/orders/export${query}`), {
      headers: { authorization: `Bearer ${bearer()}` },
    }).catch(() => null);
    if (response?.status === 401 && !retried) {
      if (await renewSession(shopId)) return download(true);
      return goToSignIn();
    }
    if (!response?.ok) {
      setError('匯出失敗，請稍後再試');
      return;
    }
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={buttonSecondary}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError('');
          await download();
          setBusy(false);
        }}
      >
        匯出 CSV
      </button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
