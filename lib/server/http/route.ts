import 'server-only';
import { z } from 'zod';
import { getDb, type Db } from '../db/client';
import { findShop, type ShopRef } from '../shops/find';
import { throwInjectedFault } from './faults';
import { JSON_BODY_LIMIT, readBody } from '../kernel/body';
import { DomainError, fieldError } from '@/lib/server/kernel/errors';
import { NUL_MESSAGE, nulPath } from '../kernel/nul';
import { errorResponse, json } from './respond';

z.config(z.locales.zhTW());

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };

export type RouteInput = { request: Request; params: Params; db: Db };
export type ShopRouteInput = RouteInput & { shop: ShopRef };

/** Wraps a handler: the data it returns becomes the JSON body (a Response is sent as it is); any failure becomes `{ msg }`. */
export function route<T>(fn: (input: RouteInput) => Promise<T>) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      const params = await context.params;
      const result = await fn({ request, params, db: await getDb() });
      // A handler that answers a gateway or a browser form shapes its own response.
      return result instanceof Response ? result : json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** A handler under /{shopId}: the shop is validated and loaded first; an unknown shop is a 404. */
export function shopRoute<T>(fn: (input: ShopRouteInput) => Promise<T>) {
  return route(async (input) => {
    const shop = await findShop(input.db, parse(ShopIdSchema, input.params.shopId, '商店編號'));
    throwInjectedFault(shop.id, input.request.url);
    return fn({ ...input, shop });
  });
}

export const ShopIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Any schema: the contract's (zod/mini) or one of the server's own (zod); both share zod's core. */
type Schema = z.core.$ZodType;

/** Validates one value with a contract schema; failures are a 400 naming the field. */
export function parse<S extends Schema>(schema: S, value: unknown, label?: string): z.output<S> {
  const nul = nulPath(value);
  if (nul) throw invalid(nul, label, NUL_MESSAGE);
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(issue.path, label, issue.message);
}

function invalid(path: readonly PropertyKey[], label: string | undefined, message: string): DomainError {
  const full = path.length ? path.map(String).join('.') : label;
  // A path into a deeply nested body would make the message as long as the body.
  const where = full && full.length > 80 ? `…${full.slice(-80)}` : full;
  return where ? fieldError(where, message) : new DomainError('invalid', message);
}

export function parseQuery<S extends Schema>(request: Request, schema: S): z.output<S> {
  return parse(schema, Object.fromEntries(new URL(request.url).searchParams));
}

export async function parseBody<S extends Schema>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await readBody(request, JSON_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError('invalid', '請求內容不是有效的 JSON');
  }
  return parse(schema, body);
}

/** A single path parameter, validated. */
export function param<S extends Schema>(params: Params, name: string, schema: S): z.output<S> {
  return parse(schema, params[name], name);
}
