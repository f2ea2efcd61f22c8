import type { OrderStatus } from '@/lib/api/contract';
import { CANNOT_CANCEL, canShopperCancel, shopMove, shopperCancel, type OrderAction } from './lifecycle';

const unpaid = { status: 'unpaid', paid: false } as const;
const cod = { status: 'processing', paid: false } as const;
const paidProcessing = { status: 'processing', paid: true } as const;
const codShipped = { status: 'shipped', paid: false } as const;
const paidShipped = { status: 'shipped', paid: true } as const;
const completed = { status: 'completed', paid: true } as const;
const cancelled = { status: 'cancelled', paid: false } as const;

describe('shopMove', () => {
  test.each<
    [string, { status: OrderStatus; paid: boolean }, OrderAction, OrderStatus, boolean, string | null]
  >([
    ['an ATM transfer arrives', unpaid, 'paid', 'processing', true, null],
    ['a COD order ships', cod, 'shipped', 'shipped', false, null],
    ['a paid order ships', paidProcessing, 'shipped', 'shipped', false, null],
    [
      'a COD order is delivered and the money collected',
      codShipped,
      'completed',
      'completed',
      true,
      '貨到付款已收款',
    ],
    ['a paid order is delivered', paidShipped, 'completed', 'completed', false, null],
    ['the shop cancels an unpaid order', unpaid, 'cancelled', 'cancelled', false, '商店取消'],
    ['the shop cancels a COD order before shipping', cod, 'cancelled', 'cancelled', false, '商店取消'],
    [
      'the shop cancels a paid order before shipping',
      paidProcessing,
      'cancelled',
      'cancelled',
      false,
      '商店取消',
    ],
  ])('%s', (_, state, action, to, markPaid, note) => {
    expect(shopMove(state, action)).toEqual({ ok: true, move: { to, markPaid, ...(note ? { note } : {}) } });
  });

  test.each<[{ status: OrderStatus; paid: boolean }, OrderAction, string]>([
    [paidProcessing, 'paid', '此訂單目前為「待出貨」，無法確認付款'],
    [cod, 'paid', '此訂單目前為「待出貨」，無法確認付款'],
    [unpaid, 'shipped', '此訂單目前為「待付款」，無法標記為已出貨'],
    [codShipped, 'shipped', '此訂單目前為「已出貨」，無法標記為已出貨'],
    [unpaid, 'completed', '此訂單目前為「待付款」，無法標記為已完成'],
    [cod, 'completed', '此訂單目前為「待出貨」，無法標記為已完成'],
    [paidShipped, 'cancelled', '此訂單目前為「已出貨」，無法取消'],
    [completed, 'cancelled', '此訂單目前為「已完成」，無法取消'],
    [cancelled, 'cancelled', '此訂單目前為「已取消」，無法取消'],
    [cancelled, 'paid', '此訂單目前為「已取消」，無法確認付款'],
  ])('refuses %o → %s', (state, action, message) => {
    expect(shopMove(state, action)).toEqual({ ok: false, message });
  });
});

describe('shopper cancel', () => {
  test.each([
    ['unpaid', unpaid, true],
    ['unpaid, transfer reported', { ...unpaid, transferReported: true }, false],
    ['COD not yet shipped', cod, true],
    ['paid, not yet shipped', paidProcessing, false],
    ['COD shipped', codShipped, false],
    ['paid and shipped', paidShipped, false],
    ['completed', completed, false],
    ['already cancelled', cancelled, false],
  ])('%s → %s', (_, state, allowed) => {
    expect(canShopperCancel(state)).toBe(allowed);
    expect(shopperCancel(state)).toEqual(
      allowed
        ? { ok: true, move: { to: 'cancelled', markPaid: false, note: '顧客取消' } }
        : { ok: false, message: CANNOT_CANCEL },
    );
  });
});
