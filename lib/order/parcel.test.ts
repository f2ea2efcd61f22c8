import type { Parcel } from '@/lib/api/contract';
import { parcelRows, parcelSteps } from './parcel';

const parcel: Parcel = {
  carrier: '7-ELEVEN',
  trackingNo: '12345678',
  status: 'arrived',
  statusLabel: '已到店',
  pickupDeadline: '2026-12-02T15:30:00.000Z',
  history: [
    { status: 'created', label: '已建立託運單', at: '2026-11-25T02:00:00.000Z' },
    { status: 'arrived', label: '已到店', at: '2026-11-25T15:30:00.000Z' },
  ],
};

test.each<[string, Parcel, [string, string][]]>([
  [
    'at the store, with its deadline in Taiwan time',
    parcel,
    [
      ['物流', '7-ELEVEN'],
      ['物流單號', '12345678'],
      ['物流狀態', '已到店'],
      ['取貨期限', '2026/12/02 23:30'],
    ],
  ],
  [
    'picked up, without a deadline',
    { ...parcel, status: 'pickedUp', statusLabel: '已取件', pickupDeadline: null },
    [
      ['物流', '7-ELEVEN'],
      ['物流單號', '12345678'],
      ['物流狀態', '已取件'],
    ],
  ],
  [
    'before the carrier gave a number',
    { ...parcel, trackingNo: null, status: 'created', statusLabel: '已建立託運單', pickupDeadline: null },
    [
      ['物流', '7-ELEVEN'],
      ['物流單號', '尚未提供'],
      ['物流狀態', '已建立託運單'],
    ],
  ],
])('a parcel %s', (_, p, rows) => {
  expect(parcelRows(p).map((r) => [r.label, r.value])).toEqual(rows);
});

it('lists the steps oldest first with Taiwan dates', () => {
  expect(parcelSteps(parcel)).toEqual([
    { label: '已建立託運單', at: '2026/11/25 10:00' },
    { label: '已到店', at: '2026/11/25 23:30' },
  ]);
});
