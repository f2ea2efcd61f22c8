/**
 * `npm run seed`: (re)creates the demo shops in the configured database. Shops that are not demo
 * shops are left alone. With the embedded database, stop the server first (it holds the data).
 *
 * `--shops N [--products M] [--seed S]` also (re)creates N generated shops on shop-1.localhost …
 * shop-N.localhost with M products each (default 50), the same catalogs for the same seed.
 */
import { parseArgs } from 'node:util';
import { closeDb, getDb } from '@/lib/server/db/client';
import { isEmbedded } from '@/lib/server/db/location';
import { seedGeneratedShops } from '@/lib/server/seed/generated/seed';
import { seedDemo } from '@/lib/server/seed/seed';

const { values } = parseArgs({
  options: {
    shops: { type: 'string', default: '0' },
    products: { type: 'string', default: '50' },
    seed: { type: 'string', default: '1' },
  },
});

function count(name: string, raw: string, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`--${name} must be a whole number 0–${max}`);
  return n;
}

async function main() {
  const shops = count('shops', values.shops, 100_000);
  const products = count('products', values.products, 2_000);
  const seed = count('seed', values.seed, 2 ** 31 - 1);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const db = await getDb();
  await seedDemo(db);
  console.log('Demo shops seeded: localhost / 127.0.0.1, shop2.localhost, closed.localhost');
  if (shops) {
    console.log(
      `Generating ${shops} shops × ${products} products (seed ${seed}) on ${isEmbedded() ? 'the embedded database' : 'PostgreSQL'}…`,
    );
    // About twenty progress lines, whatever the size.
    const every = Math.max(1, Math.ceil(shops / 20));
    let printed = 0;
    await seedGeneratedShops(db, {
      shops,
      products,
      seed,
      onProgress: (done) => {
        if (done.shops < shops && done.shops - printed < every) return;
        printed = done.shops;
        const rate = Math.round(done.products / ((performance.now() - started) / 1000));
        console.log(
          `  ${done.shops}/${shops} shops, ${done.products} products · ${elapsed()} · ${rate} products/s`,
        );
      },
    });
    console.log(`Generated shops: shop-1.localhost … shop-${shops}.localhost`);
  }
  await closeDb();
  console.log(`Done in ${elapsed()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
