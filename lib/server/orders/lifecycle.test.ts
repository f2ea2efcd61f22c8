import type { OrderStatus } from '@/lib/api/contract';
import {
  CANNOT_CANCEL,
  canShopperCancel,
  parcelCreated,
  parcelDelivered,
  parcelMayBeCreated,
  parcelReturned,
  shopMove,
  shopperCancel,
  type Decision,
  type OrderAction,
  type OrderState,
} from './lifecycle';

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

describe('parcel reports', () => {
  const refused = (message: string): Decision => ({ ok: false, message });
  const move = (to: OrderStatus, markPaid: boolean, note: string): Decision => ({
    ok: true,
    move: { to, markPaid, note },
  });

  test.each<[string, (state: OrderState) => Decision, OrderState, Decision]>([
    ['a COD order’s parcel is created', parcelCreated, cod, move('shipped', false, '已建立物流託運單')],
    [
      'a paid order’s parcel is created',
      parcelCreated,
      paidProcessing,
      move('shipped', false, '已建立物流託運單'),
    ],
    ['a parcel created for an unpaid order', parcelCreated, unpaid, refused('此訂單不在待出貨狀態')],
    [
      'a parcel created for an order shipped by hand',
      parcelCreated,
      codShipped,
      refused('此訂單不在待出貨狀態'),
    ],
    ['a parcel created for a cancelled order', parcelCreated, cancelled, refused('此訂單不在待出貨狀態')],
    [
      'a COD parcel is picked up at the store',
      (s) => parcelDelivered(s, 'store'),
      codShipped,
      move('completed', true, '顧客已取件，貨到付款已收款'),
    ],
    [
      'a paid parcel is picked up at the store',
      (s) => parcelDelivered(s, 'store'),
      paidShipped,
      move('completed', false, '顧客已取件'),
    ],
    [
      'a paid parcel is delivered home',
      (s) => parcelDelivered(s, 'home'),
      paidShipped,
      move('completed', false, '包裹已送達'),
    ],
    [
      'a parcel picked up after the shop completed the order',
      (s) => parcelDelivered(s, 'store'),
      completed,
      refused('此訂單不在已出貨狀態'),
    ],
    [
      'a parcel picked up of an order not shipped',
      (s) => parcelDelivered(s, 'store'),
      cod,
      refused('此訂單不在已出貨狀態'),
    ],
    ['a COD parcel comes back', parcelReturned, codShipped, move('cancelled', false, '包裹退回商店')],
    [
      'a paid parcel comes back',
      parcelReturned,
      paidShipped,
      move('cancelled', false, '包裹退回商店（已付款項將退還）'),
    ],
    ['a parcel comes back of a completed order', parcelReturned, completed, refused('此訂單不在已出貨狀態')],
    ['a parcel comes back of a cancelled order', parcelReturned, cancelled, refused('此訂單不在已出貨狀態')],
  ])('%s', (_, rule, state, decision) => {
    expect(rule(state)).toEqual(decision);
  });
});

test.each([
  ['unpaid', unpaid, false],
  ['COD waiting to ship', cod, true],
  ['paid waiting to ship', paidProcessing, true],
  ['shipped by hand meanwhile', codShipped, true],
  ['completed', completed, false],
  ['cancelled meanwhile', cancelled, false],
])('a parcel may be created for an order %s: %s', (_, state, may) => {
  expect(parcelMayBeCreated(state)).toBe(may);
});
