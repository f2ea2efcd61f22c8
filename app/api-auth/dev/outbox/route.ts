import { isDemoMode } from '@/lib/server/auth/sms';
import { DomainError } from '@/lib/server/kernel/errors';
import { parseQuery, route } from '@/lib/server/http/route';
import { listOutbox, OutboxQuerySchema } from '@/lib/server/sms/outbox';

export const GET = route(async ({ db, request }) => {
  // Outside demo mode the path does not exist, exactly like any unknown API path.
  if (!isDemoMode()) throw new DomainError('not_found', '找不到此 API 路徑');
  return listOutbox(db, parseQuery(request, OutboxQuerySchema).phone);
});
