'use client';

import type { PaymentType } from '@/lib/api/contract';
import { paymentChoices, paymentHint } from '@/lib/checkout/payments';
import type { CheckoutState } from '@/lib/checkout/types';
import { paymentTypeLabel } from '@/lib/order/labels';
import { CheckoutSection } from './CheckoutSection';
import { ChoiceOption } from './ChoiceOption';
import { fieldId } from './fieldIds';

type Props = {
  state: CheckoutState;
  fees: ReadonlyMap<PaymentType, number>;
  error?: string;
  onPayment: (payment: PaymentType) => void;
};

/** Payment choice (spec §4): the types the shop takes, and 免收款 while nothing is left to pay. */
export function PaymentSection({ state, fees, error, onPayment }: Props) {
  const choices = paymentChoices(state.options.payments, state.free);
  return (
    <CheckoutSection id="checkout-payment-section" title="付款方式">
      {choices.length ? (
        <fieldset
          id={fieldId('payment')}
          aria-describedby={error ? `${fieldId('payment')}-error` : undefined}
        >
          <legend className="sr-only">付款方式</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {choices.map((type) => (
              <ChoiceOption
                key={type}
                id={`payment-${type}`}
                name="payment"
                label={paymentTypeLabel(type)}
                description={paymentHint(type, type === 'free' ? 0 : (fees.get(type) ?? 0))}
                checked={state.payment === type}
                onChoose={() => onPayment(type)}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted">商店尚未提供付款方式。</p>
      )}
      {error ? (
        <p id={`${fieldId('payment')}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </CheckoutSection>
  );
}
