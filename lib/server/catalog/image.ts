import type { Image } from '@/lib/api/contract';

export const toImage = (filename: string | null | undefined): Image | null =>
  filename ? { filename } : null;
