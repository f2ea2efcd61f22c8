/** Tracking events of spec §9, pushed to the tag manager's data layer under these names. */
type Currency = 'TWD';

type ContentPayload = {
  content_ids: string[];
  content_name: string;
  value: number;
  currency: Currency;
  quantity?: number;
};

type Payloads = {
  PageView: { page_path: string };
  ViewContent: ContentPayload;
  AddToCart: ContentPayload;
  InitiateCheckout: { value: number; currency: Currency; num_items: number };
  Purchase: { value: number; currency: Currency; transaction_id: string };
  Login: { method: string };
};

type TrackingEventName = keyof Payloads;
export type TrackingEvent = {
  [N in TrackingEventName]: { name: N; payload: Payloads[N] };
}[TrackingEventName];

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/**
 * Appends to `window.dataLayer`, creating it when no tag manager has yet: a tag manager loaded
 * later still reads what was pushed before it. Does nothing on the server.
 */
export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push(entry);
}

/** Pushes `{ event: name, ...payload }`, the flat shape tag-manager triggers read. */
export function track({ name, payload }: TrackingEvent): void {
  pushToDataLayer({ event: name, ...payload });
}
