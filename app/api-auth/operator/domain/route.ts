import { changeDomain, DomainBodySchema } from '@/lib/server/shops/domains';
import { operatorActionRoute } from '@/lib/server/operator/route';

// A removed domain is no longer the shop's, yet its pages and lookup are still cached.
export const POST = operatorActionRoute(DomainBodySchema, changeDomain, (body) => [body.domain]);
