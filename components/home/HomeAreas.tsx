import type { PageArea } from '@/lib/api/contract';
import type { ArrangedArea } from '@/lib/home/areas';
import { youtubeId } from '@/lib/home/youtube';
import { BannerArea } from './BannerArea';
import { MarketingArea } from './MarketingArea';
import { NewsArea } from './NewsArea';
import { ProductListArea } from './ProductListArea';
import { ProductTypeListArea } from './ProductTypeListArea';
import { TextArea } from './TextArea';
import { YoutubePlayer } from './YoutubePlayer';

/** From this area on, areas start below the first screen of a phone or a desktop: drawn as they come near. */
const FIRST_BELOW_FOLD = 2;

function sectionClass(highlighted: boolean, index: number): string | undefined {
  const classes = [highlighted ? 'bg-highlight' : '', index >= FIRST_BELOW_FOLD ? 'paint-when-near' : ''];
  return classes.filter(Boolean).join(' ') || undefined;
}

/** The home page areas in the order given, each marked with its type (spec §2 Home). */
export function HomeAreas({ areas }: { areas: ArrangedArea[] }) {
  return (
    <div className="fade-in-home flex flex-col">
      {areas.map(({ area, highlighted }, i) => (
        <section key={i} data-area={area.type} className={sectionClass(highlighted, i)}>
          {area.type === 'banner' ? (
            <BannerArea items={area.banner.carousel} lead={i === 0} />
          ) : (
            <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
              <AreaBody area={area} />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

function AreaBody({ area }: { area: Exclude<PageArea, { type: 'banner' }> }) {
  switch (area.type) {
    case 'marketing':
      return <MarketingArea items={area.marketing.carousel} />;
    case 'text':
      return <TextArea title={area.text.title} description={area.text.description} />;
    case 'news':
      return <NewsArea cards={area.news.carousel} />;
    case 'youtube': {
      const id = youtubeId(area.youtube.url);
      return id ? <YoutubePlayer id={id} /> : null;
    }
    case 'productList':
      return area.productList.productType ? (
        <ProductListArea title={area.productList.title} productType={area.productList.productType} />
      ) : null;
    case 'productTypeList':
      return <ProductTypeListArea title={area.productTypeList.title} items={area.productTypeList.items} />;
  }
}
