import { createRequire } from 'node:module';
import { pageCacheHandler } from './handler.ts';
import { MemoryStore } from './memoryStore.ts';
import { lifetimeTable } from './nextLifetimes.ts';

const { SharedCacheControls } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
) as { SharedCacheControls: { cacheControls: Map<string, unknown> } };
const store = new MemoryStore(1_000_000);
const Handler = pageCacheHandler(() => store);
const page = (status: number) => ({ kind: 'APP_PAGE', html: '<html></html>', headers: {}, status });
const cacheControl = { revalidate: 30, expire: 31536000 };

test('this Next keeps its table of lifetimes where the handler looks for it', () => {
  expect(lifetimeTable()).toBe(SharedCacheControls.cacheControls);
});

test('a 404 leaves no lifetime behind in Next; a kept page keeps its own', async () => {
  const table = SharedCacheControls.cacheControls;
  const junk = '/route-cache/APP_PAGE/h/$/localhost/product/junk-1';
  const real = '/route-cache/APP_PAGE/h/$/localhost/product/p-1';
  // Next writes the row just before it calls the handler's set.
  table.set(junk, cacheControl);
  await new Handler({}).set(junk, page(404), { cacheControl });
  table.set(real, cacheControl);
  await new Handler({}).set(real, page(200), { cacheControl });
  expect(table.has(junk)).toBe(false);
  expect(table.get(real)).toBe(cacheControl);
  table.delete(real);
});
