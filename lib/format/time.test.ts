import { fromMinutes, toMinutes } from './time';

test.each([
  ['00:00', 0],
  ['09:30', 570],
  ['23:59', 1439],
  [' 12:05 ', 725],
])('toMinutes(%j) = %i', (text, minutes) => {
  expect(toMinutes(text)).toBe(minutes);
});

test.each(['24:00', '9:30', '12:60', 'noon', ''])('toMinutes(%j) is null', (text) => {
  expect(toMinutes(text)).toBeNull();
});

test.each([
  [0, '00:00'],
  [570, '09:30'],
  [1439, '23:59'],
])('fromMinutes(%i) = %s', (minutes, text) => {
  expect(fromMinutes(minutes)).toBe(text);
});
