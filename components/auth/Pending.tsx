import type { ReactNode } from 'react';

/** A screen that is only passing through: says what it is doing while the next page loads. */
export function Pending({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 text-sm text-muted">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
      />
      {children}
    </p>
  );
}
