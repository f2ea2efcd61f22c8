/**
 * The goods an e-invoice allowance (折讓) lists: the returned lines, the allowance split over them in
 * proportion to their value (rounded down, the last line taking what is left), so the items add up to
 * the allowance exactly, as ECPay requires. Pure.
 */
export function allowanceItems(
  lines: { name: string; quantity: number; value: number }[],
  amount: number,
): { name: string; quantity: number; amount: number }[] {
  const total = lines.reduce((sum, l) => sum + l.value, 0);
  let left = amount;
  return lines.map((l, i) => {
    const share = i === lines.length - 1 ? left : total > 0 ? Math.floor((amount * l.value) / total) : 0;
    left -= share;
    return { name: l.name.slice(0, 100), quantity: l.quantity, amount: share };
  });
}
