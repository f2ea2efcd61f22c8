import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PhoneSchema, type OutboxSchema } from '@/lib/api/contract';
import { clock } from '../auth/clock';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { SmsSender } from './sender';

/**
 * Demo mode's sender: the text is kept in the outbox, where the demo and the journeys read the code.
 * Nothing is logged: the outbox is the one place a code is kept.
 */
export function outboxSender(db: Db, orgId: number): SmsSender {
  return {
    async send(phone, text) {
      await db.insert(smsOutbox).values({ orgId, phone, text, createdAt: clock.now() });
    },
  };
}

const OUTBOX_LIMIT = 50;

/** The texts sent to one phone, newest first. Without a phone nothing: the outbox is no list of members. */
export async function listOutbox(db: Db, phone: string | undefined): Promise<z.infer<typeof OutboxSchema>> {
  if (!phone) return [];
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(OUTBOX_LIMIT);
  return rows.map((r) => ({ phone: r.phone, text: r.text, sentAt: r.createdAt.toISOString() }));
}

export const OutboxQuerySchema = z.object({ phone: z.optional(PhoneSchema) });
