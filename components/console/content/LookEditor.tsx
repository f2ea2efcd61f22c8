'use client';
import { useId, useState, type FormEvent } from 'react';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import { socialFields, socialLinksBody, type SocialFields } from '@/lib/console/content/socialLinks';
import type { LookView } from '@/lib/console/content/types';
import { PictureField } from '../PictureField';
import { buttonPrimary, input, label } from '../styles';
import { useSave, useUploads } from '../useSave';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Fieldset } from './Fieldset';
import { Status } from '../Status';
import { TextField } from './TextField';

const NETWORKS = [
  ['facebook', 'Facebook 網址'],
  ['instagram', 'Instagram 網址'],
  ['youtube', 'YouTube 網址'],
  ['line', 'LINE 網址（https://line.me/…）'],
] as const satisfies readonly (readonly [keyof SocialFields, string])[];

const ICONS = [
  ['cart', '購物車是空的'],
  ['order', '沒有訂單'],
  ['product', '沒有商品'],
  ['search', '搜尋沒有結果'],
] as const;

/**
 * The shop's look: logo, favicon, custom CSS, the footer's social links and copyright line; and the
 * empty states' pictures (頁面圖示). Both forms save under the look's one version, kept here.
 */
export function LookEditor({
  shopId,
  initial,
  cssEditable,
}: {
  shopId: number;
  initial: LookView;
  /** Custom CSS is the owners' (it can restyle payment instructions); staff see it read-only. */
  cssEditable: boolean;
}) {
  const [look, setLook] = useState(initial);
  const [social, setSocial] = useState(() => socialFields(initial.socialLinks));
  const cssId = useId();
  const lookSave = useSave(shopId, CONTENT_FIELD_NAMES);
  const iconsSave = useSave(shopId, CONTENT_FIELD_NAMES);
  const lookUploads = useUploads();
  const iconUploads = useUploads();
  // The two forms share the look's version: while one saves, the other waits for its new version.
  const busy = lookSave.busy || iconsSave.busy;

  async function submitLook(event: FormEvent) {
    event.preventDefault();
    const socialLinks = socialLinksBody(social, look.socialLinks);
    const saved = await lookSave.save<LookView>(
      '/content/look',
      'PUT',
      {
        version: look.version,
        logo: look.logo,
        favicon: look.favicon,
        customCss: look.customCss,
        socialLinks,
      },
      '已儲存，商店頁面已更新',
    );
    // Only the new version: the icons and anything else on screen stay as they are.
    if (saved) setLook((l) => ({ ...l, version: saved.version }));
  }

  async function submitIcons(event: FormEvent) {
    event.preventDefault();
    const saved = await iconsSave.save<{ version: number }>(
      '/content/icons',
      'PUT',
      { version: look.version, icons: look.icons },
      '已儲存，商店頁面已更新',
    );
    if (saved) setLook((l) => ({ ...l, version: saved.version }));
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submitLook} aria-labelledby="look-title">
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <h3 id="look-title" className="text-base font-semibold">
            外觀
          </h3>
          <div className="grid gap-4 md:grid-cols-2">
            <PictureField
              shopId={shopId}
              text="Logo"
              value={look.logo}
              onChange={(logo) => setLook((l) => ({ ...l, logo }))}
              onBusy={lookUploads.onBusy}
            />
            <PictureField
              shopId={shopId}
              text="網站圖示（favicon）"
              value={look.favicon}
              onChange={(favicon) => setLook((l) => ({ ...l, favicon }))}
              onBusy={lookUploads.onBusy}
            />
          </div>
          <div>
            <label htmlFor={cssId} className={label}>
              自訂 CSS
            </label>
            <textarea
              id={cssId}
              rows={6}
              spellCheck={false}
              value={look.customCss}
              readOnly={!cssEditable}
              className={`${input} font-mono`}
              aria-describedby={`${cssId}-hint`}
              onChange={(e) => {
                const customCss = e.target.value;
                setLook((l) => ({ ...l, customCss }));
              }}
            />
            <p id={`${cssId}-hint`} className="mt-1 text-xs text-muted">
              {cssEditable ? '' : '只有負責人可以修改自訂 CSS。'}
              例如 :root{'{'}--shop-accent:#2f6f5e{'}'}。不可包含 &lt;/style、HTML 註解或寫出 &lt; &gt;
              的跳脫字元；不可用 @import，url() 只能用本店上傳的圖片。
            </p>
          </div>
          <Fieldset legend="社群連結與版權文字（頁尾）">
            <div className="grid gap-3 md:grid-cols-2">
              {NETWORKS.map(([type, text]) => (
                <TextField
                  key={type}
                  text={text}
                  type="url"
                  placeholder="https://"
                  value={social[type]}
                  maxLength={L.socialLink}
                  onChange={(v) => setSocial((s) => ({ ...s, [type]: v }))}
                />
              ))}
              <TextField
                text="版權文字（空白時用「© 年份 店名」）"
                value={social.copyRight}
                maxLength={100}
                onChange={(copyRight) => setSocial((s) => ({ ...s, copyRight }))}
              />
            </div>
          </Fieldset>
          <button type="submit" disabled={lookUploads.uploading} className={buttonPrimary}>
            {lookUploads.uploading ? '等待圖片上傳…' : '儲存外觀'}
          </button>
        </fieldset>
        <Status message={lookSave.notice} />
      </form>

      <form onSubmit={submitIcons} className="border-t border-line pt-6" aria-labelledby="icons-title">
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <h3 id="icons-title" className="text-base font-semibold">
            頁面圖示
          </h3>
          <p className="text-sm text-muted">空白狀態顯示的圖片；未設定時使用內建圖片。</p>
          <div className="grid gap-4 md:grid-cols-2">
            {ICONS.map(([key, text]) => (
              <PictureField
                key={key}
                shopId={shopId}
                text={`「${text}」圖示`}
                value={look.icons[key]}
                onChange={(url) => setLook((l) => ({ ...l, icons: { ...l.icons, [key]: url } }))}
                onBusy={iconUploads.onBusy}
              />
            ))}
          </div>
          <button type="submit" disabled={iconUploads.uploading} className={buttonPrimary}>
            {iconUploads.uploading ? '等待圖片上傳…' : '儲存頁面圖示'}
          </button>
        </fieldset>
        <Status message={iconsSave.notice} />
      </form>
    </div>
  );
}
