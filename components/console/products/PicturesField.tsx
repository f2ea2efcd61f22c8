'use client';
import { useId, useState } from 'react';
import { MAX_PRODUCT_PICTURES } from '@/lib/catalog/pictures';
import { moved } from '@/lib/console/moved';
import { asMain, pictureRoom, withUploaded } from '@/lib/console/products/pictures';
import { uploadPicture } from '../uploadPicture';
import { buttonDanger, buttonSecondary, label } from '../styles';

// Tap targets of at least 44 × 44 px (WCAG 2.2 target size, phones).
const small = `${buttonSecondary} min-h-11 min-w-11 px-2 py-1 text-xs`;

/**
 * The product's pictures in order, the first the main one: upload (each through the media route,
 * which sniffs the type and refuses SVG and anything over 5 MB), reorder, choose the main, remove.
 */
export function PicturesField({
  shopId,
  pictures,
  onChange,
}: {
  shopId: number;
  pictures: string[];
  /** Changes from the list as it is when applied: a reorder made while an upload runs stays. */
  onChange: (update: (pictures: string[]) => string[]) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError('');
    const uploaded: string[] = [];
    for (const file of [...files].slice(0, pictureRoom(pictures))) {
      const reply = await uploadPicture(shopId, file);
      if (!reply.ok) {
        setError(`${file.name}：${reply.message}`);
        break;
      }
      uploaded.push(reply.url);
    }
    onChange((current) => withUploaded(current, uploaded));
    setBusy(false);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">
        圖片（第一張為主圖，最多 {MAX_PRODUCT_PICTURES} 張）
      </legend>
      {pictures.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="商品圖片">
          {pictures.map((url, i) => (
            <li key={url} className="rounded-lg border border-line bg-white p-2 text-xs">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={url}
                alt={`第 ${i + 1} 張圖片`}
                className="aspect-square w-full rounded object-cover"
              />
              <p className="mt-1 font-medium">{i === 0 ? '主圖' : `第 ${i + 1} 張`}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                {i > 0 ? (
                  <button
                    type="button"
                    className={small}
                    onClick={() => onChange((list) => asMain(list, url))}
                    aria-label={`第 ${i + 1} 張設為主圖`}
                  >
                    設為主圖
                  </button>
                ) : null}
                {i > 0 ? (
                  <button
                    type="button"
                    className={small}
                    onClick={() => onChange((list) => moved(list, list.indexOf(url), -1))}
                    aria-label={`第 ${i + 1} 張往前`}
                  >
                    ←
                  </button>
                ) : null}
                {i < pictures.length - 1 ? (
                  <button
                    type="button"
                    className={small}
                    onClick={() => onChange((list) => moved(list, list.indexOf(url), 1))}
                    aria-label={`第 ${i + 1} 張往後`}
                  >
                    →
                  </button>
                ) : null}
                <button
                  type="button"
                  className={`${buttonDanger} min-h-11 min-w-11 px-2 py-1 text-xs`}
                  onClick={() => onChange((list) => list.filter((p) => p !== url))}
                  aria-label={`移除第 ${i + 1} 張圖片`}
                >
                  移除
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">尚無圖片。</p>
      )}
      {pictures.length < MAX_PRODUCT_PICTURES ? (
        <label className={label} htmlFor={`${id}-upload`}>
          上傳圖片（PNG、JPEG、GIF、WebP，每張 5 MB 內）
          <input
            id={`${id}-upload`}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp"
            disabled={busy}
            onChange={(e) => {
              void add(e.target.files);
              e.target.value = '';
            }}
            className="mt-1 block w-full text-sm"
          />
        </label>
      ) : null}
      <p aria-live="polite" className="text-sm text-red-700">
        {busy ? <span className="text-muted">上傳中…</span> : error}
      </p>
    </fieldset>
  );
}
