'use client';
import { Field, taiwanLocal } from './fields';

/** When a promotion or promo code applies: both ends optional, in Taiwan time. */
type Window = { startsAt: string | null; endsAt: string | null };

export const periodText = (p: Window) =>
  p.startsAt || p.endsAt
    ? `${taiwanLocal(p.startsAt).replace('T', ' ') || '即日起'} ～ ${taiwanLocal(p.endsAt).replace('T', ' ') || '不限'}`
    : '不限期間';

export function Period({ p }: { p?: Window }) {
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

/** Switched on is not yet running: a period may not have started, or be over. */
export function runState(p: Window & { enable: boolean }) {
  const now = Date.now();
  const text = !p.enable
    ? '已停用'
    : p.endsAt && Date.parse(p.endsAt) <= now
      ? '已結束'
      : p.startsAt && Date.parse(p.startsAt) > now
        ? '尚未開始'
        : '進行中';
  return <span className={text === '進行中' ? 'text-primary' : 'text-muted'}>{text}</span>;
}
