import { CARRIER_NAMES, carrierName } from './carriers';
import { parcelView } from './view';

const at = (s: string) => `2026-11-2${s}T03:00:00.000Z`;
const base = {
  subType: 'UNIMART',
  trackingNo: '12345678',
  pickupDeadline: null,
  statusHistory: [{ status: 'created' as const, at: at('5'), rtnCode: '300' }],
};

test.each([
  ['UNIMART', '7-ELEVEN'],
  ['UNIMARTC2C', '7-ELEVEN'],
  ['FAMI', '全家'],
  ['HILIFEC2C', '萊爾富'],
  ['OKMART', 'OK'],
  ['TCAT', '黑貓宅急便'],
  ['POST', '中華郵政'],
  ['SOMETHINGNEW', 'SOMETHINGNEW'],
])('%s is carried by %s', (subType, name) => {
  expect(carrierName(subType)).toBe(name);
});

it('names every kind ECPay ships', () => {
  expect(Object.values(CARRIER_NAMES).every((n) => n.length > 0)).toBe(true);
});

test.each([
  ['created', null, null],
  ['arrived', new Date(at('9')), at('9')],
  // Past the store's keeping the deadline is no longer one to keep.
  ['notPickedUp', new Date(at('9')), null],
  ['pickedUp', new Date(at('9')), null],
] as const)('a parcel %s with deadline %s shows the deadline %s', (status, deadline, shown) => {
  expect(parcelView({ ...base, status, pickupDeadline: deadline }).pickupDeadline).toBe(shown);
});

it('reads the history with the labels, without the provider’s codes, in the order it was applied', () => {
  const view = parcelView({
    ...base,
    status: 'pickedUp',
    statusHistory: [
      { status: 'created', at: at('5'), rtnCode: '300' },
      { status: 'arrived', at: at('6'), rtnCode: '2073' },
      { status: 'pickedUp', at: at('7'), rtnCode: '2067' },
    ],
  });
  expect(view).toEqual({
    carrier: '7-ELEVEN',
    trackingNo: '12345678',
    status: 'pickedUp',
    statusLabel: '已取件',
    pickupDeadline: null,
    history: [
      { status: 'created', label: '已建立託運單', at: at('5') },
      { status: 'arrived', label: '已到店', at: at('6') },
      { status: 'pickedUp', label: '已取件', at: at('7') },
    ],
  });
});
