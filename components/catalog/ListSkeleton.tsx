import { ProductGridSkeleton, Skeleton } from '@/components/ui/Skeleton';

/** Shown while a list screen loads on client navigation. */
export function ListSkeleton() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-busy="true" aria-label="載入中">
      <Skeleton className="h-3 w-32" />
      <Skeleton className="mt-3 mb-8 h-7 w-48" />
      <ProductGridSkeleton />
    </section>
  );
}
