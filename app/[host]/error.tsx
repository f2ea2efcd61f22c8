'use client';

import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  useLoggedError,
  type ErrorBoundaryProps,
} from '@/components/errors/UnavailableNotice';

/**
 * A shop page that could not be made (the shop API out of reach, most often): the server answers
 * it with a 5xx, so search engines keep the page, and the shopper gets a way to try again inside
 * the shop's own frame. Pages that do not exist are the 404 screen instead (not-found.tsx).
 */
export default function ShopError(props: ErrorBoundaryProps) {
  useLoggedError(props.error);
  return (
    <section role="alert" className="mx-auto max-w-6xl px-4 pb-16 pt-12 text-center">
      <title>{UNAVAILABLE_TITLE}</title>
      <h1 className="text-lg font-semibold">{UNAVAILABLE_TITLE}</h1>
      <p className="mt-2 text-sm text-muted">{UNAVAILABLE_TEXT}</p>
      <button
        type="button"
        onClick={retryOf(props)}
        className="mt-6 inline-block rounded-full bg-primary px-6 py-2 text-sm text-white"
      >
        {RETRY_LABEL}
      </button>
    </section>
  );
}
