// @ts-check
// A change as it travels between server processes (PostgreSQL NOTIFY, Redis pub/sub): JSON of the
// change and the process that made it, as lib/server/revalidate/announce.ts writes it. Pure, tested
// in payload.test.mjs.

/** @typedef {{ shops: number[], hosts: string[], tags: string[] }} Change */

/**
 * The change in a message, or null when it is not one (anyone who may write to the database or the
 * channel can send anything).
 * @param {string} raw
 * @returns {{ change: Change, from: string } | null}
 */
export function decodeChange(raw) {
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { shops, hosts, tags, from } = value;
  const names = (/** @type {unknown} */ list) =>
    Array.isArray(list) &&
    list.every((item) => typeof item === 'string' && item.length > 0 && item.length <= 300);
  if (!Array.isArray(shops) || !shops.every((id) => Number.isSafeInteger(id) && id > 0)) return null;
  if (!names(hosts) || !names(tags) || typeof from !== 'string') return null;
  return { change: { shops, hosts, tags }, from };
}
