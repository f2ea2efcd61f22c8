'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Image as ImageRef } from '@/lib/api/contract';
import { DESKTOP_MEDIA } from '@/lib/ui/breakpoints';

/** The main view's width on screen: the page's first column, or the whole content width on phones. */
const MAIN_SIZES = `(min-width: 1152px) 536px, ${DESKTOP_MEDIA} calc(50vw - 40px), calc(100vw - 32px)`;

/**
 * Main view (800 wide) with thumbnails (spec §9 widths). The first image is the page's largest paint:
 * preloaded from the head at high priority and drawn with the first paint.
 */
export function ProductGallery({ images, name }: { images: ImageRef[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className="aspect-square rounded-2xl bg-highlight" />;
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-2xl bg-highlight">
        <Image
          src={shown.filename}
          alt={name}
          width={800}
          height={800}
          preload
          fetchPriority="high"
          decoding="sync"
          sizes={MAIN_SIZES}
          className="h-full w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2" aria-label="商品圖片">
          {images.map((img, i) => (
            <li key={img.filename}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`第 ${i + 1} 張圖片`}
                aria-pressed={i === current}
                className={`h-16 w-16 overflow-hidden rounded-lg border-2 ${i === current ? 'border-primary' : 'border-transparent'}`}
              >
                <Image
                  src={img.filename}
                  alt=""
                  width={500}
                  height={500}
                  sizes="64px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
