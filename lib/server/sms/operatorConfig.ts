import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { clock } from '../auth/clock';
import type { Db, DbOrTx } from '../db/client';
import { orgs, smsConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { keysSafe } from '../kernel/keysSafe';
import { OrgKeySchema } from '../shops/identity';
import type { Changed } from '../kernel/changed';
import { SMS_KEYS } from './providers';
import { SMS_PROVIDERS } from '@/lib/console/contract/settings';

/**
 * How an operator gives an organisation its text-message provider with the organisation's keys, or
 * takes it away (`none`). Keys are checked against the provider's own schema and never answered back.
 */

const SMS_CHOICES = [...SMS_PROVIDERS, 'none'] as const;

export const SmsFieldsSchema = z.object({
  provider: z.enum(SMS_CHOICES, { message: `簡訊服務須為 ${SMS_CHOICES.join('、')} 之一` }),
  sender: z.string().trim().min(1).max(20).optional(),
  credentials: z.record(z.string().max(100), z.string().max(500)).nullish(),
});
export const OperatorSmsBodySchema = SmsFieldsSchema.extend({ org: OrgKeySchema });
export type OperatorSmsBody = z.output<typeof OperatorSmsBodySchema>;

export const SMS_KEYS_INVALID = '金鑰不完整或格式不符此簡訊服務';

export async function configureSms(
  db: Db,
  body: OperatorSmsBody,
): Promise<Changed & { org: string; provider: string; sender: string | null }> {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.key, body.org));
  if (!org) throw new DomainError('not_found', `找不到組織 ${body.org}`);
  const sender = await keysSafe('sms', () => configureSmsIn(db, org.id, body));
  // Texts are no shop's page or answer: no cache holds them.
  return { changedShops: [], org: body.org, provider: body.provider, sender };
}

export type SmsFields = z.output<typeof SmsFieldsSchema>;

/**
 * Sets or takes away the organisation's text-message provider; the caller runs it under keysSafe.
 * Answers the sender kept.
 */
export async function configureSmsIn(db: DbOrTx, orgId: number, body: SmsFields): Promise<string | null> {
  if (body.provider === 'none') {
    await db.delete(smsConfigs).where(eq(smsConfigs.orgId, orgId));
    return null;
  }
  const keys = SMS_KEYS[body.provider].safeParse(body.credentials);
  // The schema's own issues would quote what was given: the operator hears only that it does not fit.
  if (!keys.success) throw new DomainError('invalid', SMS_KEYS_INVALID);
  const values = {
    provider: body.provider,
    sender: body.sender ?? null,
    credentials: keys.data as Record<string, string>,
    updatedAt: clock.now(),
  };
  await db
    .insert(smsConfigs)
    .values({ orgId, ...values })
    .onConflictDoUpdate({ target: smsConfigs.orgId, set: values });
  return values.sender;
}
