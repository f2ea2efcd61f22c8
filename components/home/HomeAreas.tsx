import Image from 'next/image';
import Link from 'next/link';
import type { PageArea, ProductSummary } from '@/lib/api/contract';
import { formatPrice } from '@/lib/format/price';
import { productPath, universalLinkPath } from '@/lib/routes';

/** Server-rendered home areas, in order, each marked with its type. */
export function HomeAreas({ areas }: { areas: PageArea[] }) {
  return (
    <div className="flex flex-col">
      {areas.map((area, i) => (
        <section key={i} data-area={area.type} className="mx-auto w-full max-w-6xl px-4 py-8">
          <Area area={area} />
        </section>
      ))}
    </div>
  );
}

function Area({ area }: { area: PageArea }) {
  switch (area.type) {
    case 'banner':
    case 'marketing': {
      const slides = area.type === 'banner' ? area.banner.carousel : area.marketing.carousel;
      return (
        <div className="grid gap-4">
          {slides.map((s, i) =>
            s.responsiveImage.webSizeImage ? (
              <Link key={i} href={universalLinkPath(s.universalLink)}>
                <Image
                  src={s.responsiveImage.webSizeImage.filename}
                  alt={s.alt ?? ''}
                  width={1440}
                  height={560}
                  priority={area.type === 'banner' && i === 0}
                  className="h-auto w-full rounded-xl"
                />
              </Link>
            ) : null,
          )}
        </div>
      );
    }
    case 'productList':
      return (
        <>
          <h2 className="mb-4 text-xl font-semibold">{area.productList.title}</h2>
          <ProductGrid products={area.productList.productType?.EcommerceProducts ?? []} />
        </>
      );
    case 'productTypeList':
      return (
        <>
          <h2 className="mb-4 text-xl font-semibold">{area.productTypeList.title}</h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {area.productTypeList.items.map((item) => (
              <li key={`${item.type}:${item.nanoId}`}>
                <Link href={universalLinkPath(item)} className="block rounded-xl border border-line p-4">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      );
    case 'news':
      return (
        <>
          <h2 className="mb-4 text-xl font-semibold">媒體報導</h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {area.news.carousel.map((n, i) => (
              <li key={i} className="rounded-xl border border-line p-4">
                <h3 className="line-clamp-2 font-medium">{n.title}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-muted">{n.description}</p>
                <a
                  href={n.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm text-primary"
                >
                  閱讀全文
                </a>
              </li>
            ))}
          </ul>
        </>
      );
    case 'text':
      return (
        <div className="text-center">
          <h2 className="text-xl font-semibold">{area.text.title}</h2>
          <p className="mt-2 whitespace-pre-line text-muted">{area.text.description}</p>
        </div>
      );
    case 'youtube':
      return (
        <a href={area.youtube.url} target="_blank" rel="noopener noreferrer" className="text-primary">
          觀看影片
        </a>
      );
  }
}

function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {products.map((p) => {
        const image = p.MainImage ?? p.Image;
        return (
          <li key={p.id}>
            <Link href={productPath(p.nanoId)} className="block">
              {image ? (
                <Image
                  src={image.filename}
                  alt={p.name}
                  width={500}
                  height={500}
                  className="aspect-square rounded-lg object-cover"
                />
              ) : null}
              <p className="mt-2 line-clamp-2 text-sm">{p.name}</p>
              <p className="text-sm font-semibold">{formatPrice(p.activityPrice)}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
