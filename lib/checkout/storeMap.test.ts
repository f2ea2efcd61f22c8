import { mapDevice } from './storeMap';

test.each([
  [390, 1],
  [640, 1],
  [641, 0],
  [1440, 0],
])('a %ipx wide screen opens the map with device %i', (width, device) => {
  expect(mapDevice(width)).toBe(device);
});
