'use client';
import { taiwanLocal } from '@/lib/console/settings/formValues';
import { promotionState, type PromotionWindow } from '@/lib/console/settings/promotionWindow';
import { Field } from './fields';

export function Period({ p }: { p?: PromotionWindow }) {
  return (
    <>
      <Field
        label="開始（選填，台灣時間）"
        name="startsAt"
        type="datetime-local"
        defaultValue={taiwanLocal(p?.startsAt ?? null)}
      />
      <Field
        label="結束（選填，台灣時間）"
        name="endsAt"
        type="datetime-local"
        defaultValue={taiwanLocal(p?.endsAt ?? null)}
      />
    </>
  );
}

/** Where it stands now, as the owner reads it. */
export function runState(p: PromotionWindow & { enable: boolean }) {
  const text = promotionState(p, Date.now());
  return <span className={text === '進行中' ? 'text-primary' : 'text-muted'}>{text}</span>;
}
