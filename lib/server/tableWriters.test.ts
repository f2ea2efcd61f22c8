import fs from 'node:fs';
import path from 'node:path';

/**
 * One writer per table: each table below is inserted into, updated and deleted from only by its
 * domain's folder, whichever channel (console, operator, shopper HTTP, worker) the change comes
 * through. Tables written from more than one folder today are listed in docs/architecture.md.
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
  orderItems: 'orders',
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
};

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

/** Where a table is written: file (from the repository's root) and table. */
function writesIn(file: string, text: string): { file: string; table: string }[] {
  const aliases = schemaAliases(text);
  return [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map((m) => ({
    file,
    table: aliases.get(m[1]!) ?? m[1]!,
  }));
}

test('a write is found whatever the statement', () => {
  const text = `await tx.update(productStocks).set({ stock: 1 });
    await db.insert( orders ).values(x); await tx.delete(media).where(y);`;
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['productStocks', 'orders', 'media']);
});

test('a table imported under another name is found by its own', () => {
  const text = `import { providerIntents as t, walletEntries as entries } from '../db/schema';
    await tx.update(t).set({ status: 'done' }); await tx.insert(entries).values(x);`;
  expect(writesIn('f.ts', text).map((w) => w.table)).toEqual(['providerIntents', 'walletEntries']);
});

test('each owned table is written only from its domain', () => {
  const files = [...sources(path.join(root, 'lib/server')), ...sources(path.join(root, 'app'))]
    .map((f) => path.relative(root, f))
    .filter((f) => !SKIP.test(f));
  const writes = files.flatMap((f) => writesIn(f, fs.readFileSync(path.join(root, f), 'utf8')));
  // The check sees every owned table written somewhere: a renamed table cannot pass it silently.
  expect(new Set(writes.map((w) => w.table).filter((t) => t in OWNERS)).size).toBe(
    Object.keys(OWNERS).length,
  );
  const strays = writes.filter(
    (w) => w.table in OWNERS && !w.file.startsWith(`lib/server/${OWNERS[w.table]}/`),
  );
  expect(strays).toEqual([]);
});
