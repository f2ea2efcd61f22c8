import type { PaymentType } from '@/lib/api/contract';
import {
  canChooseDelivery,
  deliveriesFor,
  firstChoosableDelivery,
  fitsPayment,
  deliveryNote,
} from './deliveries';
import { COLD, CVS, DELIVERIES, HOME, OFF, STORE } from './testFixtures';

test.each<[PaymentType | null, number[]]>([
  [null, [HOME.id, CVS.id, STORE.id, COLD.id]],
  ['atm', [HOME.id, CVS.id, STORE.id, COLD.id]],
  // Cash on delivery: only deliveries that collect it.
  ['COD', [HOME.id, CVS.id, STORE.id]],
])('with payment %p the deliveries listed are %p', (payment, ids) =>
  expect(deliveriesFor(DELIVERIES, payment).map((d) => d.id)).toEqual(ids),
);

test('every enabled delivery can be chosen, convenience stores included', () => {
  expect(canChooseDelivery(CVS)).toBe(true);
  expect(canChooseDelivery(HOME)).toBe(true);
  expect(canChooseDelivery(STORE)).toBe(true);
  expect(canChooseDelivery(OFF)).toBe(false);
});

test.each<[number | null, PaymentType | null, boolean]>([
  [HOME.id, 'COD', true],
  [COLD.id, 'atm', true],
  [COLD.id, 'COD', false],
  [CVS.id, 'atm', true],
  [OFF.id, 'atm', false],
  [99, 'atm', false],
  [null, 'atm', false],
])('delivery %p fits payment %p: %p', (id, payment, fits) =>
  expect(fitsPayment(DELIVERIES, id, payment)).toBe(fits),
);

test.each<[typeof DELIVERIES, PaymentType | null, number | null]>([
  [DELIVERIES, 'atm', HOME.id],
  [[CVS, OFF, COLD, STORE], 'atm', CVS.id],
  [[OFF, COLD, STORE], 'atm', COLD.id],
  [[OFF, COLD, STORE], 'COD', STORE.id],
  [[OFF, COLD], 'COD', null],
  [[], null, null],
])('the first delivery that can be chosen (%#)', (deliveries, payment, id) =>
  expect(firstChoosableDelivery(deliveries, payment)).toBe(id),
);

test.each([
  [{ type: 'home', fee: 100, freeShippingThreshold: 1500 }, '運費 NT$100，滿 NT$1,500 免運'],
  [{ type: 'home', fee: 180, freeShippingThreshold: null }, '運費 NT$180'],
  [{ type: 'store', fee: 0, freeShippingThreshold: null }, '免運費'],
  [{ type: 'cvs', fee: 60, freeShippingThreshold: null }, '運費 NT$60，於門市地圖選擇取貨門市'],
] as const)('%j is described as %s', (d, note) => expect(deliveryNote(d)).toBe(note));
