import type { PaymentType } from '@/lib/api/contract';

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
    account: { bankCode: string; account: string; accountName: string } | null;
  }[];
  logistics: { provider: string; environment: string; keys: KeysState } | null;
  invoice: { provider: string; environment: string; issueAt: string; keys: KeysState } | null;
  /** The organisation's: one provider sends every shop's sign-in codes. */
  sms: { provider: string; sender: string | null; keys: KeysState } | null;
  line: { environment: string; channelId: string; keys: KeysState } | null;
  modules: Record<'ecommerce' | 'member' | 'cashback', boolean>;
  cashback: { enabled: boolean; addRate: number };
  limits: { openOrders: number; lowStock: number };
  promotions: ({
    id: number;
    name: string;
    kind: 'order_discount' | 'order_free_shipping' | 'product_discount';
    minAmount: number;
    minQuantity: number;
    discount: number;
    productNanoId: string | null;
    productName: string | null;
    enable: boolean;
    /** Orders (not cancelled) it took something off. */
    uses: number;
  } & Window)[];
  promoCodes: ({
    id: number;
    code: string;
    name: string;
    discountType: 'amount' | 'percent';
    value: number;
    minAmount: number;
    usageLimit: number | null;
    perMemberLimit: number | null;
    /** Uses by orders not cancelled. */
    uses: number;
    enable: boolean;
  } & Window)[];
  domains: string[];
  /** What the forms offer: which gateway takes which type, and the names of each provider's keys. */
  options: {
    sandbox: boolean;
    gatewayTypes: Record<string, readonly PaymentType[]>;
    keyFields: {
      gateway: Record<string, string[]>;
      logistics: string[];
      invoice: string[];
      sms: Record<string, string[]>;
      line: string[];
    };
  };
};
