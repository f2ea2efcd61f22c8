import type { ReactNode } from 'react';

/** A titled card of the order screens. */
export function OrderSection({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
