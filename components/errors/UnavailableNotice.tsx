'use client';

import { useEffect } from 'react';

/** What Next hands an error boundary: `retry` asks the server again, `reset` only re-renders. */
export type ErrorBoundaryProps = { error: unknown; retry?: () => void; reset: () => void };

export const UNAVAILABLE_TITLE = '暫時無法載入';
export const UNAVAILABLE_TEXT = '商店暫時無法取得資料，請稍候片刻再重新整理。';
export const RETRY_LABEL = '重新整理';

/** The server is what failed, so trying again means asking it again: `retry`, else a full reload. */
export function retryOf({ retry }: ErrorBoundaryProps): () => void {
  return retry ?? (() => window.location.reload());
}

/** The failure goes to the browser's console too, with the digest that matches the server's log. */
export function useLoggedError(error: unknown): void {
  useEffect(() => {
    console.error(error);
  }, [error]);
}

/**
 * The error screen outside the shop's layout (its stylesheet may be what failed to come), so it is
 * styled inline: the same notice and retry button as the shop's own error screen.
 */
export function UnavailableNotice(props: ErrorBoundaryProps) {
  useLoggedError(props.error);
  return (
    <main
      role="alert"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        margin: 0,
        padding: '2rem',
        fontFamily: "system-ui, 'Noto Sans TC', sans-serif",
        background: '#f6f5f2',
        color: '#333',
        textAlign: 'center',
      }}
    >
      <div>
        <title>{UNAVAILABLE_TITLE}</title>
        <h1 style={{ fontSize: '1.25rem', margin: '0 0 .5rem' }}>{UNAVAILABLE_TITLE}</h1>
        <p style={{ margin: 0, color: '#777', fontSize: '.9rem' }}>{UNAVAILABLE_TEXT}</p>
        <button
          type="button"
          onClick={retryOf(props)}
          style={{
            marginTop: '1.5rem',
            padding: '.5rem 1.5rem',
            border: 0,
            borderRadius: '999px',
            background: '#333',
            color: '#fff',
            fontSize: '.9rem',
            cursor: 'pointer',
          }}
        >
          {RETRY_LABEL}
        </button>
      </div>
    </main>
  );
}
