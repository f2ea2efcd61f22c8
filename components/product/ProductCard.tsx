import { getImageProps } from 'next/image';
import Link from 'next/link';
import { productPath } from '@/lib/routes';
import type { CardProduct } from './cardProduct';
import { CardAddButton } from './CardAddButton';
import { Price } from './Price';

// Half a phone, a quarter of the desktop content width (1120 px at most).
const IMAGE_SIZES = '(min-width: 1152px) 270px, (min-width: 640px) 25vw, 50vw';

/**
 * A product in a list (spec §2 Product card). The add button is a sibling of the link, never inside
 * it, so adding to the cart does not open the product. A server component: a list of cards hydrates
 * only its links and add buttons; the picture is a plain `<img>` (`getImageProps`), not next/image's
 * client component.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  return (
    <article
      data-product-card={product.nanoId}
      className="group fade-in-card @container relative flex h-full flex-col"
    >
      <Link
        href={productPath(product.nanoId)}
        className="flex flex-1 flex-col rounded-xl focus-ring focus-visible:outline-offset-4"
      >
        <div className="relative aspect-square overflow-hidden rounded-xl bg-highlight">
          {product.image ? (
            // The name follows in the same link, hence no alt text. getImageProps gives the same
            // optimized sources next/image would, without its client component.
            // eslint-disable-next-line @next/next/no-img-element
            <img {...cardImageProps(product.image, priority)} alt="" />
          ) : null}
          {product.soldOut ? (
            <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-medium text-white">
              已售完
            </span>
          ) : null}
        </div>
        {product.activity ? (
          <span className="mt-3 line-clamp-1 self-start rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            {product.activity}
          </span>
        ) : null}
        <h3
          className={`line-clamp-2 text-sm leading-snug sm:text-base ${product.activity ? 'mt-1.5' : 'mt-3'}`}
        >
          {product.name}
        </h3>
        <div className="mt-1">
          <Price price={product.price} activityPrice={product.activityPrice} />
        </div>
      </Link>
      <CardAddButton nanoId={product.nanoId} name={product.name} />
    </article>
  );
}

function cardImageProps(src: string, priority: boolean) {
  return getImageProps({
    src,
    alt: '',
    width: 500,
    height: 500,
    sizes: IMAGE_SIZES,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
    className: 'h-full w-full object-cover transition-transform duration-300 group-hover:scale-105',
  }).props;
}
