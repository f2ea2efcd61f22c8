import fs from 'node:fs';
import path from 'node:path';

/**
 * One writer per table: each table below is inserted into, updated and deleted from only by its
 * domain's folder, whichever channel (console, operator, shopper HTTP, worker) the change comes
 * through. A new table gets its owner here, or the last test fails.
 */
const OWNERS: Record<string, string> = {
  productStocks: 'catalog',
  productParentSpecs: 'catalog',
  productChildSpecs: 'catalog',
  productStockChildSpecs: 'catalog',
  products: 'catalog',
  productCategories: 'catalog',
  categories: 'catalog',
  categoryGroups: 'catalog',
  activities: 'catalog',
  pages: 'content',
  pageIcons: 'content',
  navConfigs: 'content',
  footerConfigs: 'content',
  sidebarConfigs: 'content',
  shops: 'shops',
  shopConfigs: 'shops',
  orgs: 'shops',
  shopDomains: 'shops',
  shopModules: 'shops',
  staff: 'staff',
  staffChanges: 'staff',
  deliveries: 'logistics',
  deliveryBranches: 'logistics',
  paymentConfigs: 'payments',
  logisticsConfigs: 'logistics',
  authTokens: 'auth',
  providerIntents: 'outbox',
  walletEntries: 'wallets',
  cashbackWalletEntries: 'cashback',
  orders: 'orders',
  orderItems: 'orders',
  orderReturns: 'returns',
  shipments: 'shipments',
  promotions: 'promotions',
  promoCodes: 'promotions',
  promoCodeUses: 'promotions',
  members: 'members',
  users: 'members',
  memberStorage: 'members',
  paymentAttempts: 'payments',
  sandboxPaymentRefunds: 'payments',
  sandboxVirtualAccounts: 'payments',
  lineChannels: 'line',
  lineBindings: 'line',
  lineLoginStates: 'line',
  lineLinkTickets: 'line',
  lineSandboxCodes: 'line',
  smsConfigs: 'sms',
  smsOutbox: 'sms',
  media: 'media',
  mediaShops: 'media',
  cvsMapSessions: 'logistics',
  sandboxParcels: 'logistics',
  cashbackSettings: 'cashback',
  invoiceConfigs: 'invoices',
  sandboxInvoices: 'invoices',
  otpCodes: 'auth',
  grantCodes: 'auth',
  rateLimits: 'auth',
  homeVisits: 'visits',
};

/** Tables only the demo seed writes: no request changes them. */
const SEED_ONLY = ['userInfoFields'];

const root = path.resolve(__dirname, '../..');
/** Code that serves requests: demo seed, test support and tests are not writers. */
const SKIP = /(^|\/)(__tests__|seed|testing|testHooks)\/|\.test\.tsx?$|\.testhook\.ts$/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Tables imported from the schema under another name (`walletEntries as entries`): alias → table. */
function schemaAliases(text: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const [, names] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema'/g))
    for (const [, table, alias] of names!.matchAll(/(\w+)\s+as\s+(\w+)/g)) aliases.set(alias!, table!);
  return aliases;
}

/** The schema's tables by their name in SQL (`home_visits` → `homeVisits`). */
function sqlNames(): Map<string, string> {
  const dir = path.join(root, 'lib/server/db/schema');
  const names = new Map<string, string>();
  for (const file of fs.readdirSync(dir))
    for (const [, table, name] of fs
      .readFileSync(path.join(dir, file), 'utf8')
      .matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      names.set(name!, table!);
  return names;
}

/**
 * Where a table is written: file (from the repository's root) and table, by the query builder or by
 * a statement written in SQL.
 */
function writesIn(file: string, text: string, bySql = sqlNames()): { file: string; table: string }[] {
  const aliases = schemaAliases(text);
  const built = [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map(
    (m) => aliases.get(m[1]!) ?? m[1]!,
  );
  const written = [...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?\s/gi)]
    .map((m) => bySql.get(m[1]!.toLowerCase()))
    .filter((t) => t !== undefined);
  // SQL whose table is put in by name: `insert into "${getTableName(orderItems)}"`.
  const named = [
    ...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?\$\{getTableName\((\w+)\)\}/gi),
  ].map((m) => aliases.get(m[1]!) ?? m[1]!);
  return [...built, ...written, ...named].map((table) => ({ file, table }));
}

test('a write is found whatever the statement', () => {
  const text = `await tx.update(productStocks).set({ stock: 1 });
    await db.insert( orders ).values(x); await tx.delete(media).where(y);`;
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['productStocks', 'orders', 'media']);
});

test('a statement written in SQL is found by the table it names', () => {
  const text = `await db.execute(sql\`
    insert into home_visits (shop_id, day, count) values (1, '2026-12-01', 1)
    on conflict (shop_id, day) do update set count = home_visits.count + excluded.count\`);
    await db.execute(sql\`UPDATE "orders" SET version = 1\`); // update the cart's view`;
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['homeVisits', 'orders']);
});

test('a statement that puts its table in by name is found by that table', () => {
  const text = 'return `insert into "${getTableName(orderItems)}" (${columns}) values (1)`;';
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['orderItems']);
});

test('a table imported under another name is found by its own', () => {
  const text = `import { providerIntents as t, walletEntries as entries } from '../db/schema';
    await tx.update(t).set({ status: 'done' }); await tx.insert(entries).values(x);`;
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['providerIntents', 'walletEntries']);
});

/** Every write in the code that serves requests. */
function requestWrites(): { file: string; table: string }[] {
  const bySql = sqlNames();
  return [...sources(path.join(root, 'lib/server')), ...sources(path.join(root, 'app'))]
    .map((f) => path.relative(root, f))
    .filter((f) => !SKIP.test(f))
    .flatMap((f) => writesIn(f, fs.readFileSync(path.join(root, f), 'utf8'), bySql));
}

test('each owned table is written only from its domain', () => {
  const writes = requestWrites();
  // The check sees every owned table written somewhere: a renamed table cannot pass it silently.
  expect(new Set(writes.map((w) => w.table).filter((t) => t in OWNERS)).size).toBe(
    Object.keys(OWNERS).length,
  );
  const strays = writes.filter(
    (w) => w.table in OWNERS && !w.file.startsWith(`lib/server/${OWNERS[w.table]}/`),
  );
  expect(strays).toEqual([]);
});

test('every table has an owner, or is written by the seed alone', () => {
  const tables = [...sqlNames().values()];
  expect(tables.filter((t) => !(t in OWNERS) && !SEED_ONLY.includes(t))).toEqual([]);
  expect(requestWrites().filter((w) => SEED_ONLY.includes(w.table))).toEqual([]);
});
