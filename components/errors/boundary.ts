import { useEffect } from 'react';

// What every error boundary shares, apart from any screen: the shop's boundaries draw in the shop's
// styles (UnavailableMessage) and only the two outside them carry the inline-styled UnavailableNotice.

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
