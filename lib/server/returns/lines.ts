import type { ReturnLineInput } from '@/lib/api/contract';

/** Which units a return takes back, within what the order bought less what earlier returns took. Pure. */

export type BoughtLine = { stockId: number; quantity: number; name: string };
export type ReturnLine = { stockId: number; quantity: number };

export type ReturnLines = { ok: true; lines: ReturnLine[]; whole: boolean } | { ok: false; message: string };

const RETURN_LINE_MESSAGES = {
  nothingLeft: '此訂單的商品皆已退貨',
  notInOrder: '退貨商品不在此訂單中',
} as const;

/** What is still the shopper's of each line: bought less returned (approved or refunded returns). */
function remainingOf(bought: BoughtLine[], returned: ReturnLine[]): Map<number, number> {
  const left = new Map<number, number>();
  for (const b of bought) left.set(b.stockId, (left.get(b.stockId) ?? 0) + b.quantity);
  for (const r of returned) left.set(r.stockId, (left.get(r.stockId) ?? 0) - r.quantity);
  return left;
}

/**
 * The lines of a new return: the ones asked for, or everything still the shopper's when none are.
 * `whole` says that nothing is left to the shopper afterwards.
 */
export function returnLines(
  bought: BoughtLine[],
  returned: ReturnLine[],
  asked: ReturnLineInput[] | null | undefined,
): ReturnLines {
  const left = remainingOf(bought, returned);
  const wanted = asked ?? [...left].map(([stockId, quantity]) => ({ stockId, quantity }));
  const lines = wanted.filter((l) => l.quantity > 0).sort((a, b) => a.stockId - b.stockId);
  if (!lines.length) return { ok: false, message: RETURN_LINE_MESSAGES.nothingLeft };
  for (const line of lines) {
    const max = left.get(line.stockId);
    if (max === undefined) return { ok: false, message: RETURN_LINE_MESSAGES.notInOrder };
    if (line.quantity > max) {
      const name = bought.find((b) => b.stockId === line.stockId)?.name ?? '';
      return {
        ok: false,
        message: max === 0 ? `「${name}」已全部退貨` : `「${name}」最多可退 ${max} 件`,
      };
    }
    left.set(line.stockId, max - line.quantity);
  }
  return { ok: true, lines, whole: [...left.values()].every((n) => n === 0) };
}
