// @ts-check
// The shop API's routes as the file system declares them (app/api-*/**/route.ts, and the test hooks'
// route.testhook.ts, which the test build these scripts run on holds): a route added later is fuzzed
// and probed without anyone having to list it here.
import fs from 'node:fs';
import path from 'node:path';
import { TEST_HOOK_EXTENSION } from '../../lib/build/testHooks.mjs';
import { root } from '../lib.mjs';

const ROUTE_FILE = new RegExp(`^route\\.(ts|js|mjs|${TEST_HOOK_EXTENSION.replaceAll('.', '\\.')})$`);

/** Everything under these folders is the shop API and the console's (the pages live in app/[host], app/-console). */
const API_ROOTS = ['api-client', 'api-auth', 'api-admin', 'api-test'];

/** The methods a route file can implement; Next answers HEAD and OPTIONS by itself. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * @typedef {{ kind: 'static' | 'param' | 'rest', name: string, label: string }} Segment
 * @typedef {{ file: string, template: string, segments: Segment[], methods: string[] }} ApiRoute
 */

/**
 * Which of ROUTE_METHODS a route file exports (`export const GET`, `export const { GET, POST }`, functions).
 * @param {string} source
 */
function exportedMethods(source) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g))
    found.add(/** @type {string} */ (m[1]));
  for (const m of source.matchAll(/export\s+const\s*\{([^}]*)\}/g))
    for (const name of /** @type {string} */ (m[1]).split(','))
      found.add(/** @type {string} */ (name.split(':').pop()).trim());
  return ROUTE_METHODS.filter((method) => found.has(method));
}

/**
 * `[shopId]` → a parameter, `[...rest]` or `[[...rest]]` → the catch-all, anything else → itself.
 * @param {string} name
 * @returns {Segment}
 */
function segmentOf(name) {
  const rest = /^\[(\[?)\.\.\.(\w+)\]?\]$/.exec(name);
  if (rest) return { kind: 'rest', name: /** @type {string} */ (rest[2]), label: name };
  const param = /^\[(\w+)\]$/.exec(name);
  return param
    ? { kind: 'param', name: /** @type {string} */ (param[1]), label: name }
    : { kind: 'static', name, label: name };
}

/** @returns {ApiRoute[]} every API route, sorted by path */
export function apiRoutes() {
  /** @type {ApiRoute[]} */
  const routes = [];
  /**
   * @param {string} dir
   * @param {Segment[]} segments
   */
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, [...segments, segmentOf(entry.name)]);
      else if (ROUTE_FILE.test(entry.name)) {
        routes.push({
          file: path.relative(root, full),
          template: '/' + segments.map((s) => s.label).join('/'),
          segments,
          methods: exportedMethods(fs.readFileSync(full, 'utf8')),
        });
      }
    }
  };
  for (const top of API_ROOTS) {
    const dir = path.join(root, 'app', top);
    if (fs.existsSync(dir)) walk(dir, [{ kind: 'static', name: top, label: top }]);
  }
  return routes.sort((a, b) => a.template.localeCompare(b.template));
}

/**
 * The route's path with each parameter replaced by `values(segment, index)` (already encoded).
 * @param {ApiRoute} route
 * @param {(segment: Segment, index: number, previous: Segment | undefined) => string} values
 */
export function fillPath(route, values) {
  return (
    '/' +
    route.segments
      .map((s, i) => (s.kind === 'static' ? s.name : values(s, i, route.segments[i - 1])))
      .join('/')
  );
}
