import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { shopConfigs } from '../../db/schema';
import { keysSafe } from '../../kernel/keysSafe';
import type { ShopRef } from '../../shops/find';
import { claimEdit, recordEdit, type EditTarget } from '../../staff/edit';
import type { StaffSession } from '../../staff/session';
import { SETTINGS_SECTIONS, type SettingsSection } from './sections';
import { settingsView, type SettingsView } from './settingsView';

/** Settings edits are recorded on the shop, by its id. */
const settingsTarget = (shop: { id: number; orgId: number }): EditTarget => ({
  orgId: shop.orgId,
  objectType: 'shop',
  objectId: shop.id,
  what: '商店設定',
});

/**
 * Saves one section of the shop's settings in one transaction: the shop's settings version is
 * claimed (409 when another save came first), the section's service applies the change, and the
 * section's own part before and after is recorded (key values are never part of it). Run under
 * keysSafe: the statements of a key section carry the keys, so a database error is logged without
 * them. The whole settings are read once the transaction has committed, so its locks are held no
 * longer than the change takes. Answers the settings after, and the host names the shop no longer
 * answers on.
 */
export async function saveSettings<K extends SettingsSection>(
  db: Db,
  session: StaffSession,
  key: K,
  body: z.output<(typeof SETTINGS_SECTIONS)[K]['schema']>,
): Promise<{ view: SettingsView; removedHosts: string[] }> {
  const s = SETTINGS_SECTIONS[key] as unknown as {
    part: (tx: DbOrTx, shop: ShopRef) => Promise<Record<string, unknown>>;
    apply: (...args: unknown[]) => Promise<{ removedHosts?: string[] } | void>;
    action?: string;
  };
  const shop = session.shop;
  const target = settingsTarget(shop);
  const removedHosts = await keysSafe('settings', () =>
    db.transaction(async (tx) => {
      const version = await claimEdit(
        tx,
        { table: shopConfigs, version: shopConfigs.version },
        eq(shopConfigs.shopId, shop.id),
        (body as { version: number }).version,
        target,
      );
      const before = await s.part(tx, shop);
      const applied = await s.apply(tx, shop, body);
      await recordEdit(tx, session.actor, {
        shopId: shop.id,
        target,
        action: s.action ?? `settings.${key}`,
        version,
        before,
        after: await s.part(tx, shop),
      });
      return applied?.removedHosts ?? [];
    }),
  );
  return { view: await settingsView(db, shop), removedHosts };
}
