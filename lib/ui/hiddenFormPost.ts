import type { PaymentInfo } from '@/lib/api/contract';

/**
 * The hidden form post of spec §7: the browser leaves for a gateway (or a store map) by submitting
 * hidden fields to its address, as those services require a POST from the shopper's own browser.
 */
export function submitHiddenForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** Sends the shopper on to pay, however the gateway wants to be reached. */
export function goToGateway(info: PaymentInfo): void {
  if (info.kind === 'form') submitHiddenForm(info.action, info.fields);
  else window.location.assign(info.url);
}
