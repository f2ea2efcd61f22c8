import { DomainSchema } from '@/lib/api/contract';
import { param, route } from '@/lib/server/http/route';
import { shopConfigByDomain } from '@/lib/server/shops/config';

export const GET = route(({ db, params }) => shopConfigByDomain(db, param(params, 'domain', DomainSchema)));
