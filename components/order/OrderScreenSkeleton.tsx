import { Skeleton } from '@/components/ui/Skeleton';

/** The order screens' shape while the member check and the order load. */
export function OrderScreenSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="載入中">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
