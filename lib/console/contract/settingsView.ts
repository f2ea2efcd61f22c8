import type { PaymentType } from '@/lib/api/contract';
import type { PromoCodeFields, PromotionFields } from './promotions';
import type {
  AtmAccount,
  InvoiceEnvironment,
  InvoiceMoment,
  InvoiceProvider,
  LineEnvironment,
  ShopModule,
  SmsProvider,
} from './settings';

/*
 * The settings as the console API answers them: the server builds this shape, the console's pages
 * read it (lib/console/contract holds both sides' types).
 */

/** Whether a provider's keys are stored. Keys are write-only: no answer carries any of their values. */
export type KeysState = { set: boolean };

type Window = { startsAt: string | null; endsAt: string | null };

/**
 * Every setting of a shop as the console API answers it (GET /api-admin/{shopId}/settings, and every
 * settings save): `version` is the one each save names (shop_configs.version).
 */
export type SettingsView = {
  version: number;
  /** What still keeps shoppers from checking out. */
  gaps: string[];
  deliveries: {
    id: number;
    name: string;
    type: string;
    chain: string | null;
    fee: number;
    freeOver: number | null;
    collection: boolean;
    enabled: boolean;
    branches: { name: string; address: string; opens: string; closes: string }[];
  }[];
  payments: {
    type: PaymentType;
    enabled: boolean;
    fee: number;
    gateway: string | null;
    environment: string;
    keys: KeysState;
    account: AtmAccount | null;
  }[];
  logistics: { provider: string; environment: string; keys: KeysState } | null;
  invoice: {
    provider: InvoiceProvider;
    environment: InvoiceEnvironment;
    issueAt: InvoiceMoment;
    keys: KeysState;
  } | null;
  /** The organisation's: one provider sends every shop's sign-in codes. */
  sms: { provider: SmsProvider; sender: string | null; keys: KeysState } | null;
  line: { environment: LineEnvironment; channelId: string; keys: KeysState } | null;
  modules: Record<ShopModule, boolean>;
  cashback: { enabled: boolean; addRate: number };
  limits: { openOrders: number; lowStock: number };
  promotions: (Pick<
    PromotionFields,
    'name' | 'kind' | 'minAmount' | 'minQuantity' | 'discount' | 'productNanoId' | 'enable'
  > & {
    id: number;
    productName: string | null;
    /** Orders (not cancelled) it took something off. */
    uses: number;
  } & Window)[];
  promoCodes: (Pick<
    PromoCodeFields,
    'code' | 'name' | 'discountType' | 'value' | 'minAmount' | 'usageLimit' | 'perMemberLimit' | 'enable'
  > & {
    id: number;
    /** Uses by orders not cancelled. */
    uses: number;
  } & Window)[];
  domains: string[];
  /** What the forms offer: which gateway takes which type, and the names of each provider's keys. */
  options: {
    sandbox: boolean;
    /** A demo server: sign-in codes may go to the demo outbox instead of a text-message provider. */
    demo: boolean;
    gatewayTypes: Record<string, readonly PaymentType[]>;
    keyFields: {
      gateway: Record<string, string[]>;
      logistics: string[];
      invoice: string[];
      sms: Record<SmsProvider, string[]>;
      line: string[];
    };
  };
};
