import { ListSkeleton } from '@/components/catalog/ListSkeleton';

export default ListSkeleton;
