import { orderTimeline } from './timeline';

const labels = { status: (s: string) => `[${s}]`, action: (a: string) => `<${a}>` };

test('moves and recorded changes are one list, oldest first, notes shown with their text', () => {
  expect(
    orderTimeline(
      [
        { status: 'unpaid', at: '2026-11-28T01:00:00.000Z' },
        { status: 'processing', at: '2026-11-28T03:00:00.000Z', note: '商店確認付款' },
      ],
      [
        {
          at: '2026-11-28T02:59:59.000Z',
          actor: '小美',
          action: 'confirm-payment',
          before: null,
          after: null,
        },
        {
          at: '2026-11-28T04:00:00.000Z',
          actor: '0912345678',
          action: 'note',
          before: null,
          after: { note: '客人來電' },
        },
      ],
      labels,
    ),
  ).toEqual([
    { at: '2026-11-28T01:00:00.000Z', who: '', text: '[unpaid]' },
    { at: '2026-11-28T02:59:59.000Z', who: '小美', text: '<confirm-payment>' },
    { at: '2026-11-28T03:00:00.000Z', who: '', text: '[processing]：商店確認付款' },
    { at: '2026-11-28T04:00:00.000Z', who: '0912345678', text: '備註：客人來電' },
  ]);
});

test('an order with no changes is its status history', () => {
  expect(orderTimeline([{ status: 'unpaid', at: 'a' }], [], labels)).toEqual([
    { at: 'a', who: '', text: '[unpaid]' },
  ]);
});
