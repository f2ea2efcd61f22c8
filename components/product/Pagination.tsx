import Link from 'next/link';
import { pageWindow } from '@/lib/catalog/pagination';

type Props = { current: number; total: number; href: (page: number) => string };

/** Page links for product lists; real links so that every page can be shared and crawled. */
export function Pagination({ current, total, href }: Props) {
  const pages = pageWindow(current, total);
  if (!pages.length) return null;
  const cell = 'flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm';
  return (
    <nav aria-label="分頁" className="mt-10 flex justify-center">
      <ul className="flex items-center gap-1">
        {current > 1 ? (
          <li>
            <Link
              href={href(current - 1)}
              rel="prev"
              className={`${cell} hover:bg-highlight`}
              aria-label="上一頁"
            >
              ‹
            </Link>
          </li>
        ) : null}
        {pages.map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={`${cell} text-muted`} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={href(p)}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`第 ${p} 頁`}
                className={`${cell} ${p === current ? 'bg-primary text-white' : 'hover:bg-highlight'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link
              href={href(current + 1)}
              rel="next"
              className={`${cell} hover:bg-highlight`}
              aria-label="下一頁"
            >
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
