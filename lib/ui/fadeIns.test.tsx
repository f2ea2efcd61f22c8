import { renderToStaticMarkup } from 'react-dom/server';
import { AddToCartModalProvider } from '@/components/cart/AddToCartModalProvider';
import { HomeAreas } from '@/components/home/HomeAreas';
import type { CardProduct } from '@/components/product/cardProduct';
import { ProductCard } from '@/components/product/ProductCard';
import { SpecSelector } from '@/components/product/SpecSelector';
import type { Product } from '@/lib/api/contract';
import { buildStylesheet } from './testStylesheet';

// Spec §9: product cards fade in over 1000 ms, the home page over 3000 ms, the spec area over 2000 ms.

const product: Product = {
  id: 1,
  nanoId: 'p-tee',
  name: 'T 恤',
  MainImage: null,
  Image: null,
  price: 500,
  activityPrice: 500,
  order: 0,
  isPublic: true,
  isRemove: false,
  useCashbackRate: 0,
  purchaseLimit: null,
  EcommerceActivityId: null,
  EcommerceActivity: null,
  totalStock: 3,
  description: '',
  EcommerceCategories: [],
  EcommerceProductParentSpecs: [],
  EcommerceProductChildSpecs: [],
  EcommerceProductStocks: [
    { id: 9, stock: 3, price: 500, activityPrice: 500, EcommerceProductChildSpecs: [] },
  ],
};

/** The classes of the outermost element of some markup. */
const outerClasses = (html: string) => /^<\w+[^>]*\bclass="([^"]*)"/.exec(html)?.[1]!.split(' ') ?? [];

/** The declarations of the first rule of the stylesheet whose selector is exactly this class. */
const ruleOf = (css: string, className: string) =>
  new RegExp(`\\n\\s*\\.${className} \\{([^}]*)\\}`).exec(css)?.[1]?.trim();

const card: CardProduct = {
  nanoId: 'p-tee',
  name: 'T 恤',
  price: 500,
  activityPrice: 500,
  image: null,
  activity: null,
  soldOut: false,
};

const FADES = [
  [
    'a product card',
    'fade-in-card',
    1000,
    () => (
      <AddToCartModalProvider>
        <ProductCard product={card} />
      </AddToCartModalProvider>
    ),
  ],
  ['the home page', 'fade-in-home', 3000, () => <HomeAreas areas={[]} />],
  [
    'the spec area',
    'fade-in-spec',
    2000,
    () => <SpecSelector product={product} count={1} onChange={() => {}} />,
  ],
] as const;

let css = '';
beforeAll(async () => {
  css = await buildStylesheet(FADES.map(([, name]) => name));
});

test.each(FADES)('%s fades in: %s, %i ms', (_what, name, ms, element) => {
  expect(outerClasses(renderToStaticMarkup(element()))).toContain(name);
  expect(ruleOf(css, name)).toMatch(new RegExp(`^animation: fade-in ${ms}ms\\b`));
});

test('a fade-in goes from (all but) transparent to opaque', () => {
  const keyframes =
    /@keyframes fade-in \{\s*from \{\s*opacity: ([\d.]+);\s*\}\s*to \{\s*opacity: ([\d.]+);/.exec(css);
  expect(Number(keyframes?.[1])).toBeLessThan(0.05);
  expect(keyframes?.[2]).toBe('1');
});
