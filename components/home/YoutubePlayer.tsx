'use client';

import { useState } from 'react';
import { youtubeEmbedUrl } from '@/lib/home/youtube';

/** A play card until the shopper asks: YouTube's player is heavy and sets cookies (spec §2 Home). */
export function YoutubePlayer({ id }: { id: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative mx-auto aspect-video max-w-4xl overflow-hidden rounded-xl bg-ink">
      {playing ? (
        <iframe
          // Focus follows the shopper's click, which removed the button.
          ref={(el) => el?.focus()}
          src={youtubeEmbedUrl(id)}
          title="YouTube 影片播放器"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_center,var(--color-primary-dark),var(--color-ink))] text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-primary shadow-lg transition-transform group-hover:scale-110 sm:h-20 sm:w-20">
            <svg
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              className="ml-1 h-8 w-8 sm:h-10 sm:w-10"
            >
              <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
            </svg>
          </span>
          <span className="text-base font-medium">播放影片</span>
        </button>
      )}
    </div>
  );
}
