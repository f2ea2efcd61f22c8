import { getImageProps } from 'next/image';
import Link from 'next/link';
import { productPath } from '@/lib/routes';
import { DESKTOP_MEDIA } from '@/lib/ui/breakpoints';
import type { CardProduct } from './cardProduct';
import { CardAddButton } from './CardAddButton';
import { Price } from './Price';

// Half a phone, a quarter of the desktop content width (1120 px at most).
const IMAGE_SIZES = `(min-width: 1152px) 270px, ${DESKTOP_MEDIA} 25vw, 50vw`;

/**
 * A product in a list (spec §2 Product card). The add button is a sibling of the link, never inside
 * it, so adding to the cart does not open the product. A server component: a list of cards hydrates
 * only its links and add buttons; the picture is a plain `<img>` (`getImageProps`), not next/image's
 * client component.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  return (
    <article data-product-card={product.nanoId} className="group fade-in-card @container card">
      <Link href={productPath(product.nanoId)} className="card-link">
        <div className="card-picture">
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
        {product.activity ? <span className="mt-3 card-tag">{product.activity}</span> : null}
        <h3 className={`card-name ${product.activity ? 'mt-1.5' : 'mt-3'}`}>{product.name}</h3>
        <Price price={product.price} activityPrice={product.activityPrice} className="mt-1" />
      </Link>
      <CardAddButton nanoId={product.nanoId} name={product.name} />
    </article>
  );
}

/** The card's picture; without the style next/image adds to hide alt text, as this one has none. */
function cardImageProps(src: string, priority: boolean) {
  const { style: _, ...props } = getImageProps({
    src,
    alt: '',
    width: 500,
    height: 500,
    sizes: IMAGE_SIZES,
    ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
    className: 'card-image',
  }).props;
  return props;
}
