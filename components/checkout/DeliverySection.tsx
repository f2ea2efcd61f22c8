'use client';

import { SelectField, TextField } from '@/components/auth/Field';
import { selectedDelivery } from '@/lib/checkout/choices';
import { canChooseDelivery, deliveriesFor, deliveryNote } from '@/lib/checkout/deliveries';
import type { CheckoutState } from '@/lib/checkout/types';
import type { CheckoutField } from '@/lib/checkout/validate';
import { CheckoutSection } from './CheckoutSection';
import { CvsStorePicker } from './CvsStorePicker';
import { ChoiceOption } from './ChoiceOption';
import { fieldId } from './fieldIds';

type Props = {
  state: CheckoutState;
  errorFor: (field: CheckoutField) => string | undefined;
  onDelivery: (id: number) => void;
  onBranch: (id: number | null) => void;
  onPickupTime: (value: string) => void;
  /** Leaves for the store map of the chosen convenience-store delivery. */
  onPickStore: () => void;
  openingMap: boolean;
};

/** Delivery choice (spec §4): home delivery, store pickup with branch and time, convenience stores. */
export function DeliverySection({
  state,
  errorFor,
  onDelivery,
  onBranch,
  onPickupTime,
  onPickStore,
  openingMap,
}: Props) {
  const all = state.options.deliveries;
  const listed = deliveriesFor(all, state.payment);
  const codHidesSome = listed.length < deliveriesFor(all, null).length;
  const chosen = selectedDelivery(state);
  const branches = chosen?.type === 'store' ? chosen.EcommerceDeliveryBranches : [];
  const branch = branches.find((b) => b.id === state.branchId);
  const error = errorFor('delivery');

  return (
    <CheckoutSection id="checkout-delivery-section" title="配送方式">
      {listed.length ? (
        <fieldset
          id={fieldId('delivery')}
          aria-describedby={error ? `${fieldId('delivery')}-error` : undefined}
        >
          <legend className="sr-only">配送方式</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {listed.map((d) => (
              <ChoiceOption
                key={d.id}
                id={`delivery-${d.id}`}
                name="delivery"
                label={d.name}
                description={deliveryNote(d)}
                checked={state.delivery === d.id}
                disabled={!canChooseDelivery(d)}
                onChoose={() => onDelivery(d.id)}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted">商店尚未提供配送方式。</p>
      )}
      {error ? (
        <p id={`${fieldId('delivery')}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {state.payment === 'COD' && codHidesSome ? (
        <p className="mt-2 text-sm text-muted">貨到付款僅能搭配可代收貨款的配送方式。</p>
      ) : null}
      {chosen?.type === 'cvs' ? (
        <CvsStorePicker
          store={state.mapToken ? state.cvsStore : null}
          error={errorFor('cvsStore')}
          opening={openingMap}
          onPick={onPickStore}
        />
      ) : null}
      {chosen?.type === 'store' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id={fieldId('branch')}
            label="取貨門市"
            required
            value={state.branchId ?? ''}
            onChange={(e) => onBranch(e.target.value ? Number(e.target.value) : null)}
            options={branches.map((b) => ({
              value: String(b.id),
              label: `${b.name}（${b.openTime}–${b.closeTime}）`,
            }))}
            hint={branch?.address}
            error={errorFor('branch')}
          />
          <TextField
            id={fieldId('pickupTime')}
            label="取貨時間"
            type="time"
            required
            min={branch?.openTime}
            max={branch?.closeTime}
            value={state.pickupTime}
            onChange={(e) => onPickupTime(e.target.value)}
            hint={branch ? `營業時間 ${branch.openTime}–${branch.closeTime}` : '請先選擇取貨門市'}
            error={errorFor('pickupTime')}
          />
        </div>
      ) : null}
    </CheckoutSection>
  );
}
