/** @jest-environment node */
import { takeStockAndCommit } from '@/lib/server/catalog/stockMoves';
import { closeDb, type Db } from '@/lib/server/db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { testDb } from '@/lib/server/testing/db';
import { shopIds, type ShopIds } from './helpers';
import { setStockTo, stockIds, stockLeft } from './orderHelpers';

let db: Db;
let ids: ShopIds;

beforeAll(async () => {
  db = await testDb();
  ids = await shopIds();
}, 60_000);

afterAll(() => closeDb());

// On PostgreSQL the decrements and the commit go as one message, whose refusal comes back as the
// database's own error (SQLSTATE SF001, the stock's id as its message); on the embedded database
// they are statements of their own. Either way the shopper is told which product fell short.
test('a line the stock cannot cover is a 409 naming its product; lines taken before it go back', async () => {
  const [tray] = await stockIds(ids.s1, 'p-wood-tray');
  const [other] = await stockIds(ids.s1, 'p-linen-shirt');
  await setStockTo(db, tray!, 2);
  await setStockTo(db, other!, 5);
  // Taken in id order whatever the order given: the shirt's line may be taken before the tray fails.
  const lines = [
    { stockId: tray!, quantity: 3, name: '木托盤' },
    { stockId: other!, quantity: 1, name: '亞麻襯衫' },
  ];
  const refused = db.transaction((tx) => takeStockAndCommit(tx, Number(ids.s1), lines));
  await expect(refused).rejects.toThrow(DomainError);
  await expect(refused).rejects.toMatchObject({
    kind: 'conflict',
    message: '「木托盤」庫存不足，請調整數量後再試',
  });
  expect(await stockLeft(db, tray!)).toBe(2);
  expect(await stockLeft(db, other!)).toBe(5);
});
