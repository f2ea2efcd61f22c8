'use client';
import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { consoleFetch, consoleResponse, type ConsoleReply } from '@/lib/console/client';
import { Status } from '../Status';
import { uploadPicture } from '../uploadPicture';
import { buttonPrimary, buttonSecondary, card, input, label } from '../styles';
import { useSave } from '../useSave';

type Counts = Record<'categoryGroups' | 'categories' | 'activities' | 'products' | 'stocks', number>;
type Imported = { created: Counts; updated: Counts; removedStocks: number };

/**
 * The catalog file (the one the operator's `catalog import` reads): download the shop's, or import
 * one with the pictures it names, chosen together. A picture is matched by its file name to the path
 * the file writes; pictures the shop already shows need not be chosen.
 */
export function CatalogTransfer({ shopId }: { shopId: number }) {
  const router = useRouter();
  const id = useId();
  const { busy, notice, run, refuse } = useSave(shopId, {}, { keep: true });

  async function download(): Promise<void> {
    const response = await consoleResponse(shopId, '/catalog/export');
    if (!response?.ok) return refuse('匯出失敗，請稍後再試');
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'catalog.json';
    const url = URL.createObjectURL(await response.blob());
    Object.assign(document.createElement('a'), { href: url, download: name }).click();
    URL.revokeObjectURL(url);
  }

  /** The pictures the file names, uploaded first through the media route, then the import. */
  async function send(file: File, chosen: File[]): Promise<ConsoleReply<Imported>> {
    const text = await file.text();
    // Each picture under every path the file names with its file name (a/b/tea.png ← tea.png),
    // uploaded (5 MB each) before the import is sent their addresses.
    const named = [...text.matchAll(/"([^"\\]+\.(?:png|jpe?g|gif|webp|svg))"/gi)].map((m) => m[1]!);
    const uploaded: Record<string, string> = {};
    for (const picture of chosen) {
      const paths = named.filter((path) => path === picture.name || path.endsWith(`/${picture.name}`));
      if (!paths.length) continue;
      const sent = await uploadPicture(shopId, picture);
      if (!sent.ok)
        return { ok: false, status: 0, code: 'picture', message: `${picture.name}：${sent.message}` };
      for (const path of paths) uploaded[path] = sent.url;
    }
    return consoleFetch<Imported>(shopId, '/catalog/import', {
      method: 'POST',
      body: { fileName: file.name, text, uploaded },
    });
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || !file.size) return refuse('請選擇目錄檔');
    const chosen = data.getAll('pictures').filter((p): p is File => p instanceof File && p.size > 0);
    const done = ({ created, updated, removedStocks }: Imported) =>
      `已匯入：新增 ${created.products} 件、更新 ${updated.products} 件商品；新增 ${created.categories} 個、更新 ${updated.categories} 個分類；${removedStocks} 個規格下架`;
    if (await run(() => send(file, chosen), done)) router.refresh();
  }

  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mt-6`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        目錄檔匯入與匯出
      </h2>
      <p className="mt-1 text-sm text-muted">
        匯出的檔案可直接再匯入；匯入只新增與更新，不刪除檔案中沒有的商品。匯出檔中的庫存只套用您改動的增減，匯出後售出的數量不會被還原。
      </p>
      <div className="mt-3">
        <button type="button" className={buttonSecondary} disabled={busy} onClick={() => download()}>
          匯出目錄檔
        </button>
      </div>
      <form onSubmit={upload} className="mt-4 grid gap-3 sm:grid-cols-3">
        <label className={label}>
          目錄檔（JSON）
          <input name="file" type="file" accept="application/json,.json" required className={input} />
        </label>
        <label className={label}>
          圖片（可多選，每張 5 MB 內）
          <input
            name="pictures"
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp"
            className={input}
          />
        </label>
        <div className="flex items-end">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? '匯入中…' : '匯入'}
          </button>
        </div>
      </form>
      <div className="mt-2">
        <Status message={notice} />
      </div>
    </section>
  );
}
