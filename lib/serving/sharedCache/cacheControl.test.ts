import { withCacheControl } from './cacheControl.ts';

const lifespan = { revalidate: 30, expireAge: 45, staleAge: 30 };

it('gives a page from another process the lifetime its rendering process knew', () => {
  const entry = { value: { kind: 'APP_PAGE' }, lifespan, lastModified: 1 };
  expect(withCacheControl(entry)).toEqual({ ...entry, cacheControl: { revalidate: 30, expire: 45 } });
});

it('keeps a lifetime the entry has, and leaves fetches and entries without one alone', () => {
  const own = { value: { kind: 'APP_PAGE' }, lifespan, cacheControl: { revalidate: 10 } };
  expect(withCacheControl(own)).toBe(own);
  const fetched = { value: { kind: 'FETCH' }, lifespan };
  expect(withCacheControl(fetched)).toBe(fetched);
  const bare = { value: { kind: 'APP_ROUTE' }, lifespan: null };
  expect(withCacheControl(bare)).toBe(bare);
});
