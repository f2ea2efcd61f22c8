import { formatPrice } from '@/lib/format/price';

type Size = 'md' | 'lg';

// The sale colour reaches WCAG contrast only as large bold text, hence no smaller size.
const SIZE: Record<Size, { current: string; origin: string }> = {
  md: { current: 'text-xl', origin: 'text-sm' },
  lg: { current: 'text-3xl', origin: 'text-base' },
};

/** The price a shopper pays; with a running activity, its price and the normal one struck through (spec §2). */
export function Price({
  price,
  activityPrice,
  size = 'md',
  className = '',
}: {
  price: number;
  activityPrice: number;
  size?: Size;
  className?: string;
}) {
  const onSale = activityPrice !== price;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2${className ? ` ${className}` : ''}`}>
      <span className={`${SIZE[size].current} font-bold ${onSale ? 'text-accent' : ''}`}>
        {onSale ? <span className="sr-only">特價</span> : null}
        {formatPrice(onSale ? activityPrice : price)}
      </span>
      {onSale ? (
        <del className={`${SIZE[size].origin} text-muted`}>
          <span className="sr-only">原價</span>
          {formatPrice(price)}
        </del>
      ) : null}
    </p>
  );
}
