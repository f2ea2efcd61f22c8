'use client';

import type { ErrorBoundaryProps } from '@/components/errors/boundary';
import { UnavailableNotice } from '@/components/errors/UnavailableNotice';

/** A failure of the root layout: this replaces it, so it brings its own document. */
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="zh-tw">
      <body style={{ margin: 0 }}>
        <UnavailableNotice {...props} />
      </body>
    </html>
  );
}
