import type { ShopConfig } from '@/lib/api/contract';
import { APP_VERSION } from '@/lib/shop/version';

export function ShopFooter({ config }: { config: ShopConfig }) {
  const copyright = config.socialLinks.find((l) => l.type === 'copyRight')?.link;
  return (
    <footer className="border-t border-line bg-highlight">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-xs text-muted sm:flex-row sm:justify-between">
        <p>{copyright ?? `© ${config.Shop.name}`}</p>
        <p>v{APP_VERSION}</p>
      </div>
    </footer>
  );
}
