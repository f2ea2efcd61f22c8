import { periodText } from './activityLabels';

test.each<[string, string, string]>([
  ['', '', '不限時間'],
  ['2026-12-01T00:00', '', '2026-12-01 00:00 起 ~ 不限結束'],
  ['', '2026-12-08T00:00', '即日起 ~ 2026-12-08 00:00 止'],
  ['2026-12-01T00:00', '2026-12-08T00:00', '2026-12-01 00:00 起 ~ 2026-12-08 00:00 止'],
])('%s – %s', (start, end, text) => expect(periodText(start, end)).toBe(text));
