import { activityChanges, activityFields, type ActivityFields } from './activityChanges';
import type { ActivityDetailView } from './views';

const saved: ActivityFields = {
  name: '年末感謝祭',
  description: '',
  image: null,
  enable: false,
  isStorewide: false,
  startsAt: '2026-12-01T00:00',
  endsAt: '',
};

describe('activityChanges', () => {
  test.each<[string, Partial<ActivityFields>, Record<string, unknown>]>([
    ['nothing changed sends nothing', {}, {}],
    ['switched on', { enable: true }, { enable: true }],
    ['renamed and switched on', { name: '年末祭', enable: true }, { name: '年末祭', enable: true }],
    ['an end date set', { endsAt: '2026-12-08T00:00' }, { endsAt: '2026-12-08T00:00' }],
    ['a start date emptied opens the start', { startsAt: '' }, { startsAt: null }],
    ['a picture chosen', { image: '/api-client/media/x.png' }, { image: '/api-client/media/x.png' }],
    ['the same value typed again is no change', { name: '年末感謝祭' }, {}],
  ])('%s', (_, change, expected) => {
    expect(activityChanges(saved, { ...saved, ...change })).toEqual(expected);
  });

  test.each<[string, Partial<ActivityFields>, Record<string, unknown>]>([
    ['an emptied description is sent empty: only dates are opened', { description: '' }, { description: '' }],
    ['a picture taken out', { image: null }, { image: null }],
    ['an end date emptied opens the end', { endsAt: '' }, { endsAt: null }],
  ])('from a full activity: %s', (_, change, expected) => {
    const full = {
      ...saved,
      description: '說明',
      image: '/api-client/media/x.png',
      endsAt: '2026-12-08T00:00',
    };
    expect(activityChanges(full, { ...full, ...change })).toEqual(expected);
  });
});

test('the form opens with the activity’s own fields, nothing else', () => {
  const view: ActivityDetailView = {
    ...saved,
    id: 3,
    nanoId: 'a3',
    key: null,
    state: 'disabled',
    order: 0,
    version: 2,
    productCount: 0,
    products: [],
  };
  expect(activityFields(view)).toEqual(saved);
});
