import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PhoneSchema, type OutboxSchema } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { clock } from './clock';
import { maskPhone } from './phone';

/** Where texts go. A real SMS gateway implements this; the default only records them. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** Demo and test servers show sent texts in the outbox; a production server never stores them. */
export const isDemoMode = () => process.env.STOREFRONT_DEMO_MODE === '1';

export function otpText(brand: string, code: string): string {
  return `【${brand}】您的驗證碼為 ${code}，5 分鐘內有效。請勿將驗證碼提供給他人。`;
}

/** The default sender: the server log (phone masked, code shown) and, in demo mode, the outbox. */
export function defaultSmsSender(db: Db, orgId: number): SmsSender {
  return {
    async send(phone, text) {
      console.info(`[sms] to ${maskPhone(phone)}: ${text}`);
      if (isDemoMode()) await db.insert(smsOutbox).values({ orgId, phone, text, createdAt: clock.now() });
    },
  };
}

const OUTBOX_LIMIT = 50;

export async function listOutbox(db: Db, phone: string | undefined): Promise<z.infer<typeof OutboxSchema>> {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({ phone: r.phone, text: r.text, sentAt: r.createdAt.toISOString() }));
}

export const OutboxQuerySchema = z.object({ phone: z.optional(PhoneSchema) });
