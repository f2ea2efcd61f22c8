import type { ReactNode } from 'react';

/** The frame of every sign-in screen: one narrow column, title first, comfortable on a phone. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="sm:rounded-2xl sm:border sm:border-line sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {description ? <div className="mt-2 text-sm text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
    </section>
  );
}
