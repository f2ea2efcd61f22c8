import { PARCEL_STATES, type ParcelState } from '../../shipments/states';
import { parcelStateOf, sandboxCodeOf } from './status';

test.each<[string, string, ParcelState | null]>([
  ['CVS', '300', 'created'],
  ['CVS', '2068', 'shipped'],
  ['CVS', '2030', 'shipped'],
  ['CVS', '3024', 'shipped'],
  ['CVS', '2073', 'arrived'],
  ['CVS', '2063', 'arrived'],
  ['CVS', '3018', 'arrived'],
  ['CVS', '2067', 'pickedUp'],
  ['CVS', '3022', 'pickedUp'],
  ['CVS', '2074', 'notPickedUp'],
  ['CVS', '3020', 'notPickedUp'],
  ['CVS', '3023', 'returned'],
  ['CVS', ' 2067 ', 'pickedUp'],
  ['CVS', '7019', null],
  ['CVS', '', null],
  ['CVS', '3003', null],
  ['HOME', '3006', 'shipped'],
  ['Home', '3003', 'delivered'],
  ['HOME', '2067', null],
])('%s code %s is %s', (type, code, state) => {
  expect(parcelStateOf(type, code)).toBe(state);
});

test.each(['UNIMART', 'UNIMARTC2C', 'FAMI', 'FAMIC2C', 'HILIFE', 'HILIFEC2C', 'OKMARTC2C'])(
  'the sandbox speaks codes of %s that read back as the same step',
  (subType) => {
    for (const state of ['shipped', 'arrived', 'pickedUp', 'notPickedUp', 'returned'] as const) {
      const code = sandboxCodeOf(subType, state);
      expect(code && parcelStateOf('CVS', code)).toBe(state);
    }
    expect(sandboxCodeOf(subType, 'delivered')).toBeNull();
  },
);

it('the sandbox delivers a home parcel with home delivery codes', () => {
  for (const subType of ['TCAT', 'POST'])
    for (const state of PARCEL_STATES) {
      const code = sandboxCodeOf(subType, state);
      if (code) expect(parcelStateOf('HOME', code)).toBe(state);
    }
  expect(parcelStateOf('HOME', sandboxCodeOf('TCAT', 'delivered')!)).toBe('delivered');
});
