import Image from 'next/image';
import Link from 'next/link';
import type { ShopConfig } from '@/lib/api/contract';

export function ShopHeader({ config }: { config: ShopConfig }) {
  const name = config.Shop.name;
  const logo = config.Logo ? (
    <Image src={config.Logo.filename} alt={name} width={500} height={125} priority className="h-10 w-auto" />
  ) : (
    <span className="text-lg font-semibold">{name}</span>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
        {config.logoLinkUrl ? (
          <a href={config.logoLinkUrl} target="_blank" rel="noopener noreferrer" aria-label={name}>
            {logo}
          </a>
        ) : (
          <Link href="/" aria-label={`${name} 首頁`}>
            {logo}
          </Link>
        )}
      </div>
    </header>
  );
}
