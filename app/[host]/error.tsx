'use client';

import type { ErrorBoundaryProps } from '@/components/errors/boundary';
import { UnavailableMessage } from '@/components/errors/UnavailableMessage';

/**
 * A shop page that could not be made (the shop API out of reach, most often): the server answers
 * it with a 5xx, so search engines keep the page, and the shopper gets a way to try again inside
 * the shop's own frame. Pages that do not exist are the 404 screen instead (not-found.tsx).
 */
export default function ShopError(props: ErrorBoundaryProps) {
  return (
    <UnavailableMessage
      {...props}
      className="mx-auto max-w-6xl px-4 pb-16 pt-12 text-center"
      buttonClassName="mt-6 inline-block rounded-full bg-primary px-6 py-2 text-sm text-white"
    />
  );
}
