// @ts-check
// One probe: a request that must not reach what it names. Its verdict says whether it was refused as
// expected, and whether the answer gave away anything it must not (a leak).
import { jsonOf, send } from './client.mjs';

/**
 * What a probe accepts:
 * - refused: 401, 403 or 404
 * - refusedOrEmpty: that, or a success with nothing in it (an empty list, a count of 0)
 * - rejected: any 4xx (a write refused for its content or its sender)
 * - own: a success is fine (the caller's own data); only the markers decide
 * @typedef {'refused' | 'refusedOrEmpty' | 'rejected' | 'own'} Expectation
 * @typedef {{
 *   method?: string,
 *   path: string,
 *   host?: string,
 *   token?: string,
 *   body?: unknown,
 *   contentType?: string,
 *   headers?: Record<string, string>,
 * }} ProbeRequest A request of a probe: a JSON body unless it is a string already.
 * @typedef {{
 *   group: string,
 *   label: string,
 *   expect: Expectation,
 *   status: number,
 *   leak: boolean,
 *   ok: boolean,
 *   note: string,
 * }} ProbeResult
 */

/**
 * Nothing in it: null, '', 0, false, [], or an object of such values ({ count: 0 }).
 * @param {unknown} value
 * @returns {boolean}
 */
function isEmpty(value) {
  if (value === null || value === undefined || value === '' || value === 0 || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/**
 * Probes against one server; each answer is searched for `markers` (the texts of the party probed:
 * its product names, order numbers, receiver and address…).
 * @param {string} base
 */
export function createProber(base) {
  /** @type {ProbeResult[]} */
  const results = [];
  /**
   * @param {string} group
   * @param {string} label
   * @param {ProbeRequest} request
   * @param {Expectation} expect
   * @param {string[]} markers
   */
  async function probe(group, label, request, expect, markers) {
    const answer = await send(base, {
      method: request.method ?? 'GET',
      path: request.path,
      host: request.host,
      headers: {
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...(request.body !== undefined ? { 'content-type': request.contentType ?? 'application/json' } : {}),
        ...request.headers,
      },
      body:
        request.body === undefined
          ? undefined
          : typeof request.body === 'string'
            ? request.body
            : JSON.stringify(request.body),
    }).catch((/** @type {Error} */ error) => ({ status: 0, text: String(error.message), headers: {} }));
    const body = jsonOf(answer);
    // An answer may repeat what the request itself said (a 404 page names its path): not a leak.
    const asked = `${request.path} ${typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? '')}`;
    const found = markers.filter((m) => answer.text.includes(m) && !asked.includes(m));
    const refused = [401, 403, 404].includes(answer.status);
    const ok2xx = answer.status >= 200 && answer.status < 300;
    const leak =
      found.length > 0 ||
      (expect === 'refused' && ok2xx) ||
      (expect === 'refusedOrEmpty' && ok2xx && !isEmpty(body));
    const expected =
      expect === 'refused'
        ? refused
        : expect === 'refusedOrEmpty'
          ? refused || (ok2xx && isEmpty(body))
          : expect === 'rejected'
            ? answer.status >= 400 && answer.status < 500
            : answer.status > 0 && answer.status < 500;
    /** @type {ProbeResult} */
    const result = {
      group,
      label,
      expect,
      status: answer.status,
      leak,
      ok: expected && !leak,
      note: found.length
        ? `answer contains ${found.slice(0, 3).join(', ')}`
        : leak
          ? 'answered with data'
          : answer.status
            ? ''
            : answer.text,
    };
    results.push(result);
    return { ...result, body, answer };
  }
  return { probe, results };
}
