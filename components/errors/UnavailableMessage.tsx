'use client';

import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  useLoggedError,
  type ErrorBoundaryProps,
} from './boundary';

/**
 * The notice and retry button of an error boundary inside a styled frame (the shop's pages, the
 * console's): the frame places it, `className` and `buttonClassName` give it the frame's look.
 */
export function UnavailableMessage({
  className,
  buttonClassName,
  ...props
}: ErrorBoundaryProps & { className: string; buttonClassName: string }) {
  useLoggedError(props.error);
  return (
    <section role="alert" className={className}>
      <title>{UNAVAILABLE_TITLE}</title>
      <h1 className="text-lg font-semibold">{UNAVAILABLE_TITLE}</h1>
      <p className="mt-2 text-sm text-muted">{UNAVAILABLE_TEXT}</p>
      <button type="button" onClick={retryOf(props)} className={buttonClassName}>
        {RETRY_LABEL}
      </button>
    </section>
  );
}
