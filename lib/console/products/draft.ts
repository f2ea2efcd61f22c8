import type { ConsoleProduct } from '@/lib/console/contract/products';
import { cellKey, gridOf, type MatrixLevel } from './matrix';

/** The product as the API answers it, and as the form opens it. */
export type EditedProduct = ConsoleProduct;

/** A combination's figures as typed (text, so a field may be empty while typed). */
export type Figures = { price: string; activityPrice: string; stock: string; seen?: number };

/** A level as edited: with a key of the editor's own, so what is typed stays with it when levels move. */
export type EditedLevel = MatrixLevel & { key: string };

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * A number field as sent: empty is null (the API then names the field that needs one); anything
 * else goes as the browser's number field gives it, for the API to refuse with its own words.
 */
export const numberOrNull = (s: string): number | null => (s.trim() === '' ? null : Number(s));

/** The form's fields for a product, or for a new one (hidden until published, no specs). */
export function productDraft(p: EditedProduct | null) {
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    pictures: p?.pictures ?? [],
    price: text(p?.price),
    activityPrice: text(p?.activityPrice),
    categoryIds: p?.categoryIds ?? [],
    activityId: text(p?.activityId),
    isPublic: p?.isPublic ?? false,
    order: text(p?.order ?? 0),
    // Shown as a percentage with at most two decimals; floating point would show 14.000000000000002.
    cashbackPercent: text(p ? Math.round(p.useCashbackRate * 10000) / 100 : 0),
    purchaseLimit: text(p?.purchaseLimit),
    levels: (p?.specs.levels ?? []).map((l): EditedLevel => ({ ...l, key: `l${l.id}` })),
    figures: Object.fromEntries(
      (p?.specs.cells ?? []).map((c) => [
        cellKey(c.keys),
        { price: text(c.price), activityPrice: text(c.activityPrice), stock: text(c.stock), seen: c.seen },
      ]),
    ) as Record<string, Figures>,
  };
}
export type ProductDraft = ReturnType<typeof productDraft>;

/** A combination new to the grid starts at the product's prices, with no stock. */
export const freshFigures = (draft: ProductDraft): Figures => ({
  price: draft.price,
  activityPrice: draft.activityPrice,
  stock: '0',
});

/** The one combination of a product without specs, whose prices are the product's own. */
export const plainFigures = (draft: ProductDraft): Figures =>
  draft.figures[cellKey([])] ?? freshFigures(draft);

/**
 * The body the product form sends. With specs, one cell per combination of the levels as they are
 * now (figures typed for combinations since removed are left behind); without, the one cell takes
 * the product's prices. `seen` goes back as it came, so the save applies only the stock change typed.
 */
export function productBody(draft: ProductDraft) {
  const fresh = freshFigures(draft);
  const plain = plainFigures(draft);
  const cells = draft.levels.length
    ? gridOf(draft.levels, draft.figures, fresh).map(({ keys, figures: f }) => ({
        keys,
        price: numberOrNull(f.price),
        activityPrice: numberOrNull(f.activityPrice),
        stock: numberOrNull(f.stock),
        ...(f.seen !== undefined ? { seen: f.seen } : {}),
      }))
    : [
        {
          keys: [],
          price: numberOrNull(draft.price),
          activityPrice: numberOrNull(draft.activityPrice),
          stock: numberOrNull(plain.stock),
          ...(plain.seen !== undefined ? { seen: plain.seen } : {}),
        },
      ];
  return {
    name: draft.name,
    description: draft.description,
    pictures: draft.pictures,
    price: numberOrNull(draft.price),
    activityPrice: numberOrNull(draft.activityPrice),
    categoryIds: draft.categoryIds,
    activityId: numberOrNull(draft.activityId),
    isPublic: draft.isPublic,
    order: numberOrNull(draft.order) ?? 0,
    useCashbackRate: (numberOrNull(draft.cashbackPercent) ?? 0) / 100,
    purchaseLimit: numberOrNull(draft.purchaseLimit),
    specs: {
      levels: draft.levels.map((l) => ({
        id: l.id ?? null,
        name: l.name,
        values: l.values.map((v) => ({ key: v.key, id: v.id ?? null, name: v.name })),
      })),
      cells,
    },
  };
}
