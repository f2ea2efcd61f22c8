import { Skeleton } from '@/components/ui/Skeleton';

/** Shown while a product page loads on client navigation. */
export default function ProductLoading() {
  return (
    <div
      className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 sm:gap-12"
      aria-busy="true"
      aria-label="載入中"
    >
      <Skeleton className="aspect-square rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
