import Link from 'next/link';

/** An area heading; the 查看全部 link beside it is for desktop, phones get their own below the list. */
export function AreaTitle({ title, moreHref }: { title: string; moreHref?: string }) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4 sm:mb-6">
      <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
      {moreHref ? (
        <Link
          href={moreHref}
          className="hidden shrink-0 items-center gap-1 rounded text-sm font-medium text-primary hover:underline focus-ring sm:inline-flex"
        >
          查看全部<span className="sr-only">：{title}</span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-4 w-4">
            <path
              fillRule="evenodd"
              d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 0 1-1.06 0Z"
              clipRule="evenodd"
            />
          </svg>
        </Link>
      ) : null}
    </div>
  );
}
