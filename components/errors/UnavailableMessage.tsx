'use client';

import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  useLoggedError,
  type ErrorBoundaryProps,
} from './boundary';
import { FailureToasts } from '@/components/ui/FailureToasts';
import { pageFailureMessage } from '@/lib/ui/pageFailure';

/**
 * The notice and retry button of an error boundary inside a styled frame (the shop's pages, the
 * console's): the frame places it, `className` and `buttonClassName` give it the frame's look. A
 * shop API failure that kept the page from being made (lib/ui/pageFailure) is said with the
 * server's message, in place and as the error toast (spec §8).
 */
export function UnavailableMessage({
  className,
  buttonClassName,
  ...props
}: ErrorBoundaryProps & { className: string; buttonClassName: string }) {
  useLoggedError(props.error);
  const message = pageFailureMessage(props.error);
  return (
    <section role="alert" className={className}>
      {message ? <FailureToasts messages={[message]} /> : null}
      <title>{UNAVAILABLE_TITLE}</title>
      <h1 className="text-lg font-semibold">{UNAVAILABLE_TITLE}</h1>
      <p className="mt-2 text-sm text-muted">{message ?? UNAVAILABLE_TEXT}</p>
      <button type="button" onClick={retryOf(props)} className={buttonClassName}>
        {RETRY_LABEL}
      </button>
    </section>
  );
}
