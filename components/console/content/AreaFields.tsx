'use client';
import type { CarouselItem, NewsCard, StoredPageArea } from '@/lib/api/contract';
import { CONTENT_LIMITS as L } from '@/lib/console/content/limits';
import { firstRef } from '@/lib/console/content/refs';
import type { ContentChoices } from '@/lib/console/content/types';
import { moved } from '@/lib/console/moved';
import { ListControls } from '../ListControls';
import { PictureField } from '../PictureField';
import { buttonSecondary } from '../styles';
import { Fieldset } from './Fieldset';
import { RefPicker } from './RefPicker';
import { TextField } from './TextField';

/**
 * `onChange` takes a change of the area as it is when the change lands, not as it was drawn: an
 * upload that ends after other edits (or after another upload) changes only its own picture.
 * `onBusy` tells the editor a picture is being uploaded.
 */
type Props<A> = {
  shopId: number;
  area: A;
  choices: ContentChoices;
  onChange: (change: (area: A) => A) => void;
  onBusy: (busy: boolean) => void;
};
type Of<T extends StoredPageArea['type']> = Extract<StoredPageArea, { type: T }>;

/** The fields of one area, by its type. */
export function AreaFields(props: Props<StoredPageArea>) {
  const { area } = props;
  switch (area.type) {
    case 'banner':
    case 'marketing':
      return <SlidesFields {...(props as Props<Of<'banner' | 'marketing'>>)} />;
    case 'news':
      return <NewsFields {...(props as Props<Of<'news'>>)} />;
    case 'text':
      return (
        <div className="space-y-3">
          <TextField
            text="標題"
            value={area.text.title}
            maxLength={L.title}
            onChange={(title) =>
              props.onChange((a) => (a.type === 'text' ? { ...a, text: { ...a.text, title } } : a))
            }
          />
          <TextField
            text="內文"
            multiline
            value={area.text.description}
            maxLength={L.description}
            onChange={(description) =>
              props.onChange((a) => (a.type === 'text' ? { ...a, text: { ...a.text, description } } : a))
            }
          />
        </div>
      );
    case 'youtube':
      return (
        <TextField
          text="YouTube 影片網址"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={area.youtube.url}
          maxLength={500}
          onChange={(url) => props.onChange((a) => (a.type === 'youtube' ? { ...a, youtube: { url } } : a))}
        />
      );
    case 'productList':
      return (
        <div className="space-y-3">
          <TextField
            text="標題（空白時用分類或活動名稱）"
            value={area.productList.title}
            maxLength={L.title}
            onChange={(title) =>
              props.onChange((a) =>
                a.type === 'productList' ? { ...a, productList: { ...a.productList, title } } : a,
              )
            }
          />
          <RefPicker
            text="列出哪個分類或活動的商品（最多 8 件）"
            value={area.productList.productType}
            choices={props.choices}
            onChange={(productType) =>
              props.onChange((a) =>
                a.type === 'productList' ? { ...a, productList: { ...a.productList, productType } } : a,
              )
            }
          />
        </div>
      );
    case 'productTypeList':
      return <ProductTypeListFields {...(props as Props<Of<'productTypeList'>>)} />;
  }
}

const slidesOf = (a: Of<'banner' | 'marketing'>) =>
  a.type === 'banner' ? a.banner.carousel : a.marketing.carousel;

function SlidesFields({ shopId, area, choices, onChange, onBusy }: Props<Of<'banner' | 'marketing'>>) {
  const slides: CarouselItem[] = slidesOf(area);
  const set = (change: (carousel: CarouselItem[]) => CarouselItem[]) =>
    onChange((a) => {
      const carousel = change(slidesOf(a));
      return a.type === 'banner' ? { ...a, banner: { carousel } } : { ...a, marketing: { carousel } };
    });
  const update = (i: number, change: (slide: CarouselItem) => CarouselItem) =>
    set((list) => list.map((s, j) => (j === i ? change(s) : s)));
  const picture = (url: string | null) => (url ? { filename: url } : null);
  const ref = firstRef(choices);
  return (
    <div className="space-y-3">
      {slides.map((slide, i) => (
        <Fieldset key={i} legend={`第 ${i + 1} 張`}>
          <ListControls
            what={`第 ${i + 1} 張`}
            index={i}
            count={slides.length}
            onMove={(by) => set((list) => moved(list, i, by))}
            onRemove={() => set((list) => list.filter((_, j) => j !== i))}
          />
          <div className="grid gap-3 md:grid-cols-2">
            <PictureField
              shopId={shopId}
              text="桌機圖片"
              value={slide.responsiveImage.webSizeImage?.filename ?? null}
              onChange={(url) =>
                update(i, (s) => ({
                  ...s,
                  responsiveImage: { ...s.responsiveImage, webSizeImage: picture(url) },
                }))
              }
              onBusy={onBusy}
            />
            <PictureField
              shopId={shopId}
              text="手機圖片"
              value={slide.responsiveImage.phoneSizeImage?.filename ?? null}
              onChange={(url) =>
                update(i, (s) => ({
                  ...s,
                  responsiveImage: { ...s.responsiveImage, phoneSizeImage: picture(url) },
                }))
              }
              onBusy={onBusy}
            />
          </div>
          <RefPicker
            text="點擊後前往"
            value={slide.universalLink}
            choices={choices}
            onChange={(universalLink) => update(i, (s) => ({ ...s, universalLink }))}
          />
          <TextField
            text="圖片說明（給看不到圖片的人）"
            value={slide.alt ?? ''}
            maxLength={L.alt}
            onChange={(alt) => update(i, (s) => ({ ...s, alt }))}
          />
        </Fieldset>
      ))}
      {slides.length < L.slides && ref ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() =>
            set((list) => [
              ...list,
              { universalLink: ref, responsiveImage: { webSizeImage: null, phoneSizeImage: null }, alt: '' },
            ])
          }
        >
          新增一張
        </button>
      ) : null}
    </div>
  );
}

function NewsFields({ shopId, area, onChange, onBusy }: Props<Of<'news'>>) {
  const cards = area.news.carousel;
  const set = (change: (carousel: NewsCard[]) => NewsCard[]) =>
    onChange((a) => ({ ...a, news: { carousel: change(a.news.carousel) } }));
  const update = (i: number, fields: Partial<NewsCard>) =>
    set((list) => list.map((c, j) => (j === i ? { ...c, ...fields } : c)));
  return (
    <div className="space-y-3">
      {cards.map((card, i) => (
        <Fieldset key={i} legend={`第 ${i + 1} 則報導`}>
          <ListControls
            what={`第 ${i + 1} 則報導`}
            index={i}
            count={cards.length}
            onMove={(by) => set((list) => moved(list, i, by))}
            onRemove={() => set((list) => list.filter((_, j) => j !== i))}
          />
          <TextField
            text="標題"
            value={card.title}
            maxLength={L.title}
            onChange={(title) => update(i, { title })}
          />
          <TextField
            text="摘要"
            multiline
            value={card.description}
            maxLength={L.newsDescription}
            onChange={(description) => update(i, { description })}
          />
          <TextField
            text="報導網址"
            type="url"
            placeholder="https://"
            value={card.link}
            onChange={(link) => update(i, { link })}
          />
          <PictureField
            shopId={shopId}
            text="報導圖片"
            value={card.image?.filename ?? null}
            onChange={(url) => update(i, { image: url ? { filename: url } : null })}
            onBusy={onBusy}
          />
        </Fieldset>
      ))}
      {cards.length < L.cards ? (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => set((list) => [...list, { image: null, title: '', description: '', link: '' }])}
        >
          新增一則報導
        </button>
      ) : null}
    </div>
  );
}

function ProductTypeListFields({ area, choices, onChange }: Props<Of<'productTypeList'>>) {
  const items = area.productTypeList.items;
  const set = (change: (list: typeof items) => typeof items) =>
    onChange((a) => ({
      ...a,
      productTypeList: { ...a.productTypeList, items: change(a.productTypeList.items) },
    }));
  const ref = firstRef(choices);
  return (
    <div className="space-y-3">
      <TextField
        text="標題"
        value={area.productTypeList.title}
        maxLength={L.title}
        onChange={(title) => onChange((a) => ({ ...a, productTypeList: { ...a.productTypeList, title } }))}
      />
      {items.map((item, i) => (
        <div key={i} className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <RefPicker
              text={`第 ${i + 1} 個推薦`}
              value={item}
              choices={choices}
              onChange={(r) => set((list) => list.map((x, j) => (j === i ? r : x)))}
            />
          </div>
          <ListControls
            what={`第 ${i + 1} 個推薦`}
            index={i}
            count={items.length}
            onMove={(by) => set((list) => moved(list, i, by))}
            onRemove={() => set((list) => list.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {items.length < L.items && ref ? (
        <button type="button" className={buttonSecondary} onClick={() => set((list) => [...list, ref])}>
          新增推薦
        </button>
      ) : null}
    </div>
  );
}
