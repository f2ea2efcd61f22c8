import Image from 'next/image';
import type { NewsCard } from '@/lib/api/contract';
import { DESKTOP_MEDIA } from '@/lib/ui/breakpoints';
import { AreaTitle } from './AreaTitle';

// 80% of a phone, half of a tablet, a quarter of the 1120 px content width.
const IMAGE_SIZES = `(min-width: 1024px) 280px, ${DESKTOP_MEDIA} 50vw, 80vw`;

/** Media coverage: a grid on desktop, a row that scrolls sideways on phones (spec §2 Home). */
export function NewsArea({ cards }: { cards: NewsCard[] }) {
  return (
    <>
      <AreaTitle title="媒體報導" />
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {cards.map((card, i) => (
          // Positioned, so the link's screen-reader text stays inside the row instead of widening the page.
          <li key={i} className="relative w-4/5 shrink-0 snap-start sm:w-auto">
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface">
              {card.image ? (
                <Image
                  src={card.image.filename}
                  alt=""
                  width={800}
                  height={450}
                  sizes={IMAGE_SIZES}
                  className="aspect-video w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-4">
                <h3 className="line-clamp-2 font-semibold leading-snug">{card.title}</h3>
                <p className="mt-2 line-clamp-2 text-sm text-muted">{card.description}</p>
                <a
                  href={card.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto inline-flex self-start rounded pt-3 text-sm font-medium text-primary hover:underline focus-ring"
                >
                  閱讀全文<span className="sr-only">：{card.title}（在新分頁開啟）</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
