import type { ChildSpec, ParentSpec, Product, Stock } from '@/lib/api/contract';

/** The product fields spec selection reads (spec §3 Product). */
export type SpecProduct = Pick<
  Product,
  'EcommerceProductParentSpecs' | 'EcommerceProductChildSpecs' | 'EcommerceProductStocks'
>;

/** Parent spec id → chosen child spec id. */
export type Selection = Record<number, number>;

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/** Parent specs in display order. */
export function orderedParents(product: SpecProduct): ParentSpec[] {
  return [...product.EcommerceProductParentSpecs].sort(byOrder);
}

/** The child specs of one parent, in display order. */
export function childrenOf(product: SpecProduct, parentId: number): ChildSpec[] {
  return product.EcommerceProductChildSpecs.filter((c) => c.EcommerceProductParentSpecId === parentId).sort(
    byOrder,
  );
}

/** The combination a stock stands for; null when it does not hold exactly one child per parent. */
function selectionOf(product: SpecProduct, stock: Stock): Selection | null {
  const selection: Selection = {};
  for (const parent of product.EcommerceProductParentSpecs) {
    const children = stock.EcommerceProductChildSpecs.filter(
      (c) => c.EcommerceProductParentSpecId === parent.id,
    );
    if (children.length !== 1) return null;
    selection[parent.id] = children[0]!.id;
  }
  return selection;
}

const matches = (product: SpecProduct, stock: Stock, selection: Selection) => {
  const own = selectionOf(product, stock);
  return own !== null && product.EcommerceProductParentSpecs.every((p) => own[p.id] === selection[p.id]);
};

/** Stocks that can be bought, in stock order, with the combination each stands for. */
function inStockCombinations(product: SpecProduct): { stock: Stock; selection: Selection }[] {
  return product.EcommerceProductStocks.flatMap((stock) => {
    const selection = stock.stock > 0 ? selectionOf(product, stock) : null;
    return selection ? [{ stock, selection }] : [];
  });
}

const hasChild = (stock: Stock, childId: number) =>
  stock.EcommerceProductChildSpecs.some((c) => c.id === childId);

export const isSoldOut = (product: SpecProduct): boolean =>
  product.EcommerceProductStocks.every((s) => s.stock <= 0);

/** The first in-stock combination, in stock order; null when all is sold out, so nothing is preselected. */
export function initialSelection(product: SpecProduct): Selection | null {
  return inStockCombinations(product)[0]?.selection ?? null;
}

export function selectedStock(product: SpecProduct, selection: Selection): Stock | null {
  return product.EcommerceProductStocks.find((s) => matches(product, s, selection)) ?? null;
}

/**
 * Applies the shopper's choice. A combination without stock is never left selected while another
 * one can be bought: the first in-stock combination keeping the new choice wins, else the first
 * in-stock one at all (spec §4).
 */
export function chooseChild(
  product: SpecProduct,
  selection: Selection,
  parentId: number,
  childId: number,
): Selection {
  const next = { ...selection, [parentId]: childId };
  if ((selectedStock(product, next)?.stock ?? 0) > 0) return next;
  const available = inStockCombinations(product);
  const fallback = available.find((c) => c.selection[parentId] === childId) ?? available[0];
  return fallback?.selection ?? next;
}

/**
 * Options that cannot be bought together with the first parent's choice (spec §4). First-parent
 * options are judged on their own, since the shopper may switch there freely.
 */
export function disabledChildIds(product: SpecProduct, selection: Selection): Set<number> {
  const available = inStockCombinations(product).map((c) => c.stock);
  const [first] = orderedParents(product);
  const firstChoice = first ? selection[first.id] : undefined;
  const disabled = new Set<number>();
  for (const child of product.EcommerceProductChildSpecs) {
    const relevant =
      child.EcommerceProductParentSpecId === first?.id || firstChoice === undefined
        ? available
        : available.filter((s) => hasChild(s, firstChoice));
    if (!relevant.some((s) => hasChild(s, child.id))) disabled.add(child.id);
  }
  return disabled;
}

/** The spec name of a line, e.g. "白 / M"; empty for a product without specs. */
export function specLabel(product: SpecProduct, stock: Stock): string {
  return orderedParents(product)
    .flatMap((p) => stock.EcommerceProductChildSpecs.filter((c) => c.EcommerceProductParentSpecId === p.id))
    .map((c) => c.name)
    .join(' / ');
}

/** A product as the spec selection reports it: its specs and whether the shop removed it. */
export type SelectableProduct = SpecProduct & Pick<Product, 'isRemove'>;

/**
 * What the spec selection passes to its parent on every change (spec §4): the spec name, the
 * product, the count, the selected stock and whether the product is removed, which is all a cart
 * line needs.
 */
export type SpecSelectionEvent<P extends SelectableProduct = Product> = {
  name: string;
  product: P;
  count: number;
  stock: Stock | null;
  isRemoved: boolean;
};

/**
 * The event for a selection. The count starts again at 1 when the selected stock is another one than
 * before (or there was none before), and never exceeds the stock, which may have dropped since the
 * shopper chose the count.
 */
export function selectionEvent<P extends SelectableProduct>(
  product: P,
  selection: Selection,
  previous: { stock: Stock | null; count: number } | null,
): SpecSelectionEvent<P> {
  const stock = selectedStock(product, selection);
  const kept = previous !== null && previous.stock?.id === stock?.id ? previous.count : 1;
  return {
    name: stock ? specLabel(product, stock) : '',
    product,
    count: stock && stock.stock > 0 ? Math.max(1, Math.min(kept, stock.stock)) : 1,
    stock,
    isRemoved: product.isRemove,
  };
}
