'use client';

import type { ErrorBoundaryProps } from '@/components/errors/boundary';
import { UnavailableNotice } from '@/components/errors/UnavailableNotice';

/** A failure of the shop's frame itself (its settings could not be read): no shop styling to lean on. */
export default function RootError(props: ErrorBoundaryProps) {
  return <UnavailableNotice {...props} />;
}
