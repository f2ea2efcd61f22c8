'use client';
import { useState, type FormEvent } from 'react';
import { priceChange, type ActivityProductChange } from '@/lib/console/catalog/activityProductChange';
import type { ActivityDetailView, ActivityProductView } from '@/lib/console/catalog/views';
import { consoleFetch } from '@/lib/console/client';
import { formatPrice } from '@/lib/format/price';
import { buttonDanger, buttonPrimary, buttonSecondary, card, input, label, sectionTitle } from '../styles';
import type { Saving } from '../useSave';

function PriceInput({ id, name, defaultValue }: { id: string; name: string; defaultValue: number | null }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}的活動價（選填）
      </label>
      <input
        id={id}
        name="activityPrice"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        defaultValue={defaultValue ?? ''}
        placeholder="不設定則以原價販售"
        className={input}
      />
    </div>
  );
}

/** The activity's products, each with its activity price; others found by name join it. */
export function ActivityProducts({
  shopId,
  activity,
  onSaved,
  saving,
}: {
  shopId: number;
  activity: ActivityDetailView;
  onSaved: (next: ActivityDetailView) => void;
  saving: Saving;
}) {
  const [found, setFound] = useState<ActivityProductView[] | null>(null);
  const [searchProblem, setSearchProblem] = useState('');
  const { busy, save } = saving;
  const path = `/activities/${activity.id}/products`;

  async function send(change: ActivityProductChange, done: string) {
    const next = await save<ActivityDetailView>(path, 'PUT', { changes: [change] }, done);
    if (next) {
      onSaved(next);
      setFound((list) => {
        const rest = list?.filter((p) => p.id !== change.id) ?? [];
        return rest.length ? rest : null;
      });
    }
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const reply = await consoleFetch<ActivityProductView[]>(
      shopId,
      `${path}?name=${encodeURIComponent(name)}`,
    );
    setSearchProblem(reply.ok ? '' : reply.message);
    setFound(reply.ok ? reply.body : []);
  }

  const withPrice =
    (p: ActivityProductView, joining: boolean, done: string) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const typed = String(new FormData(event.currentTarget).get('activityPrice') ?? '');
      void send(priceChange(p, joining, typed), done);
    };

  return (
    <section aria-labelledby="activity-products" className="space-y-4">
      <h2 id="activity-products" className={sectionTitle}>
        活動商品（{activity.products.length}）
      </h2>
      <ul className="space-y-2" aria-label="活動商品列表">
        {activity.products.map((p) => (
          <li key={p.id} className={`${card} text-sm`}>
            <form
              onSubmit={withPrice(p, false, `已更新「${p.name}」的活動價`)}
              className="flex flex-wrap items-end gap-3"
            >
              <div className="min-w-40 grow">
                <p className="font-medium">{p.name}</p>
                <p className="text-muted">
                  原價 {formatPrice(p.price)}
                  {p.isPublic ? '' : '・未公開'}
                </p>
              </div>
              <PriceInput id={`price-${p.id}`} name={p.name} defaultValue={p.activityPrice} />
              <button
                type="submit"
                disabled={busy}
                className={buttonSecondary}
                aria-label={`儲存「${p.name}」的活動價`}
              >
                儲存活動價
              </button>
              <button
                type="button"
                disabled={busy}
                className={buttonDanger}
                aria-label={`將「${p.name}」移出活動`}
                onClick={() =>
                  void send({ id: p.id, version: p.version, inActivity: false }, `已將「${p.name}」移出活動`)
                }
              >
                移出活動
              </button>
            </form>
          </li>
        ))}
      </ul>
      {activity.products.length ? null : <p className="text-sm text-muted">此活動尚無商品。</p>}

      <div className={`${card} space-y-3`}>
        <h3 className="text-base font-semibold">加入商品</h3>
        <form onSubmit={search} role="search" className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <label htmlFor="product-search" className={label}>
              商品名稱
            </label>
            <input id="product-search" name="name" maxLength={100} className={input} />
          </div>
          <button type="submit" className={buttonSecondary}>
            搜尋商品
          </button>
        </form>
        <p aria-live="polite" className="text-sm text-red-700">
          {searchProblem}
        </p>
        {found ? (
          <ul className="space-y-2" aria-label="搜尋結果">
            {found.map((p) => (
              <li key={p.id} className="rounded-lg border border-line p-3 text-sm">
                <form
                  onSubmit={withPrice(p, true, `已將「${p.name}」加入活動`)}
                  className="flex flex-wrap items-end gap-3"
                >
                  <div className="min-w-40 grow">
                    <p className="font-medium">{p.name}</p>
                    <p className="text-muted">
                      原價 {formatPrice(p.price)}
                      {p.activity ? `・目前在「${p.activity.name}」，加入後將移到此活動` : ''}
                    </p>
                  </div>
                  <PriceInput id={`join-price-${p.id}`} name={p.name} defaultValue={null} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonPrimary}
                    aria-label={`加入「${p.name}」`}
                  >
                    加入
                  </button>
                </form>
              </li>
            ))}
            {found.length ? null : <li className="text-sm text-muted">找不到符合的商品。</li>}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
