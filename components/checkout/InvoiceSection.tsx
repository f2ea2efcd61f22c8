'use client';

import { SelectField, TextField } from '@/components/auth/Field';
import type { CarrierType } from '@/lib/api/contract';
import type { InvoiceForm } from '@/lib/checkout/types';
import type { CheckoutField } from '@/lib/checkout/validate';
import { CheckoutSection } from './CheckoutSection';
import { ChoiceOption } from './ChoiceOption';
import { fieldId } from './fieldIds';

const CARRIERS: { value: CarrierType; label: string }[] = [
  { value: 'member', label: '會員載具' },
  { value: 'mobile', label: '手機條碼載具' },
  { value: 'citizen', label: '自然人憑證載具' },
  { value: 'donation', label: '捐贈發票' },
];

/** The number each carrier needs, how it is named and what it looks like. */
const CARRIER_NUMBER: Record<
  Exclude<CarrierType, 'member'>,
  { label: string; hint: string; upper: boolean }
> = {
  mobile: { label: '手機條碼', hint: '/ 加 7 碼英數字，例如 /ABC1234', upper: true },
  citizen: { label: '自然人憑證條碼', hint: '2 碼英文加 14 碼數字', upper: true },
  donation: { label: '捐贈碼', hint: '受贈機關或團體的愛心碼，3 至 7 碼數字', upper: false },
};

type Props = {
  invoice: InvoiceForm;
  errorFor: (field: CheckoutField) => string | undefined;
  onChange: (patch: Partial<InvoiceForm>) => void;
};

/** The e-invoice (spec §3, §4), shown only when the shop issues invoices: B2C by default, or B2B. */
export function InvoiceSection({ invoice, errorFor, onChange }: Props) {
  const carrier = invoice.carrierType === 'member' ? null : CARRIER_NUMBER[invoice.carrierType];
  return (
    <CheckoutSection id="checkout-invoice-section" title="電子發票">
      <fieldset id={fieldId('invoice.type')}>
        <legend className="sr-only">發票類型</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceOption
            id="invoice-B2C"
            name="invoiceType"
            label="個人電子發票"
            description="二聯式，可存入載具或捐贈"
            checked={invoice.type === 'B2C'}
            onChoose={() => onChange({ type: 'B2C' })}
          />
          <ChoiceOption
            id="invoice-B2B"
            name="invoiceType"
            label="公司電子發票"
            description="三聯式，需填統一編號"
            checked={invoice.type === 'B2B'}
            onChoose={() => onChange({ type: 'B2B' })}
          />
        </div>
      </fieldset>
      {invoice.type === 'B2C' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id={fieldId('invoice.carrierType')}
            label="載具類型"
            placeholder="請選擇載具"
            options={CARRIERS}
            value={invoice.carrierType}
            onChange={(e) =>
              onChange({ carrierType: (e.target.value || 'member') as CarrierType, carrierNum: '' })
            }
            error={errorFor('invoice.carrierType')}
          />
          {carrier ? (
            <TextField
              id={fieldId('invoice.carrierNum')}
              label={carrier.label}
              required
              autoCapitalize={carrier.upper ? 'characters' : 'off'}
              inputMode={carrier.upper ? 'text' : 'numeric'}
              maxLength={20}
              value={invoice.carrierNum}
              onChange={(e) =>
                onChange({ carrierNum: carrier.upper ? e.target.value.toUpperCase() : e.target.value })
              }
              hint={carrier.hint}
              error={errorFor('invoice.carrierNum')}
            />
          ) : null}
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            id={fieldId('invoice.customerIdentifier')}
            label="統一編號"
            inputMode="numeric"
            maxLength={8}
            required
            value={invoice.customerIdentifier}
            onChange={(e) => onChange({ customerIdentifier: e.target.value.trim() })}
            error={errorFor('invoice.customerIdentifier')}
          />
          <TextField
            id={fieldId('invoice.customerName')}
            label="公司名稱"
            autoComplete="organization"
            maxLength={100}
            required
            value={invoice.customerName}
            onChange={(e) => onChange({ customerName: e.target.value })}
            error={errorFor('invoice.customerName')}
          />
        </div>
      )}
    </CheckoutSection>
  );
}
