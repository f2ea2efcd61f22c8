'use client';

import Image from 'next/image';
import type { ReactNode } from 'react';
import type { EmptyStateKind } from '@/lib/shop/emptyPicture';
import { useEmptyPicture } from './useEmptyPicture';

type Props = {
  kind: EmptyStateKind;
  title: string;
  description?: string;
  action?: ReactNode;
};

/** A list with nothing in it: the shop's picture for it, what is missing and what to do next. */
export function EmptyState({ kind, title, description, action }: Props) {
  const picture = useEmptyPicture(kind);
  return (
    <div data-empty-state={kind} className="flex flex-col items-center px-4 py-12 text-center">
      {/* The title says it all; the picture is decoration. */}
      <Image
        src={picture}
        alt=""
        width={300}
        height={225}
        sizes="300px"
        className="h-auto w-full max-w-[300px]"
      />
      <h2 className="mt-6 text-lg font-semibold text-ink">{title}</h2>
      {description && <p className="mt-2 max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
