import { eq } from 'drizzle-orm';
import { isDemoMode } from '../auth/sms';
import type { OrgRef } from '../auth/org';
import { maskPhone } from '../auth/phone';
import type { Db } from '../db/client';
import { smsConfigs } from '../db/schema';
import { DomainError } from '@/lib/server/kernel/errors';
import { outboxSender } from './outbox';
import { senderFor } from './providers';
import { SMS_FAILED, SMS_NOT_CONFIGURED, SmsSendError, type SmsSender } from './sender';

/** How an organisation's texts go out, and the name they start with. */
export type SmsRoute = { sender: SmsSender; brand: string };

/**
 * The organisation's provider; without one, the outbox in demo mode and otherwise a 503, asked
 * before a code is made or any budget is spent.
 */
export async function smsRouteFor(db: Db, org: OrgRef): Promise<SmsRoute> {
  const [config] = await db.select().from(smsConfigs).where(eq(smsConfigs.orgId, org.id));
  if (!config) {
    if (isDemoMode()) return { sender: outboxSender(db, org.id), brand: org.brand };
    throw new DomainError('unavailable', SMS_NOT_CONFIGURED);
  }
  const sender = senderFor(config.provider, config.credentials);
  if (!sender) {
    log({ event: 'keys-invalid', provider: config.provider, org: org.id });
    throw new DomainError('unavailable', SMS_NOT_CONFIGURED);
  }
  return { sender: logged(sender, config.provider, org.id), brand: config.sender ?? org.brand };
}

/** A failure reaches the log with the provider's verdict and a masked phone; never the text. */
function logged(sender: SmsSender, provider: string, org: number): SmsSender {
  return {
    async send(phone, text) {
      try {
        await sender.send(phone, text);
      } catch (error) {
        const outcome = error instanceof SmsSendError ? error.outcome : 'error';
        log({ event: 'send-failed', provider, outcome, org, phone: maskPhone(phone) });
        throw new DomainError('upstream', SMS_FAILED);
      }
    },
  };
}

function log(fields: Record<string, string | number>): void {
  console.error(JSON.stringify({ scope: 'sms', ...fields }));
}
