import { json } from './respond';

/** Any path the shop API does not know answers like the rest of the API: a JSON `{ msg, code }`. */
const unknown = async () => json({ msg: '找不到此 API 路徑', code: 'not_found' }, 404);

export const unknownPath = { GET: unknown, POST: unknown, PUT: unknown, PATCH: unknown, DELETE: unknown };
