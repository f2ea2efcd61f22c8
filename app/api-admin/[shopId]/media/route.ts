import { MAX_UPLOAD_BODY } from '@/lib/serving/contract';
import { consoleRoute } from '@/lib/server/console/route';
import { readBodyBytes } from '@/lib/server/kernel/body';
import { uploadProblem } from '@/lib/server/media/picture';
import { storePicture } from '@/lib/server/media/store';

/**
 * POST /api-admin/{shopId}/media, the picture's bytes as the body (any content type: the type is
 * read from the bytes): stores it and answers `{ url }`, the address products, categories, banners
 * and the logo then name. At most 5 MB, PNG, JPEG, GIF or WebP, within the pixel limits
 * (lib/server/media/picture.ts), and within the shop's quota (lib/server/media/store.ts).
 */
export const POST = consoleRoute('catalog', async ({ db, request, session }) => ({
  url: await storePicture(db, session.shop.id, await readBodyBytes(request, MAX_UPLOAD_BODY), uploadProblem),
}));
