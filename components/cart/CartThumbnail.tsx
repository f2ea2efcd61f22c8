import Image from 'next/image';

/** A cart line's picture (cart card width 300, spec §9), or an empty tile when it has none. */
export function CartThumbnail({ src, sizes }: { src: string | null; sizes: string }) {
  return src ? (
    <Image src={src} alt="" width={300} height={300} sizes={sizes} className="h-full w-full object-cover" />
  ) : null;
}
