// @ts-check
// Buyers in a closed loop, each on a keep-alive connection of its own that it keeps from the warm-up
// through the measured seconds, as a shopper's browser keeps its connection to the shop. Used by
// `npm run bench` for the checkout rows.
//
// Why not autocannon there: its warm-up run and measured run are separate, so the measured run opens
// every connection anew while the server is still busy with the warm-up's last requests. A server
// whose one thread is saturated takes new connections slowly (measured: the kernel's accept queue
// held all 50 and emptied about one per 100 ms on the embedded database, while the open connections
// were served), so the first requests of the measured run waited up to 5 s and made its p99. That is
// a property of connection set-up under overload (see docs/performance.md), not of the checkout.
import http from 'node:http';

/**
 * Runs `connections` loops against `url` (POST `body`), `headersOf(i)` giving loop i's headers, for
 * `warmSeconds` unmeasured and `seconds` measured. Measured are the requests that started within
 * the measured seconds, each to its answer (the last ones finish after them, so a slow request is
 * never left out); `failures` counts answers that are not 2xx, errors and timeouts.
 * @param {{
 *   url: string,
 *   body: string,
 *   headersOf: (i: number) => http.OutgoingHttpHeaders,
 *   connections: number,
 *   warmSeconds?: number,
 *   seconds: number,
 *   timeoutMs: number,
 * }} options
 */
export async function closedLoop({ url, body, headersOf, connections, warmSeconds = 2, seconds, timeoutMs }) {
  const target = new URL(url);
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  const start = performance.now();
  const measureFrom = start + warmSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  /** Every request, the warm-up's too (the bench divides CPU read around the whole loop by it). */
  let total = 0;

  /**
   * @param {number} i
   * @returns {Promise<boolean>}
   */
  const once = (i) =>
    new Promise((resolve) => {
      const req = http.request(
        target,
        { method: 'POST', agent: agents[i], headers: headersOf(i), timeout: timeoutMs },
        (res) => {
          res.resume();
          const status = /** @type {number} */ (res.statusCode);
          res.once('end', () => resolve(status >= 200 && status < 300));
          res.once('error', () => resolve(false));
        },
      );
      req.once('timeout', () => req.destroy(new Error('timeout')));
      req.once('error', () => resolve(false));
      req.end(body);
    });

  await Promise.all(
    agents.map(async (_, i) => {
      while (performance.now() < end) {
        const began = performance.now();
        const ok = await once(i);
        const ended = performance.now();
        total++;
        if (began < measureFrom) continue;
        latencies.push(ended - began);
        if (!ok) failures++;
      }
    }),
  );
  for (const agent of agents) agent.destroy();

  latencies.sort((a, b) => a - b);
  /** @param {number} q */
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    total,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? 0),
    failures,
  };
}
