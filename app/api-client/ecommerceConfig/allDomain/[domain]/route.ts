import { DomainSchema } from '@/lib/api/contract';
import { param, route } from '@/lib/server/http/route';
import { shopConfigByDomain } from '@/lib/server/shops/config';
import { publicRead } from '@/lib/server/http/publicRead';

export const GET = publicRead(
  route(({ db, params }) => shopConfigByDomain(db, param(params, 'domain', DomainSchema))),
);
