'use client';
import { useState, type FormEvent } from 'react';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import type { FooterView } from '@/lib/console/content/types';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { buttonPrimary, buttonSecondary } from '../styles';
import { useSave } from '../useSave';
import { CONTENT_FIELD_NAMES } from './fieldNames';
import { Fieldset } from './Fieldset';
import { Status } from '../Status';
import { TextField } from './TextField';

type Link = FooterView['aboutUs'][number];
type Contact = FooterView['contactUs'][number];

function LinkList({
  legend,
  links,
  onChange,
}: {
  legend: string;
  links: Link[];
  onChange: (change: (l: Link[]) => Link[]) => void;
}) {
  return (
    <Fieldset legend={legend}>
      {links.map((link, i) => (
        <div
          key={i}
          className="grid gap-2 rounded-lg bg-highlight p-3 md:grid-cols-[1fr_2fr_auto] md:items-end"
        >
          <TextField
            text={`連結 ${i + 1} 名稱`}
            value={link.name}
            maxLength={L.linkName}
            onChange={(name) => onChange((l) => l.map((x, j) => (j === i ? { ...x, name } : x)))}
          />
          <TextField
            text="網址（本站路徑如 /page/about，或 https://…）"
            value={link.url ?? ''}
            onChange={(url) => onChange((l) => l.map((x, j) => (j === i ? { ...x, url } : x)))}
          />
          <ListControls
            what={`${legend}連結 ${i + 1}`}
            index={i}
            count={links.length}
            onMove={(by) => onChange((l) => moved(l, i, by))}
            onRemove={() => onChange((l) => l.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {links.length < L.footerLinks ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => onChange((l) => [...l, { name: '', url: '' }])}
        >
          新增連結
        </button>
      ) : null}
    </Fieldset>
  );
}

/** The footer's blocks: 關於我們, 常見問題 (links) and 聯絡我們 (labelled lines). */
export function FooterEditor({ shopId, initial }: { shopId: number; initial: FooterView }) {
  const [footer, setFooter] = useState(initial);
  const { busy, notice, save } = useSave(shopId, CONTENT_FIELD_NAMES);
  const setContacts = (change: (c: Contact[]) => Contact[]) =>
    setFooter((f) => ({ ...f, contactUs: change(f.contactUs) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await save<FooterView>('/content/footer', 'PUT', footer, '已儲存，商店頁面已更新');
    // Only the new version: what is on screen is what was saved.
    if (saved) setFooter((f) => ({ ...f, version: saved.version }));
  }

  return (
    <form onSubmit={submit}>
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <LinkList
          legend="關於我們"
          links={footer.aboutUs}
          onChange={(change) => setFooter((f) => ({ ...f, aboutUs: change(f.aboutUs) }))}
        />
        <LinkList
          legend="常見問題"
          links={footer.faq}
          onChange={(change) => setFooter((f) => ({ ...f, faq: change(f.faq) }))}
        />
        <Fieldset legend="聯絡我們">
          {footer.contactUs.map((c, i) => (
            <div
              key={i}
              className="grid gap-2 rounded-lg bg-highlight p-3 md:grid-cols-[1fr_2fr_auto] md:items-end"
            >
              <TextField
                text={`第 ${i + 1} 行標籤（如 營業時間）`}
                value={c.name}
                maxLength={L.linkName}
                onChange={(name) => setContacts((l) => l.map((x, j) => (j === i ? { ...x, name } : x)))}
              />
              <TextField
                text="內容"
                value={c.text}
                maxLength={L.contactText}
                onChange={(text) => setContacts((l) => l.map((x, j) => (j === i ? { ...x, text } : x)))}
              />
              <ListControls
                what={`聯絡我們第 ${i + 1} 行`}
                index={i}
                count={footer.contactUs.length}
                onMove={(by) => setContacts((l) => moved(l, i, by))}
                onRemove={() => setContacts((l) => l.filter((_, j) => j !== i))}
              />
            </div>
          ))}
          {footer.contactUs.length < L.footerLinks ? (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setContacts((l) => [...l, { name: '', text: '' }])}
            >
              新增一行
            </button>
          ) : null}
        </Fieldset>
        <button type="submit" className={buttonPrimary}>
          儲存頁尾
        </button>
      </fieldset>
      <Status message={notice} />
    </form>
  );
}
