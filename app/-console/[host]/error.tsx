'use client';

import type { ErrorBoundaryProps } from '@/components/errors/boundary';
import { UnavailableMessage } from '@/components/errors/UnavailableMessage';

/** A console page that could not be made (the database away, most often): say so, and offer a retry. */
export default function ConsoleError(props: ErrorBoundaryProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-highlight px-4">
      <UnavailableMessage
        {...props}
        className="max-w-sm rounded-2xl border border-line bg-white p-6 text-center"
        buttonClassName="mt-6 inline-block rounded-lg bg-primary px-6 py-2 text-sm text-white"
      />
    </main>
  );
}
