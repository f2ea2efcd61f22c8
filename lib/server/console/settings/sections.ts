import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { CashbackFieldsSchema, setCashbackIn } from '../../cashback/setting';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  invoiceConfigs,
  lineChannels,
  logisticsConfigs,
  paymentConfigs,
  smsConfigs,
} from '../../db/schema';
import { DomainError, notFound } from '@/lib/server/kernel/errors';
import { configureInvoiceIn, InvoiceFieldsSchema } from '../../invoices/operatorConfig';
import { configureLineIn, LineFieldsSchema } from '../../line/operatorConfig';
import { isDemoMode } from '../../auth/sms';
import {
  deliveryFieldsSchema,
  lockShop,
  refineDelivery,
  removeDeliveryIn,
  saveDeliveryIn,
} from '../../logistics/deliveryOptions';
import { changeDomainIn, DOMAIN_IN_USE } from '../../shops/domains';
import { LimitsFieldsSchema, refineLimits, setLimitsIn } from '../../shops/limits';
import { setModuleIn } from '../../shops/moduleSwitch';
import { SHOP_MODULES } from '@/lib/console/contract/settings';
import { paymentFieldsSchema, refineAccount, setPaymentIn } from '../../payments/offline';
import { ShopDomainSchema } from '../../shops/identity';
import { configureGatewayIn, GatewayFieldsSchema, refineGateway } from '../../payments/operatorConfig';
import { configureLogisticsIn, LogisticsFieldsSchema } from '../../logistics/operatorConfig';
import { PromoCodeFieldsSchema, PromotionFieldsSchema } from '@/lib/console/contract/promotions';
import { RowIdSchema } from '@/lib/console/contract/fields';
import { savePromoCodeIn, savePromotionIn } from '../../promotions/edit';
import type { ShopRef } from '../../shops/find';
import { configureSmsIn, SmsFieldsSchema } from '../../sms/operatorConfig';
import { VersionSchema } from '@/lib/console/contract/fields';
import { keptKeys } from './keptKeys';
import {
  cashbackOf,
  deliveriesOf,
  domainsOf,
  invoiceOf,
  limitsOf,
  lineOf,
  logisticsOf,
  modulesOf,
  paymentsOf,
  promoCodesOf,
  promotionsOf,
  smsOf,
} from './settingsView';

/**
 * The settings the console saves, one section a save. Each section's rule is the service's own (the
 * operator command calls the same function with the shop it found by host); a section here only
 * reads the console's body, finds the row an id names within the shop, and keeps stored keys the
 * owner did not type again (keptKeys).
 */

/** Every save names the settings version it started from. */
const versioned = <S extends z.ZodType>(schema: S) =>
  z.intersection(z.object({ version: VersionSchema }), schema);

type Applied = { removedHosts?: string[] };
type Section<S extends z.ZodType> = {
  schema: S;
  /**
   * The part of the settings the section changes, as recorded before and after (no key values);
   * read on its own, so a save reads no more than it changes.
   */
  part: (tx: DbOrTx, shop: ShopRef) => Promise<Record<string, unknown>>;
  apply: (tx: DbOrTx, shop: ShopRef, body: z.output<S>) => Promise<Applied | void>;
  /** The action the record names; an organisation's setting says it is the organisation's. */
  action?: string;
};
const section = <S extends z.ZodType>(s: Section<S>) => s;

const deliverySave = deliveryFieldsSchema('console')
  .extend({
    action: z.literal('save'),
    id: RowIdSchema.optional(),
  })
  .superRefine(refineDelivery('console'));
const deliveryRemove = z.object({ action: z.literal('remove'), id: RowIdSchema });

/** What a save records of promotions and codes: their uses are the orders', never a save's. */
const withoutUses = <T extends { uses: number }>(rows: T[]) => rows.map(({ uses: _uses, ...row }) => row);

async function deliveryOf(tx: DbOrTx, shopId: number, id: number) {
  const [row] = await tx
    .select({ id: deliveries.id, name: deliveries.name })
    .from(deliveries)
    .where(and(eq(deliveries.shopId, shopId), eq(deliveries.id, id)));
  if (!row) throw notFound('配送方式');
  return row;
}

/** Stored keys of the same provider and environment, to keep when none are typed. */
const stored = (
  row:
    { provider: string | null; environment: string; credentials: Record<string, string> | null } | undefined,
  provider: string,
  environment: string,
) =>
  row && { same: row.provider === provider && row.environment === environment, credentials: row.credentials };

export const SMS_NONE_REFUSED =
  '不使用簡訊服務時，登入驗證碼只會寄到示範信箱：組織內所有商店將無法登入，請選擇簡訊服務並填入金鑰';

export const SETTINGS_SECTIONS = {
  deliveries: section({
    schema: versioned(
      z.discriminatedUnion('action', [deliverySave, deliveryRemove], { error: 'action 須為 save 或 remove' }),
    ),
    part: async (tx, shop) => ({ deliveries: await deliveriesOf(tx, shop.id) }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      if (body.action === 'remove') {
        const row = await deliveryOf(tx, shop.id, body.id);
        return void (await removeDeliveryIn(tx, shop.id, row.id, row.name, 'console'));
      }
      if (body.id !== undefined) await deliveryOf(tx, shop.id, body.id);
      // The operator command finds a delivery by its name: two of one name would leave it guessing.
      const [twin] = await tx
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(
          and(
            eq(deliveries.shopId, shop.id),
            eq(deliveries.name, body.name),
            ...(body.id === undefined ? [] : [ne(deliveries.id, body.id)]),
          ),
        );
      if (twin) throw new DomainError('conflict', `已有名為「${body.name}」的配送方式`);
      await saveDeliveryIn(tx, shop.id, body.id ?? null, body);
    },
  }),
  payments: section({
    schema: versioned(paymentFieldsSchema('console').superRefine(refineAccount)),
    part: async (tx, shop) => ({
      payments: (await paymentsOf(tx, shop.id)).map(({ type, enabled, fee, account }) => ({
        type,
        enabled,
        fee,
        account,
      })),
    }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      await setPaymentIn(tx, shop.id, body);
    },
  }),
  gateway: section({
    schema: versioned(GatewayFieldsSchema.superRefine(refineGateway)),
    part: async (tx, shop) => ({
      gateway: (await paymentsOf(tx, shop.id)).map(({ type, enabled, gateway, environment, keys }) => ({
        type,
        enabled,
        gateway,
        environment,
        keys,
      })),
    }),
    async apply(tx, shop, body) {
      await lockShop(tx, shop.id);
      const [row] = await tx
        .select({
          provider: paymentConfigs.gateway,
          environment: paymentConfigs.environment,
          credentials: paymentConfigs.credentials,
        })
        .from(paymentConfigs)
        .where(and(eq(paymentConfigs.shopId, shop.id), eq(paymentConfigs.type, body.type)));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureGatewayIn(tx, shop.id, { ...body, credentials });
    },
  }),
  logistics: section({
    schema: versioned(LogisticsFieldsSchema),
    part: async (tx, shop) => ({ logistics: await logisticsOf(tx, shop.id) }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shop.id));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureLogisticsIn(tx, shop.id, { ...body, credentials });
    },
  }),
  invoice: section({
    schema: versioned(InvoiceFieldsSchema),
    part: async (tx, shop) => ({ invoice: await invoiceOf(tx, shop.id) }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(invoiceConfigs).where(eq(invoiceConfigs.shopId, shop.id));
      const credentials = keptKeys(body.credentials, stored(row, body.provider, body.environment));
      await configureInvoiceIn(tx, shop.id, { ...body, credentials }, 'console');
    },
  }),
  sms: section({
    // Without a provider, sign-in codes go to the demo outbox, which only a demo server reads: on
    // any other, every shop of the organisation (and its console) could no longer sign anyone in.
    schema: versioned(
      SmsFieldsSchema.superRefine((b, ctx) => {
        if (b.provider === 'none' && !isDemoMode())
          ctx.addIssue({ code: 'custom', path: ['provider'], message: SMS_NONE_REFUSED });
      }),
    ),
    part: async (tx, shop) => ({ sms: await smsOf(tx, shop.orgId) }),
    // One provider sends the codes of every shop of the organisation: the record says so.
    action: 'settings.orgSms',
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(smsConfigs).where(eq(smsConfigs.orgId, shop.orgId));
      const credentials = keptKeys(
        body.credentials,
        row && { same: row.provider === body.provider, credentials: row.credentials },
      );
      await configureSmsIn(tx, shop.orgId, { ...body, credentials });
    },
  }),
  line: section({
    schema: versioned(LineFieldsSchema),
    part: async (tx, shop) => ({ line: await lineOf(tx, shop.id) }),
    async apply(tx, shop, body) {
      const [row] = await tx.select().from(lineChannels).where(eq(lineChannels.shopId, shop.id));
      const credentials = keptKeys(
        body.credentials,
        // A secret belongs to its channel: a new Channel ID never inherits the old one's.
        row && {
          same: row.environment === body.environment && row.channelId === body.channelId,
          credentials: { channelSecret: row.channelSecret },
        },
      );
      await configureLineIn(tx, shop.id, { ...body, credentials }, 'console');
    },
  }),
  modules: section({
    schema: versioned(
      z.object({
        module: z.enum(SHOP_MODULES, { error: `模組須為 ${SHOP_MODULES.join('、')} 之一` }),
        enabled: z.boolean({ error: '請選擇開啟或關閉' }),
      }),
    ),
    part: async (tx, shop) => ({ modules: await modulesOf(tx, shop.id) }),
    apply: (tx, shop, body) => setModuleIn(tx, shop.id, body.module, body.enabled),
  }),
  cashback: section({
    schema: versioned(CashbackFieldsSchema),
    part: async (tx, shop) => ({ cashback: await cashbackOf(tx, shop.id) }),
    apply: (tx, shop, body) => setCashbackIn(tx, shop.id, body),
  }),
  limits: section({
    schema: versioned(LimitsFieldsSchema.superRefine(refineLimits('請給未付款訂單上限或庫存不足門檻'))),
    part: async (tx, shop) => ({ limits: await limitsOf(tx, shop.id) }),
    apply: async (tx, shop, body) => void (await setLimitsIn(tx, shop.id, body)),
  }),
  promotions: section({
    schema: versioned(PromotionFieldsSchema),
    part: async (tx, shop) => ({ promotions: withoutUses(await promotionsOf(tx, shop.id, false)) }),
    apply: async (tx, shop, body) => void (await savePromotionIn(tx, shop.id, body)),
  }),
  promoCodes: section({
    schema: versioned(PromoCodeFieldsSchema),
    part: async (tx, shop) => ({ promoCodes: withoutUses(await promoCodesOf(tx, shop.id)) }),
    apply: async (tx, shop, body) => void (await savePromoCodeIn(tx, shop.id, body)),
  }),
  domains: section({
    schema: versioned(
      z.object({
        action: z.enum(['add', 'remove'], { error: 'action 須為 add 或 remove' }),
        domain: ShopDomainSchema,
      }),
    ),
    part: async (tx, shop) => ({ domains: await domainsOf(tx, shop.id) }),
    async apply(tx, shop, body) {
      await changeDomainIn(tx, shop, body.action, body.domain, DOMAIN_IN_USE);
      // A removed domain is no longer the shop's, yet its pages and lookup are still cached.
      return { removedHosts: body.action === 'remove' ? [body.domain] : [] };
    },
  }),
};
export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
