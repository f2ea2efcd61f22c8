import { MapStoreSchema, type MapStore } from '@/lib/api/contract';
import type { CheckoutDraft } from './draft';

/**
 * The checkout draft and the store picked on the map, in this tab's session storage: they only
 * bridge a trip to the store map and back. Unreadable or missing storage just means no draft.
 */
const draftKey = (shopId: number) => `checkout-draft:${shopId}`;
const pickKey = (shopId: number) => `checkout-cvs-pick:${shopId}`;

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the checkout starts from the saved history instead.
  }
}

export const saveDraft = (shopId: number, draft: CheckoutDraft) => write(draftKey(shopId), draft);

/** Read once: a draft is for the next checkout screen only. */
export function takeDraft(shopId: number): CheckoutDraft | null {
  const draft = read(draftKey(shopId)) as CheckoutDraft | null;
  write(draftKey(shopId), null);
  return draft && typeof draft === 'object' && typeof draft.savedAt === 'number' ? draft : null;
}

export const savePickedStore = (shopId: number, token: string, store: MapStore) =>
  write(pickKey(shopId), { token, store });

export function takePickedStore(shopId: number): { token: string; store: MapStore } | null {
  const value = read(pickKey(shopId)) as { token?: unknown; store?: unknown } | null;
  write(pickKey(shopId), null);
  const store = MapStoreSchema.safeParse(value?.store);
  return store.success && typeof value?.token === 'string' ? { token: value.token, store: store.data } : null;
}
