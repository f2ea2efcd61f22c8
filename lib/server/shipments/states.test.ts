import { noticeMovesParcel, PARCEL_STATES, statesBefore, type ParcelState } from './states';

test.each<[ParcelState, ParcelState, boolean]>([
  ['created', 'shipped', true],
  ['shipped', 'arrived', true],
  ['created', 'arrived', true],
  ['arrived', 'pickedUp', true],
  ['arrived', 'notPickedUp', true],
  ['notPickedUp', 'returned', true],
  ['shipped', 'delivered', true],
  // a replay of the same notice
  ['arrived', 'arrived', false],
  ['pickedUp', 'pickedUp', false],
  // an older notice arriving late
  ['arrived', 'shipped', false],
  ['pickedUp', 'arrived', false],
  ['returned', 'notPickedUp', false],
  // a parcel picked up or delivered is done
  ['pickedUp', 'returned', false],
  ['delivered', 'returned', false],
  ['pickedUp', 'delivered', false],
])('a parcel %s receiving a notice of %s moves: %s', (stored, incoming, moves) => {
  expect(noticeMovesParcel(stored, incoming)).toBe(moves);
});

it('statesBefore names exactly the states a notice moves from', () => {
  for (const incoming of PARCEL_STATES)
    for (const stored of PARCEL_STATES)
      expect(statesBefore(incoming).includes(stored)).toBe(noticeMovesParcel(stored, incoming));
});
