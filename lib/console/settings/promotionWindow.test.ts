import { promotionPeriodText, promotionState, type PromotionWindow } from './promotionWindow';

const DEC_1 = '2026-11-30T16:00:00.000Z'; // 2026-12-01 00:00 in Taiwan
const DEC_8 = '2026-12-07T16:00:00.000Z';

test.each<[PromotionWindow, string]>([
  [{ startsAt: null, endsAt: null }, '不限期間'],
  [{ startsAt: DEC_1, endsAt: null }, '2026-12-01 00:00 ～ 不限'],
  [{ startsAt: null, endsAt: DEC_8 }, '即日起 ～ 2026-12-08 00:00'],
  [{ startsAt: DEC_1, endsAt: DEC_8 }, '2026-12-01 00:00 ～ 2026-12-08 00:00'],
])('%j reads %s', (window, text) => {
  expect(promotionPeriodText(window)).toBe(text);
});

describe('promotionState', () => {
  const at = (iso: string) => Date.parse(iso);
  test.each<[string, PromotionWindow & { enable: boolean }, number, string]>([
    [
      'switched off, whatever its window',
      { enable: false, startsAt: null, endsAt: null },
      at(DEC_1),
      '已停用',
    ],
    ['no window', { enable: true, startsAt: null, endsAt: null }, at(DEC_1), '進行中'],
    ['before its start', { enable: true, startsAt: DEC_1, endsAt: DEC_8 }, at(DEC_1) - 1, '尚未開始'],
    ['from its start, included', { enable: true, startsAt: DEC_1, endsAt: DEC_8 }, at(DEC_1), '進行中'],
    ['just before its end', { enable: true, startsAt: DEC_1, endsAt: DEC_8 }, at(DEC_8) - 1, '進行中'],
    ['at its end, excluded', { enable: true, startsAt: DEC_1, endsAt: DEC_8 }, at(DEC_8), '已結束'],
    ['an end with no start', { enable: true, startsAt: null, endsAt: DEC_8 }, at(DEC_8) + 1, '已結束'],
    [
      'a window that ended before it started reads as ended',
      { enable: true, startsAt: DEC_8, endsAt: DEC_1 },
      at(DEC_8) + 1,
      '已結束',
    ],
    [
      'switched off and over is switched off',
      { enable: false, startsAt: null, endsAt: DEC_1 },
      at(DEC_8),
      '已停用',
    ],
  ])('%s', (_, p, now, state) => {
    expect(promotionState(p, now)).toBe(state);
  });
});
