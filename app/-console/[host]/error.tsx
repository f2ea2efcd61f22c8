'use client';

import {
  RETRY_LABEL,
  retryOf,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
  useLoggedError,
  type ErrorBoundaryProps,
} from '@/components/errors/UnavailableNotice';

/** A console page that could not be made (the database away, most often): say so, and offer a retry. */
export default function ConsoleError(props: ErrorBoundaryProps) {
  useLoggedError(props.error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-highlight px-4">
      <section role="alert" className="max-w-sm rounded-2xl border border-line bg-white p-6 text-center">
        <title>{UNAVAILABLE_TITLE}</title>
        <h1 className="text-lg font-semibold">{UNAVAILABLE_TITLE}</h1>
        <p className="mt-2 text-sm text-muted">{UNAVAILABLE_TEXT}</p>
        <button
          type="button"
          onClick={retryOf(props)}
          className="mt-6 inline-block rounded-lg bg-primary px-6 py-2 text-sm text-white"
        >
          {RETRY_LABEL}
        </button>
      </section>
    </main>
  );
}
