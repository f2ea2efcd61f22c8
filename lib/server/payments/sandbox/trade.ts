import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentConfigs } from '../../db/schema';
import { NewebPayCredentialsSchema, type NewebPayCredentials } from '../newebpay/gateway';
import { TAIPEI_OFFSET_MS } from '@/lib/time/taipei';
import { html, page } from './page';

/**
 * What the sandbox gateway's pages share (the hosted payment page, its ATM accounts and store codes):
 * a trade as the MPG form posted it, the merchant's sandbox keys, and the answers' small parts.
 */
export type Trade = {
  credentials: NewebPayCredentials;
  params: URLSearchParams;
  fields: Record<string, string>;
};

export async function sandboxCredentials(db: Db, merchantId: string): Promise<NewebPayCredentials | null> {
  const [row] = await db
    .select({ credentials: paymentConfigs.credentials })
    .from(paymentConfigs)
    .where(
      and(
        eq(paymentConfigs.gateway, 'sandbox'),
        sql`${paymentConfigs.credentials}->>'merchantId' = ${merchantId}`,
      ),
    )
    .limit(1);
  const parsed = NewebPayCredentialsSchema.safeParse(row?.credentials);
  return parsed.success ? parsed.data : null;
}

export const refused = () =>
  page(
    '測試付款',
    html`<h1>無法付款</h1>
      <p>付款資料驗證失敗，請回到商店重新付款。</p>`,
    400,
  );

/** 'YYYY-MM-DD HH:mm:ss' in Taiwan's time, as NewebPay writes its times. */
export function taipeiTime(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
