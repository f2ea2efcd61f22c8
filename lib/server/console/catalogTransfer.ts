import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '@/lib/server/kernel/errors';
import { parse } from '../http/route';
import { uploadProblem, MAX_UPLOAD_PICTURE_BYTES } from '../media/picture';
import { importCatalogInto, MAX_CATALOG_CHARS, type ImportResult } from '../catalog/import';
import { recordChange } from '../staff/changes';
import type { StaffSession } from '../staff/session';
import { assertPictures } from '../media/pictureRule';

/**
 * The console's import: the catalog file and the pictures it names, chosen in the browser. The
 * browser uploads each picture through the media route first (5 MB each, no SVG) and sends their
 * addresses in `uploaded`, so the body stays small whatever the pictures weigh. Pictures may also
 * travel in the body in base64 (`pictures`), held to the same rule, within the body's 6 MB.
 */
export const ConsoleImportSchema = z.object({
  fileName: z.string().trim().min(1).max(300).default('catalog.json'),
  text: z.string({ error: '請選擇目錄檔' }).max(MAX_CATALOG_CHARS, { error: '目錄檔超過 2 MB' }),
  /** By the path the file names them with, in base64. */
  pictures: z
    .record(
      z.string().max(300),
      z.string().max(Math.ceil((MAX_UPLOAD_PICTURE_BYTES * 4) / 3) + 4, { error: '圖片超過 5 MB' }),
    )
    .default({}),
  /** By the path the file names them with, the address the media route answered. */
  uploaded: z.record(z.string().max(300), z.string().max(300)).default({}),
});

export function parseImportBody(text: string): z.output<typeof ConsoleImportSchema> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new DomainError('invalid', '請求內容不是有效的 JSON');
  }
  return parse(ConsoleImportSchema, body);
}

/** Imports into the signed-in shop, all or nothing, recorded with the counts in the same transaction. */
export async function importIntoShop(
  db: Db,
  session: StaffSession,
  body: z.output<typeof ConsoleImportSchema>,
): Promise<ImportResult> {
  const shopId = session.shop.id;
  return importCatalogInto(db, body, async () => ({ id: shopId }), {
    problemOf: uploadProblem,
    uploaded: async (tx) => {
      const entries = Object.entries(body.uploaded);
      await assertPictures(
        tx,
        shopId,
        entries.map(([path, url]) => ({ path: `uploaded.${path}`, url })),
      );
      return new Map(entries);
    },
    recorded: (tx, result) =>
      recordChange(tx, session.actor, {
        shopId,
        objectType: 'shop',
        objectId: shopId,
        action: 'catalog-import',
        after: {
          fileName: body.fileName,
          created: result.created,
          updated: result.updated,
          removedStocks: result.removedStocks,
        },
      }),
  });
}
