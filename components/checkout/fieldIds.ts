import type { CheckoutField } from '@/lib/checkout/validate';

/** The element of each checked field: an input, or the fieldset of a group of radios. */
export const fieldId = (field: CheckoutField) => `checkout-${field.replace('.', '-')}`;

/** Moves focus to the field to fix, or into its group of radios. */
export function focusField(field: CheckoutField): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(fieldId(field));
    const target =
      el instanceof HTMLFieldSetElement
        ? (el.querySelector<HTMLInputElement>('input:checked:not([disabled])') ??
          el.querySelector<HTMLInputElement>('input:not([disabled])'))
        : el;
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  });
}
