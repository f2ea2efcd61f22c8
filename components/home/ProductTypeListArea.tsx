import Image from 'next/image';
import Link from 'next/link';
import type { ProductType } from '@/lib/api/contract';
import { allCategoriesPath, universalLinkPath } from '@/lib/routes';
import { DESKTOP_MEDIA } from '@/lib/ui/breakpoints';
import { AreaTitle } from './AreaTitle';

/** From this many cards on they scroll sideways; fewer get a larger layout (spec §2 Home). */
const CAROUSEL_FROM = 3;

/** Recommended activities and categories (精選推薦). */
export function ProductTypeListArea({ title, items }: { title: string; items: ProductType[] }) {
  const carousel = items.length >= CAROUSEL_FROM;
  return (
    <>
      <AreaTitle title={title.trim() || '精選推薦'} moreHref={allCategoriesPath()} />
      {carousel ? (
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:gap-6 sm:px-0">
          {items.map((item) => (
            <li key={`${item.type}:${item.nanoId}`} className="w-[42%] shrink-0 snap-start sm:w-[23%]">
              <TypeCard item={item} sizes={`(min-width: 1152px) 260px, ${DESKTOP_MEDIA} 23vw, 42vw`} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
          {items.map((item) => (
            <li key={`${item.type}:${item.nanoId}`}>
              <TypeCard item={item} large sizes={`${DESKTOP_MEDIA} 224px, 40vw`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TypeCard({ item, large = false, sizes }: { item: ProductType; large?: boolean; sizes: string }) {
  return (
    // The link's area covers the whole card, so a tap anywhere on it goes to the list.
    <article
      className={`relative flex h-full overflow-hidden rounded-xl border border-line bg-surface transition-shadow hover:shadow-md ${large ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`shrink-0 bg-primary-soft ${large ? 'w-2/5 sm:w-56' : 'w-full'}`}>
        {item.Image ? (
          <Image
            src={item.Image.filename}
            alt=""
            width={500}
            height={500}
            sizes={sizes}
            className="aspect-square h-full w-full object-cover"
          />
        ) : (
          <div className="aspect-square" />
        )}
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${large ? 'justify-center p-5 sm:p-6' : 'p-3 sm:p-4'}`}>
        <h3 className={`line-clamp-2 font-semibold ${large ? 'text-lg sm:text-xl' : 'text-sm sm:text-base'}`}>
          {item.name}
        </h3>
        <Link
          href={universalLinkPath(item)}
          className="mt-auto inline-flex self-start rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-white after:absolute after:inset-0 after:rounded-xl hover:bg-primary-dark focus-ring sm:px-4 sm:py-2"
        >
          前往購買<span className="sr-only">：{item.name}</span>
        </Link>
      </div>
    </article>
  );
}
