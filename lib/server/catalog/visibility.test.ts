import { activityStateAt, type ActivityTimes } from './visibility';

const at = (iso: string) => new Date(iso);
const base: ActivityTimes = { enable: true, isRemove: false, startsAt: null, endsAt: null };
const START = at('2026-12-01T00:00:00+08:00');
const END = at('2026-12-08T00:00:00+08:00');

describe('activityStateAt', () => {
  test.each<[string, Partial<ActivityTimes>, string, string]>([
    ['no dates: always', {}, '2020-01-01T00:00:00Z', 'running'],
    ['before the start', { startsAt: START }, '2026-11-30T23:59:59+08:00', 'scheduled'],
    ['at the start itself', { startsAt: START }, '2026-12-01T00:00:00+08:00', 'running'],
    ['start only, long after', { startsAt: START }, '2030-01-01T00:00:00Z', 'running'],
    ['end only, before it', { endsAt: END }, '2026-12-07T23:59:59+08:00', 'running'],
    ['at the end itself', { endsAt: END }, '2026-12-08T00:00:00+08:00', 'ended'],
    ['inside both', { startsAt: START, endsAt: END }, '2026-12-04T12:00:00+08:00', 'running'],
    ['after both', { startsAt: START, endsAt: END }, '2026-12-09T00:00:00+08:00', 'ended'],
    [
      'disabled inside its dates',
      { enable: false, startsAt: START, endsAt: END },
      '2026-12-04T00:00:00Z',
      'disabled',
    ],
    ['removed wins over all', { isRemove: true, enable: false }, '2026-12-04T00:00:00Z', 'removed'],
  ])('%s', (_name, over, time, state) => {
    const activity = { ...base, ...over };
    expect(activityStateAt(activity, at(time))).toBe(state);
  });
});
